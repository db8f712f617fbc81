import { z } from 'zod';
import { mfaMethods } from '../../auth/mfa';
import { defineContract } from '../contract';
import { sessionAnswer } from './login';

/**
 * The second step of sign-in and the step-up before a sensitive action (issue 31, decision 079).
 * A passkey's answer is the browser's JSON (@simplewebauthn/browser); the server verifies it.
 */
export const webauthnCredential = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type WebauthnCredentialBody = z.infer<typeof webauthnCredential>;

/** The options handed to the browser's WebAuthn call, as @simplewebauthn/server writes them. */
export const webauthnOptions = z.record(z.string(), z.unknown());

/** One proof: a 6-digit code, a recovery code, or a passkey's assertion. */
export const factorProof = z.object({
  method: z.enum(mfaMethods),
  code: z.string().max(64).optional(),
  credential: webauthnCredential.optional(),
});
export type FactorProof = z.infer<typeof factorProof>;

const mfaToken = z.string().min(1).max(128);

export const mfaVerifyContract = defineContract({
  method: 'POST',
  path: '/auth/mfa/verify',
  body: factorProof.extend({ mfa_token: mfaToken }),
  answer: sessionAnswer,
});
export type MfaVerifyBody = z.infer<typeof mfaVerifyContract.body>;

export const mfaWebauthnOptionsContract = defineContract({
  method: 'POST',
  path: '/auth/mfa/webauthn-options',
  body: z.object({ mfa_token: mfaToken }),
  answer: z.object({ options: webauthnOptions }),
});

export const stepUpContract = defineContract({
  method: 'POST',
  path: '/auth/step-up',
  body: factorProof,
  answer: z.object({ verified_until: z.iso.datetime() }),
});

export const stepUpOptionsContract = defineContract({
  method: 'POST',
  path: '/auth/step-up/webauthn-options',
  answer: z.object({ options: webauthnOptions }),
});
