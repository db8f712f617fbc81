import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The facility's settings, inside the signed-in shell, its own chunk. */
export const facilityShellRoutes: RouteObject[] = [
  { path: paths.settings, lazy: async () => ({ Component: (await import('./pages/settings-page')).SettingsPage }) },
];
