import { formatDate } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { FMLA_CERTIFICATION_DAYS, type FmlaLeaveKind, type FmlaReason } from '@careroster/shared/fmla/case';
import { fmlaEligibility, hoursOfServiceWindow } from '@careroster/shared/fmla/eligibility';
import { productMessages } from '@careroster/shared/messages';
import { and, between, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { buildNotification } from '../factories/notifications';
import type { DbOrTx } from '../client';
import { employees, fmlaCases, fmlaCertifications, fmlaEntries, fmlaSettings, notifications, timecards } from '../schema';
import type { Workforce } from './demo-workforce';
import { seededRandom } from './random';

/** Its own generator, so the FMLA rows never shift the ids of what is seeded after them. */
const FMLA_SEED = 20261130;
const HOUR = 60;

type DemoCase = {
  reason: FmlaReason;
  kind: FmlaLeaveKind;
  /** Days from today. */
  start: number;
  days: number;
  workweekHours: number;
  /** Hours she worked before the facility moved to CareRoster, from its earlier payroll (825.110(c)). */
  earlierHours: number;
  note: string;
  /** Leave recorded: days after the start and hours. */
  entries: { day: number; hours: number }[];
  /** The certification was asked for this many days ago. */
  askedDaysAgo: number;
  /** Employees of the same employer at its other worksites within 75 miles. */
  otherWorksiteEmployees: number;
};

/**
 * Sunrise: an intermittent case for a nurse's own serious health condition since three weeks ago,
 * four days of leave recorded, its certification due in two days (so the reminder has gone out).
 * Maple: a continuous leave for the birth of a child from next week, its certification overdue.
 */
const plans: Record<'sunrise' | 'maple', DemoCase> = {
  sunrise: {
    reason: 'OWN_HEALTH',
    kind: 'INTERMITTENT',
    start: -21,
    days: 120,
    workweekHours: 36,
    earlierHours: 1_420,
    note: 'Flare-ups of a chronic condition; treatment every other week.',
    entries: [
      { day: 0, hours: 12 },
      { day: 6, hours: 4 },
      { day: 13, hours: 12 },
      { day: 17, hours: 6 },
    ],
    askedDaysAgo: 13,
    otherWorksiteEmployees: 40,
  },
  maple: {
    reason: 'BIRTH_BONDING',
    kind: 'CONTINUOUS',
    start: 7,
    // Four weeks: the browser files' own weeks (TEST_WEEKS, from the sixth) stay clear of it.
    days: 28,
    workweekHours: 36,
    earlierHours: 1_500,
    note: 'Expecting her first child.',
    entries: [],
    askedDaysAgo: 16,
    otherWorksiteEmployees: 30,
  },
};

/** FMLA for the demo (decision 076), one case per facility with its reminder notification. */
export async function seedFmla(
  tx: DbOrTx,
  workforce: Workforce,
  opts: {
    facilities: { sunrise: string; maple: string };
    todayByFacility: ReadonlyMap<string, string>;
    createdBy: Readonly<Record<string, string>>;
    recipients: Readonly<Record<string, readonly string[]>>;
  },
) {
  const rnd = seededRandom(FMLA_SEED);
  for (const key of ['sunrise', 'maple'] as const) {
    const plan = plans[key];
    const facilityId = opts.facilities[key];
    const today = opts.todayByFacility.get(facilityId)!;
    const createdBy = opts.createdBy[facilityId]!;
    const roster = workforce.rosters.find((r) => r.facility.id === facilityId)!;
    // Past the PTO seed's first twelve staff, hired more than a year ago.
    const employee = roster.employees
      .filter((e) => e.workerType === 'IN' && e.status === 'ACTIVE')
      .slice(12)
      .find((e) => e.dateOfJoining && e.dateOfJoining <= addDays(today, -400))!;
    const nurse = workforce.nurses.get(employee.nurseId)!;
    await tx.insert(fmlaSettings).values({ facilityId, otherWorksiteEmployees: plan.otherWorksiteEmployees });

    const start = addDays(today, plan.start);
    const window = hoursOfServiceWindow(start);
    const [[worked], [staff]] = await Promise.all([
      tx
        .select({ minutes: sql<number>`coalesce(sum(${timecards.workedMinutes}), 0)::int` })
        .from(timecards)
        .where(
          and(
            eq(timecards.employeeId, employee.id),
            inArray(timecards.status, ['APPROVED', 'PENDING']),
            between(timecards.workDate, window.from, window.to),
          ),
        ),
      tx
        .select({ n: count() })
        .from(employees)
        .where(and(eq(employees.facilityId, facilityId), eq(employees.status, 'ACTIVE'), ne(employees.workerType, 'AN'))),
    ]);
    const caseId = rnd.uuid();
    await tx.insert(fmlaCases).values({
      id: caseId,
      facilityId,
      employeeId: employee.id,
      reason: plan.reason,
      kind: plan.kind,
      startDate: start,
      expectedEndDate: addDays(start, plan.days - 1),
      noticeDate: addDays(today, Math.min(plan.start, 0) - 3),
      workweekMinutes: plan.workweekHours * HOUR,
      otherWorkedMinutes: plan.earlierHours * HOUR,
      eligibility: fmlaEligibility({
        leaveStart: start,
        employment: [{ from: employee.dateOfJoining!, to: null }],
        workedMinutes: (worked?.minutes ?? 0) + plan.earlierHours * HOUR,
        worksiteEmployees: (staff?.n ?? 0) + plan.otherWorksiteEmployees,
      }),
      note: plan.note,
      createdBy,
    });
    if (plan.entries.length > 0)
      await tx.insert(fmlaEntries).values(
        plan.entries.map((e) => ({
          id: rnd.uuid(),
          facilityId,
          caseId,
          employeeId: employee.id,
          date: addDays(start, e.day),
          minutes: e.hours * HOUR,
          createdBy,
        })),
      );
    const requestedOn = addDays(today, -plan.askedDaysAgo);
    const due = addDays(requestedOn, FMLA_CERTIFICATION_DAYS);
    const overdue = today > due;
    await tx.insert(fmlaCertifications).values({
      id: rnd.uuid(),
      facilityId,
      caseId,
      requestedOn,
      dueDate: due,
      remindedBeforeFor: due,
      remindedOverdueFor: overdue ? due : null,
      createdBy,
    });
    const name = `${nurse.firstName} ${nurse.lastName}`;
    await tx.insert(notifications).values(
      opts.recipients[facilityId]!.map((userId) =>
        buildNotification(rnd, {
          facilityId,
          userId,
          type: 'FMLA',
          typeId: caseId,
          nurseId: employee.nurseId,
          title: overdue ? productMessages.fmlaOverdueTitle : productMessages.fmlaReminderTitle,
          body: overdue ? productMessages.fmlaOverdueBody(name, formatDate(due)) : productMessages.fmlaReminderBody(name, formatDate(due)),
        }),
      ),
    );
  }
}
