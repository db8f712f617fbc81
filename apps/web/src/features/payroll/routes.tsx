import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** Payroll runs (issue 14), their own chunk. */
export const payrollShellRoutes: RouteObject[] = [
  { path: paths.payrollList, lazy: async () => ({ Component: (await import('./pages/payroll-list-page')).PayrollListPage }) },
];
