import { paths } from '@careroster/shared/paths';
import { ssoMessages } from '@careroster/shared/messages-sso';
import type { Area } from '../area';
import { authShellRoutes } from './routes';

/**
 * Its sign-in pages are the light public app's (public.ts, decision 060); the signed-in app hands
 * them over. The owner's organisation sign-in (decision 081) is a page of the shell.
 */
export const authArea: Area = {
  name: 'auth',
  shellRoutes: authShellRoutes,
  navigation: [
    { label: ssoMessages.ssoSettingsTitle, path: paths.signInSettings, under: paths.settings, permission: 'owner:sign-in', order: 2 },
  ],
};
