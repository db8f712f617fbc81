import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The employees area's pages inside the signed-in shell (spec 000 section 2). */
// Loaded as their own chunk when first visited.
const employeesPage = () => import('./pages/employees-page');
const detailPage = async () => ({ Component: (await import('./pages/employee-detail-page')).EmployeeDetailPage });

export const employeeShellRoutes: RouteObject[] = [
  { path: paths.employees, lazy: async () => ({ Component: (await employeesPage()).EmployeesPage }) },
  { path: paths.employeeDetail, lazy: detailPage },
  { path: paths.employeeCredentials, lazy: async () => ({ Component: (await import('./pages/credentials-page')).CredentialsPage }) },
  {
    path: paths.nurses,
    lazy: async () => {
      const { EmployeesPage } = await employeesPage();
      return { Component: () => <EmployeesPage title="Nurses" /> };
    },
  },
  { path: paths.nurseDetail, lazy: detailPage },
];

/** Public: the nurse opening a walk-in link has no session. */
export const employeePublicRoutes: RouteObject[] = [
  { path: paths.walkInInvite, lazy: async () => ({ Component: (await import('./pages/walk-in-invite-page')).WalkInInvitePage }) },
];
