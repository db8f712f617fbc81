import { paths } from '@careroster/shared/paths';
import type { Permission } from '@careroster/shared/roles';

export interface NavItem {
  label: string;
  path: string;
  /** Hidden from callers without it (`callerCan`); the server enforces the same permission. */
  permission?: Permission;
  children?: readonly NavItem[];
  /** A count shown beside the label (and read with it): the caller's unread messages. */
  counter?: 'unreadMessages';
}

export const navigation: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard },
  { label: 'Corporate view', path: paths.corporate, permission: 'owner:hppd' },
  {
    label: 'Shifts',
    path: paths.shifts,
    permission: 'shifts:read',
    children: [
      { label: 'All shifts', path: paths.shifts },
      { label: 'Roster', path: paths.roster },
      { label: 'Add shift', path: paths.addShift, permission: 'shifts:write' },
    ],
  },
  {
    label: 'Employees',
    path: paths.employees,
    permission: 'staff:read',
    children: [
      { label: 'All employees', path: paths.employees },
      { label: 'Credentials', path: paths.employeeCredentials },
    ],
  },
  { label: 'Nurses', path: paths.nurses, permission: 'staff:read' },
  {
    label: 'Messages',
    path: paths.messages,
    permission: 'messages:send',
    counter: 'unreadMessages',
    children: [
      { label: 'Conversations', path: paths.messages, counter: 'unreadMessages' },
      { label: 'Broadcasts', path: paths.broadcasts },
    ],
  },
  {
    label: 'Payments',
    path: paths.payments,
    permission: 'money:read',
    children: [
      { label: 'Payments', path: paths.payments },
      { label: 'Payroll', path: paths.payrollList },
    ],
  },
  { label: 'PBJ', path: paths.pbj, permission: 'money:read' },
  {
    label: 'Timekeeping',
    path: paths.timesheet,
    permission: 'time:read',
    children: [
      { label: 'Timesheet', path: paths.timesheet },
      { label: 'Missed punches', path: paths.missedPunches },
      { label: 'Corporate timesheets', path: paths.corporateTimesheets },
      { label: 'Overtime', path: paths.overtime },
      { label: 'PTO', path: paths.pto },
      { label: 'Benefits eligibility', path: paths.benefits },
    ],
  },
  { label: 'Notifications', path: paths.notifications },
  { label: 'Settings', path: paths.settings, permission: 'facility:read' },
];
