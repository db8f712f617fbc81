import { paths } from '@careroster/shared/paths';
import type { Permission } from '@careroster/shared/roles';
import { areaIndexPaths } from './area-paths';

export interface NavItem {
  label: string;
  path: string;
  /** Hidden from roles without it; the server enforces the same permission. */
  permission?: Permission;
  children?: readonly NavItem[];
}

export const navigation: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.dashboard },
  {
    label: 'Shifts',
    path: areaIndexPaths.shifts,
    permission: 'shifts:read',
    children: [
      { label: 'All shifts', path: areaIndexPaths.shifts },
      { label: 'Add shift', path: paths.addShift, permission: 'shifts:write' },
    ],
  },
  {
    label: 'Employees',
    path: areaIndexPaths.employees,
    permission: 'staff:read',
    children: [
      { label: 'All employees', path: areaIndexPaths.employees },
      { label: 'Credentials', path: paths.employeeCredentials },
    ],
  },
  { label: 'Nurses', path: areaIndexPaths.nurses, permission: 'staff:read' },
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
  { label: 'Overtime', path: areaIndexPaths.overtime, permission: 'staff:read' },
  { label: 'Settings', path: paths.settings, permission: 'facility:read' },
];
