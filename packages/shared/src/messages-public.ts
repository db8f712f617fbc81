/**
 * The texts of the public pages (sign-in, the password pages), written here once and spread into
 * the catalogues of messages.ts: a public page imports this module alone and so downloads its own
 * texts, not the whole catalogue (decision 060). Same rules as messages.ts.
 */

/** The spec's own (spec 000 section 8). */
export const publicSpecMessages = {
  somethingWentWrong: 'Something went wrong.',
  serverTimeout: 'Error: Server timeout',
} as const;

/** Written for CareRoster. */
export const publicProductMessages = {
  required: (field: string) => `${field} is required`,
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetLinkSent: 'If an account exists for that email, a reset link has been sent.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  invalidEmail: 'Please enter a valid email',
  // issue 31, the sign-in's second step (decision 079)
  mfaTitle: 'Confirm it is you',
  mfaIntro: 'Use your passkey, or enter the 6-digit code from your authenticator app.',
  mfaUsePasskey: 'Use a passkey',
  mfaCodeLabel: 'Authentication code',
  mfaVerify: 'Verify',
  mfaUseRecovery: 'Use a recovery code',
  mfaUseCode: 'Use an authenticator code',
  mfaRecoveryLabel: 'Recovery code',
  mfaCodeInvalid: 'The code is incorrect or has already been used.',
  mfaPasskeyFailed: 'The passkey could not be used. Please try again or enter a code.',
  mfaChallengeExpired: 'This sign-in has expired. Please sign in again.',
  mfaCodeFormat: 'Please enter the 6 digits.',
  // issue 31, company setup (decision 080): the public sign-up of a new owner
  signUpTitle: 'Set up your company',
  signUpIntro: 'Tell us who you are. We will e-mail you a link to verify your address and choose a password.',
  signUpSent: 'Check your e-mail: if the address can be used, we have sent you a link to continue.',
  signUpCompanyInvalid: 'Please enter the company name (at most 120 characters).',
  signUpNameInvalid: (field: string) => `Please enter your ${field} (at most 100 characters).`,
  signUpLink: 'New to CareRoster? Set up your company',
  signInLink: 'Already have an account? Sign in',
} as const;
