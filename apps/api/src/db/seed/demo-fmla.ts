import { addDays } from '@careroster/shared/format/wall-clock';
import { fmlaEligibility, hoursOfServiceWindow } from '@careroster/shared/fmla/eligibility';
import { FMLA_CERTIFICATION_DAYS } from '@careroster/shared/fmla/case';
import { and, between, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { employees, fmlaCases, fmlaCertifications, fmlaEntries, fmlaSettings, timecards } from '../schema';
import type { Workforce } from './demo-workforce';
import { seededRandom } from './random';

/** Its own generator, so the FMLA rows never shift the ids of what is seeded after them. */
const FMLA_SEED = 20261130;
const HOUR = 60;
/** Hours she worked before the facility moved to CareRoster, entered from its earlier payroll (825.110(c)). */
const EARLIER_HOURS = 1_420;

/**
 * FMLA at Sunrise (decision 076): its employer has 40 more employees at another home within 75
 * miles, and one long-serving nurse has an open intermittent case for her own serious health
 * condition since three weeks ago, with four days of leave recorded and a certification asked for
 * ten days ago, due in five.
 */
export async function seedFmla(
  tx: DbOrTx,
  workforce: Workforce,
  opts: { sunriseId: string; todayByFacility: ReadonlyMap<string, string>; createdBy: Readonly<Record<string, string>> },
) {
  const rnd = seededRandom(FMLA_SEED);
  const facilityId = opts.sunriseId;
  const today = opts.todayByFacility.get(facilityId)!;
  const roster = workforce.rosters.find((r) => r.facility.id === facilityId)!;
  // Past the PTO seed's first twelve staff, hired more than a year ago.
  const nurse = roster.employees
    .filter((e) => e.workerType === 'IN' && e.status === 'ACTIVE')
    .slice(12)
    .find((e) => e.dateOfJoining && e.dateOfJoining <= addDays(today, -400))!;
  await tx.insert(fmlaSettings).values({ facilityId, otherWorksiteEmployees: 40 });

  const start = addDays(today, -21);
  const window = hoursOfServiceWindow(start);
  const [[worked], [staff]] = await Promise.all([
    tx
      .select({ minutes: sql<number>`coalesce(sum(${timecards.workedMinutes}), 0)::int` })
      .from(timecards)
      .where(
        and(
          eq(timecards.employeeId, nurse.id!),
          inArray(timecards.status, ['APPROVED', 'PENDING']),
          between(timecards.workDate, window.from, window.to),
        ),
      ),
    tx
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.facilityId, facilityId), eq(employees.status, 'ACTIVE'), ne(employees.workerType, 'AN'))),
  ]);
  const eligibility = fmlaEligibility({
    leaveStart: start,
    employment: [{ from: nurse.dateOfJoining!, to: null }],
    workedMinutes: (worked?.minutes ?? 0) + EARLIER_HOURS * HOUR,
    worksiteEmployees: (staff?.n ?? 0) + 40,
  });
  const caseId = rnd.uuid();
  await tx.insert(fmlaCases).values({
    id: caseId,
    facilityId,
    employeeId: nurse.id!,
    reason: 'OWN_HEALTH',
    kind: 'INTERMITTENT',
    startDate: start,
    expectedEndDate: addDays(start, 120),
    noticeDate: addDays(start, -3),
    workweekMinutes: 36 * HOUR,
    otherWorkedMinutes: EARLIER_HOURS * HOUR,
    eligibility,
    note: 'Flare-ups of a chronic condition; treatment every other week.',
    createdBy: opts.createdBy[facilityId]!,
  });
  await tx.insert(fmlaEntries).values(
    [
      { days: 0, hours: 12 },
      { days: 6, hours: 4 },
      { days: 13, hours: 12 },
      { days: 17, hours: 6 },
    ].map((e) => ({
      id: rnd.uuid(),
      facilityId,
      caseId,
      employeeId: nurse.id!,
      date: addDays(start, e.days),
      minutes: e.hours * HOUR,
      createdBy: opts.createdBy[facilityId]!,
    })),
  );
  const requestedOn = addDays(today, -10);
  await tx.insert(fmlaCertifications).values({
    id: rnd.uuid(),
    facilityId,
    caseId,
    requestedOn,
    dueDate: addDays(requestedOn, FMLA_CERTIFICATION_DAYS),
    createdBy: opts.createdBy[facilityId]!,
  });
}
