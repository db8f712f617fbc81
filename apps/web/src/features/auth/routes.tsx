import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import type { ShellPageHandle } from '../area';

/** The owner's organisation sign-in (decision 081) inside the signed-in shell. */
export const authShellRoutes: RouteObject[] = [
  {
    path: paths.signInSettings,
    handle: { permission: 'owner:sign-in' } satisfies ShellPageHandle,
    lazy: async () => ({ Component: (await import('./pages/sign-in-settings-page')).SignInSettingsPage }),
  },
];
