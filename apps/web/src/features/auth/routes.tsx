import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import type { ShellPageHandle } from '../area';

/** Inside the signed-in shell: every user's own factors and sessions, from the user menu (decision 079), and the owner's organisation sign-in (decision 081). */
export const authShellRoutes: RouteObject[] = [
  { path: paths.security, lazy: async () => ({ Component: (await import('./pages/security-page')).SecurityPage }) },
  {
    path: paths.signInSettings,
    handle: { permission: 'owner:sign-in' } satisfies ShellPageHandle,
    lazy: async () => ({ Component: (await import('./pages/sign-in-settings-page')).SignInSettingsPage }),
  },
];
