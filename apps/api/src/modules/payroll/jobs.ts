import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { payrollPeriodReadyJob } from './period-ready-job';

/** Payroll's background work (decision 030): drafting a period once its approval deadline passed. */
export const payrollJobs = (deps: () => Deps): JobDefinition[] => [payrollPeriodReadyJob(deps)];
