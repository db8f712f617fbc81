/**
 * The public pages' calls through the light client (decision 060): the zod contracts stay off
 * these pages, so their paths are written here and pinned to the contracts by credentials.test.ts.
 */
import type { ForgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import type { LoginAnswer, LoginBody } from '@careroster/shared/api/auth/login';
import type { SetPasswordBody } from '@careroster/shared/api/auth/set-password';
import { postJson } from '../../../public-shell/http';

export const credentialPaths = {
  login: '/auth/login',
  forgotPassword: '/auth/forgot-password',
  setPassword: '/auth/set-password',
  ssoStart: '/auth/sso/start',
  ssoCallback: '/auth/sso/callback',
} as const;

// Wrong credentials answer 401 and rate limiting 429; the sign-in form shows both itself.
export const login = (body: LoginBody) => postJson<LoginAnswer>(credentialPaths.login, body, 'none');

export const forgotPassword = (body: ForgotPasswordBody) => postJson<{ message: string }>(credentialPaths.forgotPassword, body);

// 422 (too short or too common) and 400 (link invalid or expired) toast their first message.
export const setPassword = (body: SetPasswordBody) => postJson<{ message: string }>(credentialPaths.setPassword, body);

// Signing in through the organisation's provider (decision 081): the pages show refusals themselves.
export const startSso = (body: { email: string }) => postJson<{ authorization_url: string }>(credentialPaths.ssoStart, body, 'none');
export const finishSso = (body: { search: string }) => postJson<LoginAnswer>(credentialPaths.ssoCallback, body, 'none');
