import type { ActiveShift } from '@careroster/shared/api/records/active-shift';
import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { employeeOf } from '../employees';
import { bookingRows } from '../shifts';
import { bookingTimecards, clockedInNow } from '../timekeeping';
import { placeNames } from './history';

/** A booking of hers with what the panel names it by. */
function bookingSelect(db: DbOrTx) {
  const booking = bookingRows(db);
  const card = bookingTimecards(db);
  const query = db
    .select({
      assignmentId: booking.id,
      shiftId: booking.shiftId,
      shiftTitle: booking.shiftTitle,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      unitId: booking.unitId,
      floorId: booking.floorId,
      jobTitleAbbr: jobTitles.abbreviation,
      jobTitleName: jobTitles.name,
    })
    .from(booking)
    .innerJoin(jobTitles, eq(jobTitles.id, booking.jobTitleId))
    .leftJoin(card, eq(card.assignmentId, booking.id));
  return { query, booking, card };
}

/**
 * GET active-shift (decision 066): whether she is clocked in here now (timekeeping's
 * `clockedInNow`), on which booking, where and since when; otherwise her next booking here that
 * has not ended and that she has not clocked out of (`started` when it began and she has not
 * clocked in). Instants in UTC with the facility's zone, which the panel shows them in.
 */
export async function getActiveShift(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx): Promise<ActiveShift> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  await employeeOf(db, facility.id, input.employeeId);
  const [open, places] = await Promise.all([clockedInNow(db, facility.id, input.employeeId, now), placeNames(db, facility.id)]);
  const view = (b: Awaited<ReturnType<typeof bookingSelect>['query']>[number]) => ({
    assignment_id: b.assignmentId,
    shift_id: b.shiftId,
    shift_title: b.shiftTitle,
    job_title_abbr: b.jobTitleAbbr,
    job_title_name: b.jobTitleName,
    unit: places.unit(b.unitId),
    floor: places.floor(b.floorId),
    scheduled_start: b.startsAt.toISOString(),
    scheduled_end: b.endsAt.toISOString(),
  });

  if (open) {
    const { query, booking } = bookingSelect(db);
    const [current] = await query.where(and(eq(booking.facilityId, facility.id), eq(booking.id, open.assignmentId)));
    if (current) {
      return {
        timezone: facility.timezone,
        on_shift: true,
        current: {
          ...view(current),
          timecard_id: open.timecardId,
          clocked_in_at: open.clockInAt.toISOString(),
          punch: open.punch && {
            distance_metres: open.punch.distanceMetres === null ? null : Math.round(open.punch.distanceMetres),
            outside_geofence: open.punch.flags.includes('OUTSIDE_GEOFENCE'),
            device: open.punch.deviceLabel,
            imported: open.punch.imported,
          },
        },
        next: null,
      };
    }
  }

  const { query, booking, card } = bookingSelect(db);
  const [next] = await query
    .where(
      and(
        eq(booking.facilityId, facility.id),
        eq(booking.employeeId, input.employeeId),
        gt(booking.endsAt, now),
        ne(booking.positionStatus, 'CANCELLED'),
        eq(booking.shiftActive, true),
        or(isNull(card.id), isNull(card.clockOutAt)),
      ),
    )
    .orderBy(asc(booking.startsAt), asc(booking.id))
    .limit(1);
  return {
    timezone: facility.timezone,
    on_shift: false,
    current: null,
    next: next ? { ...view(next), started: next.startsAt.getTime() <= now.getTime() } : null,
  };
}
