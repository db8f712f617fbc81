import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The timesheet and the timekeeping settings, inside the signed-in shell. */
export const timesheetShellRoutes: RouteObject[] = [
  { path: paths.timesheet, lazy: async () => ({ Component: (await import('./pages/timesheet-page')).TimesheetPage }) },
  { path: paths.settings, lazy: async () => ({ Component: (await import('../../facility/pages/settings-page')).SettingsPage }) },
];
