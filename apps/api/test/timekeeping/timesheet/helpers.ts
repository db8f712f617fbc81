import { randomUUID } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { zonedInstant } from '@careroster/shared/format/wall-clock';
import type { PunchFlag } from '@careroster/shared/timekeeping/values';
import { and, asc, eq, sql } from 'drizzle-orm';
import { assignments, employees, punches, positions, shifts, timecards } from '../../../src/db/schema';
import { ensureTimecard, syncTimecard } from '../../../src/modules/timekeeping/timecards';
import type { TestApp } from '../../helpers/test-app';

/** An employee of the facility whose nurse works nowhere else (no booking of another facility can overlap). */
export async function soloEmployee(t: TestApp, facilityId: string, offset = 0) {
  const [row] = await t.deps.db
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        sql`not exists (select 1 from employees o where o.nurse_id = ${employees.nurseId} and o.facility_id <> ${facilityId})`,
      ),
    )
    .orderBy(asc(employees.empId))
    .offset(offset)
    .limit(1);
  return row!;
}

type BookingInput = {
  facilityId: string;
  zone: string;
  employee: { id: string; nurseId: string };
  /** Facility-local start date and times; the end is on the next day when it is not after the start. */
  date: string;
  start: string;
  end: string;
  endDate?: string;
  mealMinutes?: number;
};

/** A shift, a position and one nurse's assignment, at given facility-local times. */
export async function addBooking(t: TestApp, b: BookingInput) {
  const endDate = b.endDate ?? b.date;
  const startsAt = zonedInstant(b.date, b.start, b.zone);
  const endsAt = zonedInstant(endDate, b.end, b.zone);
  const shiftId = randomUUID();
  const positionId = randomUUID();
  const assignmentId = randomUUID();
  await t.deps.db.insert(shifts).values({
    id: shiftId,
    facilityId: b.facilityId,
    title: 'Test Shift',
    startDate: b.date,
    endDate,
    startTime: b.start,
    endTime: b.end,
    startsAt,
    endsAt,
    mealMinutes: b.mealMinutes ?? 30,
    shiftType: 'custom',
    isActive: true,
    isRecurring: false,
  });
  await t.deps.db.insert(positions).values({
    id: positionId,
    facilityId: b.facilityId,
    shiftId,
    jobTitleId: JOB_TITLE_IDS.RN,
    totalPositions: 1,
    assignedCount: 1,
    status: 'FILLED',
    applicableFor: ['IN'],
  });
  await t.deps.db.insert(assignments).values({
    id: assignmentId,
    facilityId: b.facilityId,
    positionId,
    employeeId: b.employee.id,
    nurseId: b.employee.nurseId,
    source: 'MANAGER',
    startsAt,
    endsAt,
  });
  return { assignmentId, startsAt, endsAt };
}

type PunchInput = { at: Date; kind: 'IN' | 'OUT'; distance?: number | null; photo?: boolean; flags?: PunchFlag[]; reason?: string };

/** Raw punches as the time clock writes them, then the timecard recomputed as it does. */
export async function punch(t: TestApp, facilityId: string, booking: { assignmentId: string }, list: PunchInput[]) {
  const [a] = await t.deps.db.select().from(assignments).where(eq(assignments.id, booking.assignmentId));
  const ids: string[] = [];
  for (const p of list) {
    const id = randomUUID();
    ids.push(id);
    await t.deps.db.insert(punches).values({
      id,
      facilityId,
      assignmentId: booking.assignmentId,
      employeeId: a!.employeeId,
      kind: p.kind,
      punchedAt: p.at,
      latitude: p.distance === null ? null : 27.95,
      longitude: p.distance === null ? null : -82.45,
      accuracyMetres: p.distance === null ? null : 12,
      distanceMetres: p.distance === undefined ? 40 : p.distance,
      photoKey: p.photo === false ? null : `punches/${facilityId}/${id}.jpg`,
      flags: p.flags ?? [],
      flagReason: p.flags?.length ? (p.reason ?? 'No reason') : null,
    });
  }
  const card = await t.deps.db.transaction(async (tx) =>
    syncTimecard(tx, (await ensureTimecard(tx, booking.assignmentId)).id, t.deps.clock.now()),
  );
  return { card, punchIds: ids };
}

export const cardOf = async (t: TestApp, timecardId: string) =>
  (await t.deps.db.select().from(timecards).where(eq(timecards.id, timecardId)))[0]!;
