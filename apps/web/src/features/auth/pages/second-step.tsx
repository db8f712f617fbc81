import { useState, type FormEvent } from 'react';
import type { MfaChallengeAnswer, SessionAnswer } from '@careroster/shared/api/auth/login';
import { publicProductMessages, publicSpecMessages } from '@careroster/shared/messages-public';
import { startAuthentication } from '@simplewebauthn/browser';
import { Alert, SubmitButton, TextField, textOf } from '../../../public-shell/fields';
import { PublicApiError } from '../../../public-shell/http';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { mfaWebauthnOptions, verifyMfa } from '../api/credentials';

const failureOf = (error: unknown) => (error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong);

/**
 * The sign-in's second step (issue 31, decision 079): a passkey, a 6-digit code from the
 * authenticator app, or a recovery code, against the challenge the password earned.
 */
export function SecondStep({ challenge, onSignedIn }: { challenge: MfaChallengeAnswer; onSignedIn: (answer: SessionAnswer) => void }) {
  const hasCode = challenge.methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasCode && challenge.methods.includes('recovery'));
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const attempt = async (work: () => Promise<SessionAnswer>) => {
    setPending(true);
    setFailure(null);
    try {
      onSignedIn(await work());
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  };

  const signInWithPasskey = () =>
    attempt(async () => {
      const { options } = await mfaWebauthnOptions(challenge.mfa_token);
      let credential;
      try {
        credential = await startAuthentication({
          optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
        });
      } catch {
        // Cancelled, timed out, or no passkey on this device.
        throw new PublicApiError(publicProductMessages.mfaPasskeyFailed, null);
      }
      return verifyMfa({ mfa_token: challenge.mfa_token, method: 'webauthn', credential: credential as never });
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = textOf(event.currentTarget, 'code').trim();
    const wrong = recovery
      ? code
        ? undefined
        : publicProductMessages.required(publicProductMessages.mfaRecoveryLabel)
      : /^\d{6}$/.test(code.replace(/\s/g, ''))
        ? undefined
        : publicProductMessages.mfaCodeFormat;
    setProblem(wrong);
    if (wrong) return;
    void attempt(() => verifyMfa({ mfa_token: challenge.mfa_token, method: recovery ? 'recovery' : 'totp', code }));
  };

  return (
    <PublicFrame>
      <Card title={publicProductMessages.mfaTitle}>
        <div className="pub-stack">
          {failure && <Alert tone="error">{failure}</Alert>}
          <p>{publicProductMessages.mfaIntro}</p>
          {challenge.methods.includes('webauthn') && (
            <button type="button" className="pub-button" disabled={pending} onClick={() => void signInWithPasskey()}>
              <span className="pub-button-label">{publicProductMessages.mfaUsePasskey}</span>
            </button>
          )}
          {(hasCode || recovery) && (
            <form onSubmit={onSubmit} noValidate className="pub-stack" key={recovery ? 'recovery' : 'totp'}>
              <TextField
                label={recovery ? publicProductMessages.mfaRecoveryLabel : publicProductMessages.mfaCodeLabel}
                name="code"
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                required
                error={problem}
              />
              <SubmitButton busy={pending}>{publicProductMessages.mfaVerify}</SubmitButton>
            </form>
          )}
          {challenge.methods.includes('recovery') && (
            <button type="button" className="pub-link" onClick={() => setRecovery(!recovery)}>
              {recovery ? publicProductMessages.mfaUseCode : publicProductMessages.mfaUseRecovery}
            </button>
          )}
        </div>
      </Card>
    </PublicFrame>
  );
}
