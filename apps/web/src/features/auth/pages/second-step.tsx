import type { FormEvent } from 'react';
import type { MfaChallengeAnswer, SessionAnswer } from '@careroster/shared/api/auth/login';
import { publicProductMessages, publicSpecMessages } from '@careroster/shared/messages-public';
import { Alert, SubmitButton, TextField, textOf } from '../../../public-shell/fields';
import { PublicApiError } from '../../../public-shell/http';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { mfaWebauthnOptions, verifyMfa } from '../api/credentials';
import { useFactorProof } from '../components/use-factor-proof';

const failureOf = (error: unknown) => (error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong);

/**
 * The sign-in's second step (issue 31, decision 079): a passkey, a 6-digit code from the
 * authenticator app, or a recovery code, against the challenge the password earned.
 */
export function SecondStep({ challenge, onSignedIn }: { challenge: MfaChallengeAnswer; onSignedIn: (answer: SessionAnswer) => void }) {
  const proof = useFactorProof({
    methods: challenge.methods,
    passkeyOptions: () => mfaWebauthnOptions(challenge.mfa_token),
    prove: async (body) => onSignedIn(await verifyMfa({ ...body, mfa_token: challenge.mfa_token })),
    failureOf,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    proof.submitCode(textOf(event.currentTarget, 'code'));
  };

  return (
    <PublicFrame>
      <Card title={publicProductMessages.mfaTitle}>
        <div className="pub-stack">
          {proof.failure && <Alert tone="error">{proof.failure}</Alert>}
          <p>{publicProductMessages.mfaIntro}</p>
          {proof.hasPasskey && (
            <button type="button" className="pub-button" disabled={proof.pending} onClick={() => void proof.provePasskey()}>
              <span className="pub-button-label">{publicProductMessages.mfaUsePasskey}</span>
            </button>
          )}
          {proof.showsCode && (
            <form onSubmit={onSubmit} noValidate className="pub-stack" key={proof.recovery ? 'recovery' : 'totp'}>
              <TextField
                label={proof.codeLabel}
                name="code"
                autoComplete="one-time-code"
                inputMode={proof.recovery ? 'text' : 'numeric'}
                required
                error={proof.problem}
              />
              <SubmitButton busy={proof.pending}>{publicProductMessages.mfaVerify}</SubmitButton>
            </form>
          )}
          {proof.canSwitch && (
            <button type="button" className="pub-link" onClick={proof.toggleRecovery}>
              {proof.recovery ? publicProductMessages.mfaUseCode : publicProductMessages.mfaUseRecovery}
            </button>
          )}
        </div>
      </Card>
    </PublicFrame>
  );
}
