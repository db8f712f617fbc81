import { MISSED_CLOCK_OUT_AFTER_MINUTES, type PunchFlag } from '@careroster/shared/timekeeping/values';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { punches, timeClockLinks, timecards } from '../../db/schema';
import { bookingRows } from '../shifts';

/** The timecard an employee is clocked in on, with where the clock-in punch came from. */
export type ClockedIn = {
  timecardId: string;
  assignmentId: string;
  /** The effective clock-in: the punch, or its correction. */
  clockInAt: Date;
  /** The raw clock-in punch; null when a correction stands in for it. */
  punch: {
    distanceMetres: number | null;
    flags: PunchFlag[];
    /** The phone that claimed her time-clock link, when the punch came from it. */
    deviceLabel: string | null;
    imported: boolean;
  } | null;
};

/**
 * Whether an employee is on shift at a facility at `now` (issue 27, decision 066): her timecard
 * with a clock-in at or before now and no clock-out, whose booking has not ended more than the
 * missed-punch window ago (MISSED_CLOCK_OUT_AFTER_MINUTES): after that the missing clock-out is a
 * missed punch, not a shift still running. The latest clock-in when two are open.
 */
export async function clockedInNow(db: DbOrTx, facilityId: string, employeeId: string, now: Date): Promise<ClockedIn | null> {
  const booking = bookingRows(db);
  const endedBefore = new Date(now.getTime() - MISSED_CLOCK_OUT_AFTER_MINUTES * 60_000);
  const [row] = await db
    .select({
      timecardId: timecards.id,
      assignmentId: timecards.assignmentId,
      clockInAt: timecards.clockInAt,
      punchId: punches.id,
      distanceMetres: punches.distanceMetres,
      flags: punches.flags,
      importId: punches.importId,
      deviceLabel: timeClockLinks.deviceLabel,
    })
    .from(timecards)
    .innerJoin(booking, eq(booking.id, timecards.assignmentId))
    .leftJoin(punches, eq(punches.id, timecards.clockInPunchId))
    .leftJoin(timeClockLinks, eq(timeClockLinks.id, punches.timeClockLinkId))
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        eq(timecards.employeeId, employeeId),
        isNotNull(timecards.clockInAt),
        isNull(timecards.clockOutAt),
        lte(timecards.clockInAt, now),
        gt(booking.endsAt, endedBefore),
      ),
    )
    .orderBy(desc(timecards.clockInAt), asc(timecards.id))
    .limit(1);
  if (!row?.clockInAt) return null;
  return {
    timecardId: row.timecardId,
    assignmentId: row.assignmentId,
    clockInAt: row.clockInAt,
    punch: row.punchId
      ? {
          distanceMetres: row.distanceMetres,
          flags: row.flags ?? [],
          deviceLabel: row.deviceLabel,
          imported: row.importId !== null,
        }
      : null,
  };
}
