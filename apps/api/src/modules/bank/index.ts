import type { Area } from '../../platform/area';
import { bankJobs } from './jobs';
import { bankRoutes } from './routes';

/** The facility's funding bank account and its micro-deposit verification (decision 026). */
export const bankArea: Area = { name: 'bank', routes: bankRoutes, jobs: bankJobs, liveEvents: ['bank.changed'] };

export { getBankAccount, hasVerifiedBankAccount, verifiedFundingAccount } from './service';
