import { z } from 'zod';
import { defineContract } from '../contract';
import { emailSchema } from '../../validation/password';
import { loginAnswer } from './login';

/**
 * Signing in through the corporation's own identity provider (issue 31, decision 081). `start`
 * finds the provider by the email's domain and answers where to send the browser; the provider
 * sends it back to the web's callback page, which hands the query it got (`?code=...&state=...`)
 * to `callback` with the attempt's HttpOnly cookie and gets the login answer in the body, so no
 * session token is ever in an address.
 */
export const ssoStartContract = defineContract({
  method: 'POST',
  path: '/auth/sso/start',
  body: z.object({ email: emailSchema }),
  answer: z.object({ authorization_url: z.url() }),
});

export const ssoCallbackContract = defineContract({
  method: 'POST',
  path: '/auth/sso/callback',
  body: z.object({ search: z.string().min(1).max(8192) }),
  answer: loginAnswer,
});

/** The cookie that binds an attempt to the browser that started it, sent only to the callback. */
export const SSO_COOKIE = 'careroster_sso';
