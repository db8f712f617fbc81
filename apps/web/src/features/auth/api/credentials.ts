/**
 * The public pages' calls through the light client (decision 060): the zod contracts stay off
 * these pages, so their paths are written here and pinned to the contracts by credentials.test.ts.
 */
import type { ForgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import type { LoginAnswer, LoginBody, SessionAnswer } from '@careroster/shared/api/auth/login';
import type { MfaVerifyBody } from '@careroster/shared/api/auth/mfa';
import type { SetPasswordBody } from '@careroster/shared/api/auth/set-password';
import type { SignUpBody } from '@careroster/shared/api/setup/sign-up';
import { postJson } from '../../../public-shell/http';

export const credentialPaths = {
  login: '/auth/login',
  mfaVerify: '/auth/mfa/verify',
  mfaWebauthnOptions: '/auth/mfa/webauthn-options',
  forgotPassword: '/auth/forgot-password',
  setPassword: '/auth/set-password',
  signUp: '/setup/sign-up',
  ssoStart: '/auth/sso/start',
  ssoCallback: '/auth/sso/callback',
} as const;

// Wrong credentials answer 401 and rate limiting 429; the sign-in form shows both itself.
export const login = (body: LoginBody) => postJson<LoginAnswer>(credentialPaths.login, body, 'none');

// The second step (decision 079): a wrong code answers 401, shown by the form itself.
export const verifyMfa = (body: MfaVerifyBody) => postJson<SessionAnswer>(credentialPaths.mfaVerify, body, 'none');
export const mfaWebauthnOptions = (mfaToken: string) =>
  postJson<{ options: Record<string, unknown> }>(credentialPaths.mfaWebauthnOptions, { mfa_token: mfaToken }, 'none');

export const forgotPassword = (body: ForgotPasswordBody) => postJson<{ message: string }>(credentialPaths.forgotPassword, body);

// 422 (too short or too common) and 400 (link invalid or expired) toast their first message.
export const setPassword = (body: SetPasswordBody) => postJson<{ message: string }>(credentialPaths.setPassword, body);

// The answer is the same whatever the address (decision 080); 422 and 429 toast their first message.
export const signUp = (body: SignUpBody) => postJson<{ message: string }>(credentialPaths.signUp, body);
// Signing in through the organisation's provider (decision 081): the pages show refusals themselves.
export const startSso = (body: { email: string }) => postJson<{ authorization_url: string }>(credentialPaths.ssoStart, body, 'none');
export const finishSso = (body: { search: string }) => postJson<LoginAnswer>(credentialPaths.ssoCallback, body, 'none');
