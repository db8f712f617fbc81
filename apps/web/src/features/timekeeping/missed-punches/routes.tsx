import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The missed-punch queue, inside the signed-in shell, its own chunk. */
export const missedPunchShellRoutes: RouteObject[] = [
  { path: paths.missedPunches, lazy: async () => ({ Component: (await import('./pages/missed-punches-page')).MissedPunchesPage }) },
];

/** The supervisor's action link (spec 000: /missed-punch-action/:token), public. */
export const missedPunchPublicRoutes: RouteObject[] = [
  {
    path: paths.missedPunchAction,
    lazy: async () => ({ Component: (await import('./pages/missed-punch-action-page')).MissedPunchActionPage }),
  },
];
