import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { broadcastShellRoutes } from '../features/broadcasts/routes';
import { employeeShellRoutes } from '../features/employees/routes';
import { moneyShellRoutes } from '../features/money/routes';
import { overtimeShellRoutes } from '../features/overtime/routes';
import { ptoShellRoutes } from '../features/pto/routes';
import { corporateShellRoutes } from '../features/timekeeping/corporate/routes';
import { missedPunchShellRoutes } from '../features/timekeeping/missed-punches/routes';
import { timesheetShellRoutes } from '../features/timekeeping/timesheet/routes';

/** The pages inside the signed-in shell; each loads as its own chunk when first visited. */
export const shellPages: RouteObject[] = [
  { path: paths.dashboard, lazy: async () => ({ Component: (await import('../features/shifts/pages/dashboard-page')).DashboardPage }) },
  { path: paths.shifts, lazy: async () => ({ Component: (await import('../features/shifts/pages/shifts-page')).ShiftsPage }) },
  { path: paths.roster, lazy: async () => ({ Component: (await import('../features/roster/pages/roster-page')).RosterPage }) },
  { path: paths.addShift, lazy: async () => ({ Component: (await import('../features/shifts/pages/add-shift-page')).AddShiftPage }) },
  { path: paths.shiftDetails, lazy: async () => ({ Component: (await import('../features/shifts/pages/shift-details-page')).ShiftDetailsPage }) },
  ...employeeShellRoutes,
  {
    path: paths.notifications,
    lazy: async () => ({ Component: (await import('../features/notifications/pages/notifications-page')).NotificationsPage }),
  },
  ...broadcastShellRoutes,
  ...timesheetShellRoutes,
  ...missedPunchShellRoutes,
  ...corporateShellRoutes,
  ...overtimeShellRoutes,
  ...ptoShellRoutes,
  ...moneyShellRoutes,
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
];

/**
 * Fetches every shell page's chunk ahead of a click, so moving between pages once signed in
 * waits for data only. A failed fetch is left for the navigation itself to retry and report.
 */
export function preloadShellPages(): void {
  for (const route of shellPages) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
