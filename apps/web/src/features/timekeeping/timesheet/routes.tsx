import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The timesheet, inside the signed-in shell. */
export const timesheetShellRoutes: RouteObject[] = [
  { path: paths.timesheet, lazy: async () => ({ Component: (await import('./pages/timesheet-page')).TimesheetPage }) },
];
