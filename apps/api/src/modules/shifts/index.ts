import type { Area } from '../../platform/area';
import { shiftsRoutes } from './routes';

/** Shifts and their positions, openings, applicants, assignments, census and budget. */
export const shiftsArea: Area = { name: 'shifts', routes: shiftsRoutes, liveEvents: ['shifts.changed'] };

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
