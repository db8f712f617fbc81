import type { Area } from '../../platform/area';
import { paymentsRoutes } from './routes';
import { vaultSettleJob } from './settle-job';

/** The vault: funding, settlement, reimbursements and the transactions list (decision 026). */
export const paymentsArea: Area = {
  name: 'payments',
  routes: paymentsRoutes,
  jobs: (deps) => [vaultSettleJob(deps)],
  liveEvents: ['money.changed'],
};
