import type { Area } from '../../platform/area';
import { reimbursementCount } from './reimbursements';
import { paymentsRoutes } from './routes';
import { vaultSettleJob } from './settle-job';

/** The vault: funding, settlement, reimbursements, one-off payments (decision 077) and the transactions list (decision 026). */
export const paymentsArea: Area = {
  name: 'payments',
  routes: paymentsRoutes,
  jobs: (deps) => [vaultSettleJob(deps)],
  liveEvents: ['money.changed'],
  // issue 31 (decision 078): an expense category a reimbursement carries is archived, not deleted.
  ports: { expenseUse: { reimbursementCount } },
};

// issue 30, one-off payments: payroll's exports carry the paid ones (decision 077).
export { paidOneOffPayments, type PaidOneOff } from './paid-one-off';
