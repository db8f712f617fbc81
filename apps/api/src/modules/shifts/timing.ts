import type { ShiftTimingStatus } from '@careroster/shared/lookups';

/**
 * COMPLETED / ONGOING / UPCOMING from now. The shift keeps the instants its facility-local wall
 * clock means (wall-clock.ts), so comparing instants is comparing in the facility's zone,
 * daylight-saving changes included.
 */
export function timingStatus(shift: { startsAt: Date; endsAt: Date }, now: Date): ShiftTimingStatus {
  if (now.getTime() >= shift.endsAt.getTime()) return 'COMPLETED';
  if (now.getTime() >= shift.startsAt.getTime()) return 'ONGOING';
  return 'UPCOMING';
}

/** Paid hours of a booking: the shift's length less its meal break. */
export const paidHours = (startsAt: Date, endsAt: Date, mealMinutes: number) =>
  Math.max(0, (endsAt.getTime() - startsAt.getTime()) / 60_000 - mealMinutes) / 60;
