import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** /overtime and /overtime/overtime-details/:id, each its own chunk. */
export const overtimeShellRoutes: RouteObject[] = [
  { path: paths.overtime, lazy: async () => ({ Component: (await import('./pages/overtime-page')).OvertimePage }) },
  { path: paths.overtimeDetails, lazy: async () => ({ Component: (await import('./pages/overtime-details-page')).OvertimeDetailsPage }) },
];
