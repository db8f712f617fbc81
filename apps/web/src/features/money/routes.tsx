import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** The money area (issue 14): payments and the vault, payroll runs, PBJ; each page its own chunk. */
export const moneyShellRoutes: RouteObject[] = [
  { path: paths.payments, lazy: async () => ({ Component: (await import('./payments/pages/payments-page')).PaymentsPage }) },
  { path: paths.payrollList, lazy: async () => ({ Component: (await import('./payroll/pages/payroll-list-page')).PayrollListPage }) },
  { path: paths.pbj, lazy: async () => ({ Component: (await import('./pbj/pages/pbj-page')).PbjPage }) },
];
