import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { callerCan, type Permission, type Role } from '@careroster/shared/roles';
import { broadcastShellRoutes } from '../features/broadcasts/routes';
import { corporateViewShellRoutes } from '../features/corporate/routes';
import { employeeShellRoutes } from '../features/employees/routes';
import { messageShellRoutes } from '../features/messages/routes';
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
  ...messageShellRoutes,
  ...timesheetShellRoutes,
  ...missedPunchShellRoutes,
  ...corporateShellRoutes,
  ...overtimeShellRoutes,
  ...ptoShellRoutes,
  ...moneyShellRoutes,
  ...corporateViewShellRoutes,
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
];

/** What a page's route may say in its `handle`: the permission without which its chunk is not preloaded. */
export type ShellPageHandle = { permission?: Permission };

/**
 * Fetches the chunks of the shell pages the role may open, ahead of a click, so moving between
 * pages once signed in waits for data only (an owner-only page's chart library stays with owners).
 * A failed fetch is left for the navigation itself to retry and report.
 */
export function preloadShellPages(role: Role | null | undefined, memberships: readonly { role: Role }[]): void {
  for (const route of shellPages) {
    const permission = (route.handle as ShellPageHandle | undefined)?.permission;
    if (permission && !callerCan(role, memberships, permission)) continue;
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
