import type { Area } from '../../platform/area';
import { timekeepingJobs } from './jobs';
import { timekeepingRoutes } from './routes';

/** Timekeeping (issue 12): punches, timecards, missed punches and their approval; owns worked time. */
export const timekeepingArea: Area = {
  name: 'timekeeping',
  routes: timekeepingRoutes,
  jobs: timekeepingJobs,
  liveEvents: ['timecards.changed', 'missed-punches.changed'],
};

export { approvalDueAt } from './auto-approve-job';
export { issueFirstTimeClockLinks } from './time-clock-links';
export { approvedMinutesByYear, approvedWorkedTime, bookingTimecards, hoursOfServiceByMonth, undecidedTimecardCount } from './worked-time';
