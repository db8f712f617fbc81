import { useState } from 'react';
import type { WebauthnCredentialBody } from '@careroster/shared/api/auth/mfa';
import type { MfaMethod } from '@careroster/shared/auth/mfa';
import { publicProductMessages } from '@careroster/shared/messages-public';
import { startAuthentication } from '@simplewebauthn/browser';

/** A proof of the second factor as the server takes it, at sign-in and at step-up (decision 079). */
export type Proof = { method: 'totp' | 'recovery'; code: string } | { method: 'webauthn'; credential: WebauthnCredentialBody };

/** The browser's passkey ceremony failed: cancelled, timed out, or no passkey on this device. */
export class PasskeyFailed extends Error {
  constructor() {
    super(publicProductMessages.mfaPasskeyFailed);
    this.name = 'PasskeyFailed';
  }
}

/**
 * What the sign-in's second step and the step-up dialog share (issue 31, decision 079): which
 * ways are offered, the switch to a recovery code, the code's check before sending, the passkey
 * ceremony on the server's options, and the failure to show. Each draws it in its own frame (the
 * light public page, the app's modal).
 */
export function useFactorProof({
  methods,
  passkeyOptions,
  prove,
  failureOf,
}: {
  methods: readonly MfaMethod[];
  passkeyOptions: () => Promise<{ options: Record<string, unknown> }>;
  /** Sends the proof; a rejection is shown through `failureOf`. */
  prove: (proof: Proof) => Promise<void>;
  failureOf: (error: unknown) => string;
}) {
  const hasCode = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasCode && methods.includes('recovery'));
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const attempt = async (proof: () => Promise<Proof>) => {
    setPending(true);
    setFailure(null);
    try {
      await prove(await proof());
    } catch (error) {
      setFailure(error instanceof PasskeyFailed ? error.message : failureOf(error));
    } finally {
      setPending(false);
    }
  };

  const provePasskey = () =>
    attempt(async () => {
      const { options } = await passkeyOptions();
      try {
        const credential = await startAuthentication({
          optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
        });
        return { method: 'webauthn', credential: credential as unknown as WebauthnCredentialBody };
      } catch {
        throw new PasskeyFailed();
      }
    });

  /** Checks the typed code and, when it may be one, sends it. */
  const submitCode = (typed: string) => {
    const code = typed.trim();
    const wrong = recovery
      ? code
        ? undefined
        : publicProductMessages.required(publicProductMessages.mfaRecoveryLabel)
      : /^\d{6}$/.test(code.replace(/\s/g, ''))
        ? undefined
        : publicProductMessages.mfaCodeFormat;
    setProblem(wrong);
    if (wrong) return;
    void attempt(() => Promise.resolve({ method: recovery ? 'recovery' : 'totp', code }));
  };

  return {
    hasPasskey: methods.includes('webauthn'),
    /** Whether a code field shows: the app's 6 digits, or a recovery code once switched. */
    showsCode: hasCode || recovery,
    canSwitch: methods.includes('recovery') && hasCode,
    recovery,
    toggleRecovery: () => {
      setProblem(undefined);
      setRecovery(!recovery);
    },
    codeLabel: recovery ? publicProductMessages.mfaRecoveryLabel : publicProductMessages.mfaCodeLabel,
    failure,
    problem,
    pending,
    provePasskey,
    submitCode,
  };
}
