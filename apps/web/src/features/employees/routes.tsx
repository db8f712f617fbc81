import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { CredentialsPage } from './pages/credentials-page';
import { EmployeeDetailPage } from './pages/employee-detail-page';
import { EmployeesPage } from './pages/employees-page';
import { WalkInInvitePage } from './pages/walk-in-invite-page';

/** The employees area's pages inside the signed-in shell (spec 000 section 2). */
export const employeeShellRoutes: RouteObject[] = [
  { path: paths.employees, element: <EmployeesPage /> },
  { path: paths.employeeDetail, element: <EmployeeDetailPage /> },
  { path: paths.employeeCredentials, element: <CredentialsPage /> },
  { path: paths.nurses, element: <EmployeesPage title="Nurses" /> },
  { path: paths.nurseDetail, element: <EmployeeDetailPage /> },
];

/** Public: the nurse opening a walk-in link has no session. */
export const walkInInviteRoute: RouteObject = { path: paths.walkInInvite, element: <WalkInInvitePage /> };
