import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { autoApproveJob } from './auto-approve-job';
import { missedPunchJob } from './missed-punch-job';

/** Timekeeping's background jobs (auto-approval, missed punches); handlers read deps when they run. */
export const timekeepingJobs = (deps: () => Deps): JobDefinition[] => {
  return [
    autoApproveJob(deps),
    // Missed punches (decision 020): every minute.
    missedPunchJob(deps),
  ];
};
