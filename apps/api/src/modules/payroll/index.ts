import type { Area } from '../../platform/area';
import { payrollJobs } from './jobs';
import { payrollRoutes } from './routes';
import { closedRuns, periodForPayment } from './one-off-periods';
import { settledThrough } from './settled';

/** Payroll runs from approved worked time (decision 030). */
export const payrollArea: Area = {
  name: 'payroll',
  routes: payrollRoutes,
  jobs: payrollJobs,
  liveEvents: ['payroll.changed'],
  ports: { payroll: { settledThrough, closedRuns, periodForPayment } },
};

export { finishedPeriods, payrollFacility } from './inputs';
export { draftRun } from './runs';
