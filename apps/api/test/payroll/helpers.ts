import { randomUUID } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { TimecardStatus } from '@careroster/shared/timekeeping/values';
import type { NewPosition } from '../../src/db/factories/scheduling';
import { assignments, positions, ptoRequests, shifts, timecards } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';

type Worker = { id: string; nurseId: string; facilityId: string };

/**
 * A worked shift with its timecard, written straight to the tables: `hours` paid hours from
 * `start` on a facility-local date, no meal, the card in `status` (APPROVED by default). The
 * position's rates and differential come from `position`.
 */
export async function workShift(
  t: TestApp,
  worker: Worker,
  zone: string,
  date: string,
  hours: number,
  opts: { start?: string; status?: TimecardStatus; position?: Partial<NewPosition> } = {},
) {
  const start = opts.start ?? '07:00';
  const startsAt = zonedInstant(date, start, zone);
  const [h, m] = start.split(':').map(Number) as [number, number];
  const endMinute = (h * 60 + m + Math.round(hours * 60)) % 1440;
  const endTime = `${String(Math.floor(endMinute / 60)).padStart(2, '0')}:${String(endMinute % 60).padStart(2, '0')}`;
  const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
  const shiftId = randomUUID();
  const positionId = randomUUID();
  const assignmentId = randomUUID();
  await t.deps.db.insert(shifts).values({
    id: shiftId,
    facilityId: worker.facilityId,
    title: 'Payroll Test Shift',
    startDate: date,
    endDate: endTime <= start ? addDays(date, 1) : date,
    startTime: start,
    endTime,
    startsAt,
    endsAt,
    mealMinutes: 0,
    shiftType: 'custom',
    isActive: true,
    isRecurring: false,
  });
  await t.deps.db.insert(positions).values({
    id: positionId,
    facilityId: worker.facilityId,
    shiftId,
    jobTitleId: JOB_TITLE_IDS.RN,
    totalPositions: 1,
    assignedCount: 1,
    status: 'FILLED',
    applicableFor: ['IN', 'EN', 'AN'],
    ...opts.position,
  });
  await t.deps.db.insert(assignments).values({
    id: assignmentId,
    facilityId: worker.facilityId,
    positionId,
    employeeId: worker.id,
    nurseId: worker.nurseId,
    source: 'MANAGER',
    startsAt,
    endsAt,
  });
  const status = opts.status ?? 'APPROVED';
  const [card] = await t.deps.db
    .insert(timecards)
    .values({
      facilityId: worker.facilityId,
      assignmentId,
      employeeId: worker.id,
      workDate: date,
      clockInAt: startsAt,
      clockOutAt: endsAt,
      workedMinutes: Math.round(hours * 60),
      status,
      disputeReason: status === 'DISPUTED' ? 'Check the clock-out.' : null,
    })
    .returning();
  return card!;
}

/** An approved PTO request of `hours` over the given days. */
export async function approvedPto(t: TestApp, worker: Worker, startDate: string, endDate: string, hours: number) {
  await t.deps.db.insert(ptoRequests).values({
    facilityId: worker.facilityId,
    employeeId: worker.id,
    startDate,
    endDate,
    minutes: hours * 60,
    status: 'APPROVED',
    enteredBy: 'USER',
  });
}
