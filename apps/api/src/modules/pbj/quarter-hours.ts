import { addDays, zonedInstant, type Zone } from '@careroster/shared/format/wall-clock';
import type { WorkerType } from '@careroster/shared/lookups';
import { pbjPayTypeOf, type PbjPayType } from '@careroster/shared/pbj/codes';
import { workedMinutesByDate } from '@careroster/shared/pbj/hours';
import { pbjMinutesOf, type PbjMealRule } from '@careroster/shared/pbj/meal-breaks';
import type { RoundingIncrement } from '@careroster/shared/timekeeping/values';
import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRows } from '../shifts';
import { approvedWorkedTime, undecidedTimecardCount } from '../timekeeping';
import { peopleDirectory } from '../employees';

export type PbjEmployee = {
  id: string;
  /** The file's employeeId: the facility's employee number, stable across quarters. */
  pbjId: string;
  name: string;
  workerType: WorkerType;
  hireDate: string | null;
  terminationDate: string | null;
  payType: PbjPayType;
};

/** An employee's minutes on one facility-local date under one of our job titles. */
export type WorkedDay = { employeeId: string; jobTitleId: string; date: string; minutes: number };

/**
 * The approved hours of a quarter, by employee, job title and facility-local date, from the
 * effective punches of APPROVED timecards (decision 031), less the meal the facility's rule takes
 * off (decision 052). The job title is the booked position's, the title the hours were worked
 * under. A shift over midnight is split; the parts outside the quarter belong to the neighbouring
 * quarter's file.
 */
export async function quarterHours(
  db: DbOrTx,
  facilityId: string,
  range: { start: string; end: string },
  zone: Zone,
  mealRule: PbjMealRule,
) {
  const from = zonedInstant(range.start, '00:00', zone);
  const to = zonedInstant(addDays(range.end, 1), '00:00', zone);
  // Two days wide on the early side, for a shift that runs into the quarter.
  const work = approvedWorkedTime(db, facilityId, { from: addDays(range.start, -2), to: range.end });
  const bookings = bookingRows(db);
  const rows = await db
    .select({
      employeeId: work.employeeId,
      jobTitleId: bookings.jobTitleId,
      clockInAt: work.clockInAt,
      clockOutAt: work.clockOutAt,
      rounding: work.roundingMinutes,
      breakMinutes: work.breakMinutes,
    })
    .from(work)
    .innerJoin(bookings, eq(bookings.id, work.assignmentId))
    .where(and(isNotNull(work.clockInAt), isNotNull(work.clockOutAt), lt(work.clockInAt, to), gt(work.clockOutAt, from)));

  const days = new Map<string, WorkedDay>();
  for (const r of rows) {
    const card = {
      clockInAt: r.clockInAt!,
      clockOutAt: r.clockOutAt!,
      rounding: r.rounding as RoundingIncrement,
      breakMinutes: r.breakMinutes,
    };
    for (const part of workedMinutesByDate({ ...card, workedMinutes: pbjMinutesOf(card, mealRule) }, zone)) {
      if (part.date < range.start || part.date > range.end) continue;
      const key = `${r.employeeId}|${r.jobTitleId}|${part.date}`;
      const day = days.get(key) ?? { employeeId: r.employeeId, jobTitleId: r.jobTitleId, date: part.date, minutes: 0 };
      day.minutes += part.minutes;
      days.set(key, day);
    }
  }

  const ids = [...new Set([...days.values()].map((d) => d.employeeId))];
  const directory = peopleDirectory(db);
  const people = ids.length
    ? await db
        .select({
          id: directory.id,
          empId: directory.empId,
          workerType: directory.workerType,
          payType: directory.payType,
          hireDate: directory.dateOfJoining,
          terminationDate: directory.terminationDate,
          firstName: directory.firstName,
          lastName: directory.lastName,
        })
        .from(directory)
        .where(and(eq(directory.facilityId, facilityId), inArray(directory.id, ids)))
    : [];
  const staff = new Map<string, PbjEmployee>(
    people.map((p) => [
      p.id,
      {
        id: p.id,
        pbjId: String(p.empId),
        name: `${p.firstName} ${p.lastName}`,
        workerType: p.workerType,
        hireDate: p.hireDate,
        terminationDate: p.terminationDate,
        payType: pbjPayTypeOf(p.workerType, p.payType),
      },
    ]),
  );
  return { days: [...days.values()], staff };
}

/** Timecards of the quarter up to `through` that are not approved (pending or disputed): their hours wait. */
export async function unapprovedCount(
  db: DbOrTx,
  facilityId: string,
  range: { start: string; end: string },
  through: string,
): Promise<number> {
  return undecidedTimecardCount(
    db,
    facilityId,
    { from: range.start, to: through < range.end ? through : range.end },
    { punchedOnly: true },
  );
}
