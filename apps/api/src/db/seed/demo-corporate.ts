import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import type { RoundingIncrement } from '@careroster/shared/timekeeping/values';
import { payPeriodOf, workedMinutes } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, between, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  agencies,
  assignments,
  corporateTimesheetLines,
  corporateTimesheets,
  employees,
  facilities,
  positions,
  punches,
  shifts,
  timecards,
} from '../schema';
import { hashToken, newToken } from '../../platform/tokens';
import { insertInBatches } from './batch';
import type { Random } from './random';

const MINUTE_MS = 60_000;

/**
 * Corporate timesheets in the demo (decision 021). Agency nurses' past bookings that have no
 * timecard yet get their punches and timecard, so a manager can send a period to an agency at
 * once: it only fills gaps, and so must run after any seed that writes timecards of its own.
 * Then Maple Grove has one sheet its agency's approver is reviewing (a line disputed, others
 * approved), so the listing is not empty. Sunrise's sheets are left for the user (and the
 * browser test) to send.
 */
export async function seedCorporateTimesheets(tx: DbOrTx, rnd: Random, opts: { now: Date; sentBy: Readonly<Record<string, string>> }) {
  await fillAgencyTimecards(tx, rnd, opts.now);
  const [maple] = await tx.select().from(facilities).where(eq(facilities.name, 'Maple Grove Nursing Home'));
  if (maple) await reviewedSheet(tx, rnd, maple, opts);
}

async function fillAgencyTimecards(tx: DbOrTx, rnd: Random, now: Date) {
  const bookings = await tx
    .select({
      id: assignments.id,
      facilityId: assignments.facilityId,
      employeeId: assignments.employeeId,
      startsAt: assignments.startsAt,
      endsAt: assignments.endsAt,
      mealMinutes: shifts.mealMinutes,
      timezone: facilities.timezone,
      rounding: facilities.roundingMinutes,
    })
    .from(assignments)
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .innerJoin(facilities, eq(facilities.id, assignments.facilityId))
    .where(
      and(
        eq(employees.workerType, 'AN'),
        lt(assignments.endsAt, now),
        sql`not exists (select 1 from ${timecards} t where t.assignment_id = ${assignments.id})`,
      ),
    )
    .orderBy(asc(assignments.startsAt), asc(assignments.id));
  const punchRows: (typeof punches.$inferInsert)[] = [];
  const cardRows: (typeof timecards.$inferInsert)[] = [];
  for (const b of bookings) {
    // Nurses arrive a little early or late and leave around the end, as real punches do.
    const clockInAt = new Date(b.startsAt.getTime() + rnd.int(-6, 7) * MINUTE_MS);
    const clockOutAt = new Date(b.endsAt.getTime() + rnd.int(-5, 9) * MINUTE_MS);
    const inId = rnd.uuid();
    const outId = rnd.uuid();
    const base = { facilityId: b.facilityId, assignmentId: b.id, employeeId: b.employeeId };
    punchRows.push({ ...base, id: inId, kind: 'IN', punchedAt: clockInAt }, { ...base, id: outId, kind: 'OUT', punchedAt: clockOutAt });
    const rounding = b.rounding as RoundingIncrement;
    cardRows.push({
      ...base,
      id: rnd.uuid(),
      workDate: zonedDate(b.startsAt, b.timezone),
      clockInAt,
      clockOutAt,
      clockInPunchId: inId,
      clockOutPunchId: outId,
      breakMinutes: b.mealMinutes,
      roundingMinutes: rounding,
      workedMinutes: workedMinutes({ clockInAt, clockOutAt, breakMinutes: b.mealMinutes, rounding }),
    });
  }
  await insertInBatches(tx, punches, punchRows);
  await insertInBatches(tx, timecards, cardRows);
}

async function reviewedSheet(
  tx: DbOrTx,
  rnd: Random,
  facility: typeof facilities.$inferSelect,
  opts: { now: Date; sentBy: Readonly<Record<string, string>> },
) {
  const setting = facility.payrollSetting as PayrollSetting;
  const current = payPeriodOf(zonedDate(opts.now, facility.timezone), setting, facility.payPeriodAnchor);
  const period = payPeriodOf(addDays(current.start, -1), setting, facility.payPeriodAnchor);
  const [top] = await tx
    .select({ agencyId: employees.agencyId, name: agencies.name, email: agencies.email, n: sql<number>`count(*)::int` })
    .from(timecards)
    .innerJoin(employees, eq(employees.id, timecards.employeeId))
    .innerJoin(agencies, eq(agencies.id, employees.agencyId))
    .where(and(eq(timecards.facilityId, facility.id), isNotNull(employees.agencyId), between(timecards.workDate, period.start, period.end)))
    .groupBy(employees.agencyId, agencies.name, agencies.email)
    .orderBy(desc(sql`count(*)`), asc(agencies.name))
    .limit(1);
  if (!top?.agencyId) return;
  const cards = await tx
    .select()
    .from(timecards)
    .innerJoin(employees, eq(employees.id, timecards.employeeId))
    .where(
      and(
        eq(timecards.facilityId, facility.id),
        eq(employees.agencyId, top.agencyId),
        between(timecards.workDate, period.start, period.end),
      ),
    )
    .orderBy(asc(timecards.workDate), asc(timecards.id));
  const sentAt = new Date(opts.now.getTime() - 20 * 60 * MINUTE_MS);
  const sheetId = rnd.uuid();
  await tx.insert(corporateTimesheets).values({
    id: sheetId,
    facilityId: facility.id,
    agencyId: top.agencyId,
    periodStart: period.start,
    periodEnd: period.end,
    approverName: 'Jordan Blake',
    approverEmail: top.email ?? 'timesheets@agency.example',
    status: 'IN_REVIEW',
    // Nobody holds the demo's link: a manager resends it to try the approver's page.
    tokenHash: hashToken(newToken()),
    tokenExpiresAt: new Date(sentAt.getTime() + 14 * 24 * 60 * MINUTE_MS),
    sentBy: opts.sentBy[facility.id] ?? null,
    sentAt,
  });
  const decidedAt = new Date(opts.now.getTime() - 2 * 60 * MINUTE_MS);
  await insertInBatches(
    tx,
    corporateTimesheetLines,
    cards.map(({ timecards: c }, i) => ({
      facilityId: facility.id,
      corporateTimesheetId: sheetId,
      kind: 'TIMECARD' as const,
      timecardId: c.id,
      employeeId: c.employeeId,
      workDate: c.workDate,
      clockInAt: c.clockInAt,
      clockOutAt: c.clockOutAt,
      workedMinutes: c.workedMinutes,
      // The first line disputed, about half approved, the rest still open.
      ...(i === 0
        ? { status: 'DISPUTED' as const, comment: 'Our records show she left 30 minutes early.', decidedAt }
        : i % 2 === 1
          ? { status: 'APPROVED' as const, decidedAt }
          : {}),
    })),
  );
}
