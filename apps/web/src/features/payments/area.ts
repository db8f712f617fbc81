import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { moneyKey } from './api/query-keys';
import { paymentShellRoutes } from './routes';

export const paymentsArea: Area = {
  name: 'payments',
  shellRoutes: paymentShellRoutes,
  navigation: [
    { label: 'Payments', path: paths.payments, permission: 'money:read', order: 70 },
    { label: 'Payments', path: paths.payments, under: paths.payments, order: 1 },
  ],
  // Whether the vault can be funded follows the bank account; a payroll run moves money.
  liveKeys: [{ key: moneyKey, staleOn: ['bank.changed', 'money.changed', 'payroll.changed'] }],
};
