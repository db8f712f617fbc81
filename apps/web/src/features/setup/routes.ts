import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The wizard: signed in, full screen, outside the shell (the owner has no facility yet). */
export const setupSignedInRoutes: RouteObject[] = [
  { path: paths.setup, lazy: async () => ({ Component: (await import('./pages/setup-page')).SetupPage }) },
];
