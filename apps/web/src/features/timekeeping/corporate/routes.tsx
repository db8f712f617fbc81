import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** Corporate timesheets sent by the facility, inside the signed-in shell. */
export const corporateShellRoutes: RouteObject[] = [
  {
    path: paths.corporateTimesheets,
    lazy: async () => ({ Component: (await import('./pages/corporate-timesheets-page')).CorporateTimesheetsPage }),
  },
];

const approverPage = async () => ({ Component: (await import('./pages/approver-timesheet-page')).ApproverTimesheetPage });

/**
 * The approver's pages (spec 000: /corporate-timesheet/:token and /corporate-timesheet-new/:token),
 * public. New mails link the -new path; the older path keeps working for links already sent.
 */
export const corporatePublicRoutes: RouteObject[] = [
  { path: paths.corporateTimesheet, lazy: approverPage },
  { path: paths.corporateTimesheetNew, lazy: approverPage },
];
