import type { Area } from '../../platform/area';
import { payrollJobs } from './jobs';
import { payrollRoutes } from './routes';

/** Payroll runs from approved worked time (decision 030). */
export const payrollArea: Area = { name: 'payroll', routes: payrollRoutes, jobs: payrollJobs, liveEvents: ['payroll.changed'] };

export { finishedPeriods, payrollFacility } from './inputs';
export { draftRun } from './runs';
