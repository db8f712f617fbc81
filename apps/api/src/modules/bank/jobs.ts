import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { bankDepositsJob } from './deposits-job';
import { bankExpiryJob } from './expiry-job';

/** The funding account's background work (decision 026): deposits arriving, verifications expiring. */
export const bankJobs = (deps: () => Deps): JobDefinition[] => [bankDepositsJob(deps), bankExpiryJob(deps)];
