import { randomUUID } from 'node:crypto';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { WorkerType } from '@careroster/shared/lookups';
import { workedMinutes } from '@careroster/shared/timekeeping/worked-time';
import { buildAgency, buildEmployee, buildNurse } from '../../src/db/factories/workforce';
import { agencies, assignments, employees, nurses, positions, shifts, timecards } from '../../src/db/schema';
import { seededRandom } from '../../src/db/seed/random';
import type { TestApp } from '../helpers/test-app';

const rnd = seededRandom(31_031);

export type Person = { id: string; nurseId: string; empId: number; name: string };

/** A new nurse working at the facility as one worker type, with no booking anywhere yet. */
export async function newEmployee(
  t: TestApp,
  facilityId: string,
  opts: { empId: number; workerType: WorkerType; jobTitleId: string; payType?: string; hireDate?: string; terminationDate?: string },
): Promise<Person> {
  const nurse = buildNurse(rnd);
  await t.deps.db.insert(nurses).values(nurse);
  let agencyId: string | null = null;
  if (opts.workerType === 'AN') {
    const agency = buildAgency(rnd, { name: `PBJ Test Agency ${opts.empId}` });
    await t.deps.db.insert(agencies).values(agency);
    agencyId = agency.id;
  }
  const employee = buildEmployee(rnd, {
    facilityId,
    nurseId: nurse.id,
    empId: opts.empId,
    workerType: opts.workerType,
    jobTitleId: opts.jobTitleId,
    payType: opts.payType ?? 'HOURLY',
    dateOfJoining: opts.hireDate ?? null,
    terminationDate: opts.terminationDate ?? null,
    agencyId,
  });
  await t.deps.db.insert(employees).values(employee);
  return { id: employee.id, nurseId: nurse.id, empId: opts.empId, name: `${nurse.firstName} ${nurse.lastName}` };
}

type CardInput = {
  facilityId: string;
  zone: string;
  person: Person;
  jobTitleId: string;
  /** Facility-local start date and times; the end is on the next day when it is not after the start. */
  date: string;
  start: string;
  end: string;
  mealMinutes: number;
};

/** A booking worked exactly as scheduled and its APPROVED timecard, as the timesheet would hold it. */
export async function approvedCard(t: TestApp, c: CardInput) {
  const endDate = c.end > c.start ? c.date : addDays(c.date, 1);
  const startsAt = zonedInstant(c.date, c.start, c.zone);
  const endsAt = zonedInstant(endDate, c.end, c.zone);
  const shiftId = randomUUID();
  const positionId = randomUUID();
  const assignmentId = randomUUID();
  await t.deps.db.insert(shifts).values({
    id: shiftId,
    facilityId: c.facilityId,
    title: 'PBJ Test Shift',
    startDate: c.date,
    endDate,
    startTime: c.start,
    endTime: c.end,
    startsAt,
    endsAt,
    mealMinutes: c.mealMinutes,
    shiftType: 'custom',
    isActive: true,
    isRecurring: false,
  });
  await t.deps.db.insert(positions).values({
    id: positionId,
    facilityId: c.facilityId,
    shiftId,
    jobTitleId: c.jobTitleId,
    totalPositions: 1,
    assignedCount: 1,
    status: 'FILLED',
    applicableFor: ['IN', 'EN', 'AN'],
  });
  await t.deps.db.insert(assignments).values({
    id: assignmentId,
    facilityId: c.facilityId,
    positionId,
    employeeId: c.person.id,
    nurseId: c.person.nurseId,
    source: 'MANAGER',
    startsAt,
    endsAt,
  });
  const minutes = workedMinutes({ clockInAt: startsAt, clockOutAt: endsAt, breakMinutes: c.mealMinutes, rounding: 0 });
  const [card] = await t.deps.db
    .insert(timecards)
    .values({
      facilityId: c.facilityId,
      assignmentId,
      employeeId: c.person.id,
      workDate: c.date,
      clockInAt: startsAt,
      clockOutAt: endsAt,
      breakMinutes: c.mealMinutes,
      roundingMinutes: 0,
      workedMinutes: minutes,
      status: 'APPROVED',
      decidedAt: endsAt,
    })
    .returning({ id: timecards.id });
  return { workedMinutes: minutes, timecardId: card!.id };
}

/** The file's hours per employee id and date, read from the XML (its shape is fixed by the schema). */
export function hoursInXml(xml: string): Map<string, Map<string, { hours: number; code: number; payType: number }[]>> {
  const out = new Map<string, Map<string, { hours: number; code: number; payType: number }[]>>();
  for (const staff of xml.matchAll(/<staffHours>([\s\S]*?)<\/staffHours>/g)) {
    const body = staff[1]!;
    const employeeId = /<employeeId>([^<]*)<\/employeeId>/.exec(body)![1]!;
    const days = new Map<string, { hours: number; code: number; payType: number }[]>();
    for (const day of body.matchAll(/<workDay><date>([^<]+)<\/date><hourEntries>([\s\S]*?)<\/hourEntries><\/workDay>/g)) {
      const entries = [
        ...day[2]!.matchAll(/<hours>([^<]+)<\/hours><jobTitleCode>(\d+)<\/jobTitleCode><payTypeCode>(\d+)<\/payTypeCode>/g),
      ].map((m) => ({
        hours: Number(m[1]),
        code: Number(m[2]),
        payType: Number(m[3]),
      }));
      days.set(day[1]!, entries);
    }
    out.set(employeeId, days);
  }
  return out;
}
