import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The broadcasts area's page inside the signed-in shell, its own chunk. */
export const broadcastShellRoutes: RouteObject[] = [
  { path: paths.broadcasts, lazy: async () => ({ Component: (await import('./pages/broadcasts-page')).BroadcastsPage }) },
];
