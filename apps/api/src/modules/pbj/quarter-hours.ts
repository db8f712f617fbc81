import { addDays, zonedInstant, type Zone } from '@careroster/shared/format/wall-clock';
import type { WorkerType } from '@careroster/shared/lookups';
import { pbjPayTypeOf, type PbjPayType } from '@careroster/shared/pbj/codes';
import { workedMinutesByDate } from '@careroster/shared/pbj/hours';
import type { RoundingIncrement } from '@careroster/shared/timekeeping/values';
import { and, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, employees, nurses, positions, timecards } from '../../db/schema';

export type PbjEmployee = {
  id: string;
  /** The file's employeeId: the facility's employee number, stable across quarters. */
  pbjId: string;
  name: string;
  workerType: WorkerType;
  hireDate: string | null;
  payType: PbjPayType;
};

/** An employee's minutes on one facility-local date under one of our job titles. */
export type WorkedDay = { employeeId: string; jobTitleId: string; date: string; minutes: number };

/**
 * The approved hours of a quarter, by employee, job title and facility-local date, from the
 * effective punches of APPROVED timecards (decision 031). The job title is the booked position's,
 * the title the hours were worked under. A shift over midnight is split; the parts outside the
 * quarter belong to the neighbouring quarter's file. Timecards are found by their work date
 * (indexed), two days wide on the early side for a shift that runs into the quarter.
 */
export async function quarterHours(db: DbOrTx, facilityId: string, range: { start: string; end: string }, zone: Zone) {
  const from = zonedInstant(range.start, '00:00', zone);
  const to = zonedInstant(addDays(range.end, 1), '00:00', zone);
  const rows = await db
    .select({
      employeeId: timecards.employeeId,
      jobTitleId: positions.jobTitleId,
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      rounding: timecards.roundingMinutes,
      workedMinutes: timecards.workedMinutes,
    })
    .from(timecards)
    .innerJoin(assignments, eq(assignments.id, timecards.assignmentId))
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        eq(timecards.status, 'APPROVED'),
        gte(timecards.workDate, addDays(range.start, -2)),
        lte(timecards.workDate, range.end),
        isNotNull(timecards.clockInAt),
        isNotNull(timecards.clockOutAt),
        lt(timecards.clockInAt, to),
        gt(timecards.clockOutAt, from),
      ),
    );

  const days = new Map<string, WorkedDay>();
  for (const r of rows) {
    const card = { clockInAt: r.clockInAt!, clockOutAt: r.clockOutAt!, rounding: r.rounding as RoundingIncrement, workedMinutes: r.workedMinutes };
    for (const part of workedMinutesByDate(card, zone)) {
      if (part.date < range.start || part.date > range.end) continue;
      const key = `${r.employeeId}|${r.jobTitleId}|${part.date}`;
      const day = days.get(key) ?? { employeeId: r.employeeId, jobTitleId: r.jobTitleId, date: part.date, minutes: 0 };
      day.minutes += part.minutes;
      days.set(key, day);
    }
  }

  const ids = [...new Set([...days.values()].map((d) => d.employeeId))];
  const people = ids.length
    ? await db
        .select({
          id: employees.id,
          empId: employees.empId,
          workerType: employees.workerType,
          payType: employees.payType,
          hireDate: employees.dateOfJoining,
          firstName: nurses.firstName,
          lastName: nurses.lastName,
        })
        .from(employees)
        .innerJoin(nurses, eq(nurses.id, employees.nurseId))
        .where(and(eq(employees.facilityId, facilityId), inArray(employees.id, ids)))
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
        payType: pbjPayTypeOf(p.workerType, p.payType),
      },
    ]),
  );
  return { days: [...days.values()], staff };
}

/** Timecards of the quarter up to `through` that are not approved (pending or disputed): their hours wait. */
export async function unapprovedCount(db: DbOrTx, facilityId: string, range: { start: string; end: string }, through: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timecards)
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        ne(timecards.status, 'APPROVED'),
        isNotNull(timecards.clockInAt),
        gte(timecards.workDate, range.start),
        lte(timecards.workDate, through < range.end ? through : range.end),
      ),
    );
  return row?.n ?? 0;
}
