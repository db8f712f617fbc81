import { paths } from '@careroster/shared/paths';
import { ssoMessages } from '@careroster/shared/messages-sso';
import type { Area } from '../area';
import { authShellRoutes } from './routes';

/**
 * Its sign-in pages are the light public app's (public.ts, decision 060); the signed-in app hands
 * them over. The forced second-factor enrolment (decision 079) is a signed-in page of its own; the
 * Security page and the owner's organisation sign-in (decision 081) are pages of the shell.
 */
export const authArea: Area = {
  name: 'auth',
  signedInRoutes: [{ path: paths.mfaSetup, lazy: async () => ({ Component: (await import('./pages/mfa-setup-page')).MfaSetupPage }) }],
  shellRoutes: authShellRoutes,
  navigation: [
    { label: ssoMessages.ssoSettingsTitle, path: paths.signInSettings, under: paths.settings, permission: 'owner:sign-in', order: 2 },
  ],
};
