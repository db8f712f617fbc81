import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { employeePickerSlot } from '../slots';
import { fill } from '../slot';
import { devicesKey } from './api/query-keys';
import { employeesKey } from './api/query-keys';
import { employeePublicRoutes, employeeShellRoutes } from './routes';

export const employeesArea: Area = {
  name: 'employees',
  publicRoutes: employeePublicRoutes,
  shellRoutes: employeeShellRoutes,
  navigation: [
    { label: 'Employees', path: paths.employees, permission: 'staff:read', order: 40 },
    { label: 'All employees', path: paths.employees, under: paths.employees, order: 1 },
    { label: 'Credentials', path: paths.employeeCredentials, under: paths.employees, order: 2 },
    { label: 'Nurses', path: paths.nurses, permission: 'staff:read', order: 50 },
  ],
  liveKeys: [
    { key: employeesKey, staleOn: ['employees.changed'] },
    { key: devicesKey, staleOn: ['devices.changed'] },
  ],
  parts: [fill(employeePickerSlot, async () => (await import('./components/employee-search-dialog')).EmployeeSearchDialog)],
};
