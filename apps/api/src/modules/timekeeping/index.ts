import type { Area } from '../../platform/area';
import { timekeepingJobs } from './jobs';
import { timekeepingRoutes } from './routes';
import { issueFirstTimeClockLinks } from './time-clock-links';
import { approvedMinutesByDay } from './worked-time';

/** Timekeeping (issue 12): punches, timecards, missed punches and their approval; owns worked time. */
export const timekeepingArea: Area = {
  name: 'timekeeping',
  routes: timekeepingRoutes,
  jobs: timekeepingJobs,
  liveEvents: ['timecards.changed', 'missed-punches.changed'],
  ports: {
    timekeeping: {
      booked: async (ctx, tx, facilityId, employeeIds) => void (await issueFirstTimeClockLinks(ctx, tx, facilityId, [...employeeIds])),
      approvedMinutesByDay,
    },
  },
};

export { approvalDueAt } from './auto-approve-job';
export { clockedInNow, type ClockedIn } from './clocked-in';
export {
  approvedMinutesByYear,
  approvedPayShifts,
  approvedWorkedTime,
  bookingTimecards,
  hoursOfServiceByMonth,
  segmentsBetween,
  undecidedTimecardCount,
  workedMinutesOf,
  type EmployeeSegment,
} from './worked-time';
export { hasLiveTimeClockLink, revokeTimeClockLinksOf } from './time-clock-links';
/** A deactivated nurse's passcode stops working (decision 067). */
export { clearPasscode, hasPasscode } from './passcodes';
