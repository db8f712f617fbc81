import { paths } from '@careroster/shared/paths';

/** DESIGN.md's areas; each builds its own pages in src/features/<area>. */
export type Area = 'auth' | 'facility' | 'shifts' | 'employees' | 'timekeeping' | 'money' | 'notifications' | 'video';

export interface PlaceholderRoute {
  path: string;
  title: string;
  area: Area;
}

/** Pages inside the signed-in shell that their area has not built yet. Remove a row when it lands. */
export const shellPlaceholders: readonly PlaceholderRoute[] = [
  { path: paths.payments, title: 'Payments', area: 'money' },
  { path: paths.payrollList, title: 'Payroll', area: 'money' },
  { path: paths.pbj, title: 'PBJ', area: 'money' },
  { path: paths.overtime, title: 'Overtime', area: 'timekeeping' },
  { path: paths.overtimeDetails, title: 'Overtime details', area: 'timekeeping' },
  { path: paths.settings, title: 'Settings', area: 'facility' },
];

/**
 * Public and stand-alone pages whose area has not built them yet. The token pages are opened from
 * links in e-mails and SMS: the missed-punch supervisor action and both corporate timesheet pages
 * belong to `timekeeping`.
 */
export const standalonePlaceholders = {
  missedPunchAction: { path: paths.missedPunchAction, title: 'Missed punch', area: 'timekeeping' },
  corporateTimesheet: { path: paths.corporateTimesheet, title: 'Corporate timesheet', area: 'timekeeping' },
  corporateTimesheetNew: { path: paths.corporateTimesheetNew, title: 'Corporate timesheet', area: 'timekeeping' },
} as const satisfies Record<string, PlaceholderRoute>;
