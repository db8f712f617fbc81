/** Multi-factor sign-in (issue 31, decision 079): the words and numbers both sides share. */

export const factorKinds = ['TOTP', 'WEBAUTHN'] as const;
export type FactorKind = (typeof factorKinds)[number];

/** How a second factor is proved: an authenticator app's code, a passkey, or a recovery code. */
export const mfaMethods = ['totp', 'webauthn', 'recovery'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const mfaChallengePurposes = ['SIGN_IN', 'REGISTER', 'STEP_UP'] as const;

/** RFC 6238 section 4 defaults, which every authenticator app supports: SHA-1, 6 digits, 30 s. */
export const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export const RECOVERY_CODE_COUNT = 10;

/**
 * How long a proved second factor lets its session reveal a sealed number or move money: 15
 * minutes. ASVS 5.0 (V7.5) asks for a fresh authentication before highly sensitive operations and
 * leaves the interval to risk; NIST SP 800-63B section 4.2.3 lets an AAL2 session run 30 minutes
 * idle, so half of that for the few actions that reveal a number or pay.
 */
export const STEP_UP_MAX_AGE_MS = 15 * 60_000;

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const FACTOR_NAME_MAX = 60;
