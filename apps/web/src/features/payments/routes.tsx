import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

/** Payments and the vault (issue 14), its own chunk. */
export const paymentShellRoutes: RouteObject[] = [
  { path: paths.payments, lazy: async () => ({ Component: (await import('./pages/payments-page')).PaymentsPage }) },
];
