import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The nurse's public time-clock page (issue 12). */
export const timeClockPublicRoutes: RouteObject[] = [
  {
    path: paths.timeClock,
    lazy: async () => ({ Component: (await import('./pages/time-clock-page')).TimeClockPage }),
  },
  {
    path: paths.timeClockMissedPunch,
    lazy: async () => ({ Component: (await import('./pages/time-clock-page')).TimeClockMissedPunchPage }),
  },
];
