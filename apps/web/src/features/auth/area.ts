import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';

/**
 * Its sign-in pages are the light public app's (public.ts, decision 060); the signed-in app hands
 * them over. The forced second-factor enrolment (decision 079) is a signed-in page of its own;
 * the Security page is a page of the shell.
 */
export const authArea: Area = {
  name: 'auth',
  signedInRoutes: [{ path: paths.mfaSetup, lazy: async () => ({ Component: (await import('./pages/mfa-setup-page')).MfaSetupPage }) }],
  // Every signed-in user's own factors and sessions, from the user menu.
  shellRoutes: [{ path: paths.security, lazy: async () => ({ Component: (await import('./pages/security-page')).SecurityPage }) }],
};
