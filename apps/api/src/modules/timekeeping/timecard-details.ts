import { punchPhotoKey, punchPhotoPath, type ClockDetails } from '@careroster/shared/api/timekeeping/clock-details';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, punches, timecards } from '../../db/schema';
import { checkedZone, facilityOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { peopleDirectory } from '../employees';
import { facilityNamesAndZones } from '../facility';
import { bookingRows } from '../shifts';

type Punch = typeof punches.$inferSelect;

/**
 * spec 000's clock in/out details of one timecard of the caller's facility. The times are the
 * timecard's (a correction shows as corrected); the distance and the photo are those of the punch
 * the nurse made: the one the timecard uses, else her first clock-in and last clock-out.
 */
export async function clockDetails(ctx: Ctx, input: { timecardId: string }, tx?: DbOrTx): Promise<ClockDetails> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const bookings = bookingRows(db);
  const facility = facilityNamesAndZones(db);
  const person = peopleDirectory(db);
  const [row] = await db
    .select({
      card: timecards,
      shiftTitle: bookings.shiftTitle,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      timezone: facility.timezone,
      firstName: person.firstName,
      lastName: person.lastName,
      workerType: person.workerType,
      jobTitleAbbr: jobTitles.abbreviation,
    })
    .from(timecards)
    .innerJoin(bookings, eq(bookings.id, timecards.assignmentId))
    .innerJoin(facility, eq(facility.id, timecards.facilityId))
    .innerJoin(person, eq(person.id, timecards.employeeId))
    .innerJoin(jobTitles, eq(jobTitles.id, person.jobTitleId))
    .where(and(eq(timecards.id, input.timecardId), eq(timecards.facilityId, facilityId)));
  if (!row) throw new AppError('NOT_FOUND', productMessages.timecardNotFound);
  const raw = await db.select().from(punches).where(eq(punches.assignmentId, row.card.assignmentId)).orderBy(asc(punches.punchedAt));
  const pick = (id: string | null, kind: 'IN' | 'OUT'): Punch | null =>
    raw.find((p) => p.id === id) ?? (kind === 'IN' ? raw.find((p) => p.kind === 'IN') : raw.filter((p) => p.kind === 'OUT').at(-1)) ?? null;
  const clockIn = pick(row.card.clockInPunchId, 'IN');
  const clockOut = pick(row.card.clockOutPunchId, 'OUT');
  const image = (p: Punch | null) => (p?.photoKey ? punchPhotoPath(p.id) : null);
  return {
    shift_info: {
      title: row.shiftTitle,
      start_date: row.startsAt.toISOString(),
      end_date: row.endsAt.toISOString(),
      timezone: checkedZone(row.timezone),
    },
    nurse_name: `${row.firstName} ${row.lastName}`,
    user_type: row.workerType,
    job_title_abbr: row.jobTitleAbbr,
    clock_in_time: row.card.clockInAt?.toISOString() ?? null,
    clock_out_time: row.card.clockOutAt?.toISOString() ?? null,
    clock_in_distance: clockIn?.distanceMetres ?? null,
    clock_out_distance: clockOut?.distanceMetres ?? null,
    clock_in_image: image(clockIn),
    clock_out_image: image(clockOut),
  };
}

/** The camera photo of one punch of the caller's facility; another facility's punch is not found. */
export async function punchPhoto(ctx: Ctx, input: { punchId: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const facilityId = facilityOf(ctx).id;
  const [punch] = await (tx ?? ctx.deps.db)
    .select({ id: punches.id, photoKey: punches.photoKey })
    .from(punches)
    .where(and(eq(punches.id, input.punchId), eq(punches.facilityId, facilityId)));
  if (!punch?.photoKey) throw new AppError('NOT_FOUND');
  const data = await ctx.deps.files.get(punchPhotoKey(facilityId, punch.id));
  if (!data) throw new AppError('NOT_FOUND');
  return { data, contentType: 'image/jpeg', filename: `punch-${punch.id}.jpg`, disposition: 'inline' };
}
