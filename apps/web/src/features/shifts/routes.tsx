import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The dashboard and the shift pages inside the signed-in shell, each its own chunk. */
export const shiftShellRoutes: RouteObject[] = [
  { path: paths.dashboard, lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) },
  { path: paths.shifts, lazy: async () => ({ Component: (await import('./pages/shifts-page')).ShiftsPage }) },
  { path: paths.addShift, lazy: async () => ({ Component: (await import('./pages/add-shift-page')).AddShiftPage }) },
  { path: paths.shiftDetails, lazy: async () => ({ Component: (await import('./pages/shift-details-page')).ShiftDetailsPage }) },
];
