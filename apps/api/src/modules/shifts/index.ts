import type { Area } from '../../platform/area';
import { openingNoticeJob } from './opening-notices';
import { shiftsRoutes } from './routes';
import { shiftCountOnUnits } from './structure-use';

/** Shifts and their positions, openings, applicants, assignments, census and budget. */
export const shiftsArea: Area = {
  name: 'shifts',
  routes: shiftsRoutes,
  liveEvents: ['shifts.changed'],
  // issue 28, structure: a unit that shifts name is not deleted (decision 068).
  ports: { unitShifts: { shiftCount: shiftCountOnUnits } },
  // issue 28, openings: the push telling a nurse her shift changed (decision 070).
  jobs: (deps) => [openingNoticeJob(deps)],
};

export { bookNurses } from './booking';
export { bookingRows, lockBooking, openingRows } from './booking-rows';
export { bookingsBetween, hourlyCost } from './bookings';
export { ratio } from './budget';
export { budgetedHoursBetween, censusBetween } from './census';
export { copyWeek } from './copy-week';
export { eligibilityFacts, eligibleFor, workerTypesFor } from './eligibility';
export { dailyFigures, dayFiguresOf, figuresOf, sumFigures } from './figures';
export { positionDetails } from './position-details';
export { findShift, hhmm, lockPosition, upcomingOpenings, type PositionRow, type ShiftRow } from './shift-rows';
export { findPosition } from './staffing';
export { paidHours, timingStatus } from './timing';
export { cancelUpcomingBookings, pendingApplicationCount, upcomingBookingsOf } from './cancel-bookings';
// issue 28, master schedule (decision 069): openings in bulk from a source (master schedule, template)
export { createOpenings, refusePastWeeks, type OpeningShift, type OpeningsRun } from './openings-v2';
// issue 29, rostering: publishing a roster creates the unit's openings of its weeks first
export { generateOpenings } from './generate-openings';
