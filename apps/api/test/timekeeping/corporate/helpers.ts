import { zonedDate, zonedInstant, addDays } from '@careroster/shared/format/wall-clock';
import { payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, between, eq, gte, lt, sql } from 'drizzle-orm';
import { assignments, employees, facilities, outbox, punches, timecards } from '../../../src/db/schema';
import { ensureTimecard, syncTimecard } from '../../../src/modules/timekeeping/timecards';
import type { TestApp } from '../../helpers/test-app';

export type Booking = { id: string; employeeId: string; agencyId: string | null; workerType: string; startsAt: Date; endsAt: Date };

/** The facility's last complete pay period (the demo has a full past week of bookings). */
export async function lastPeriod(t: TestApp, facilityId: string): Promise<PayPeriod & { zone: string }> {
  const [f] = await t.deps.db.select().from(facilities).where(eq(facilities.id, facilityId));
  const today = zonedDate(new Date(), f!.timezone);
  const current = payPeriodOf(today, f!.payrollSetting as 'WEEKLY' | 'BIWEEKLY', f!.payPeriodAnchor);
  return { ...payPeriodOf(addDays(current.start, -1), f!.payrollSetting as 'WEEKLY' | 'BIWEEKLY', f!.payPeriodAnchor), zone: f!.timezone };
}

/** The facility's bookings that start in the period, with their nurse's worker type and agency. */
export async function bookingsIn(t: TestApp, facilityId: string, period: PayPeriod & { zone: string }): Promise<Booking[]> {
  return t.deps.db
    .select({
      id: assignments.id,
      employeeId: assignments.employeeId,
      agencyId: employees.agencyId,
      workerType: employees.workerType,
      startsAt: assignments.startsAt,
      endsAt: assignments.endsAt,
    })
    .from(assignments)
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(
      and(
        eq(assignments.facilityId, facilityId),
        gte(assignments.startsAt, zonedInstant(period.start, '00:00', period.zone)),
        lt(assignments.startsAt, zonedInstant(addDays(period.end, 1), '00:00', period.zone)),
      ),
    )
    .orderBy(asc(assignments.startsAt), asc(assignments.id));
}

/** Agencies by how many of the period's bookings their nurses have, most first. */
export function agenciesByBookings(bookings: Booking[]): [string, Booking[]][] {
  const by = new Map<string, Booking[]>();
  for (const b of bookings) if (b.workerType === 'AN' && b.agencyId) by.set(b.agencyId, [...(by.get(b.agencyId) ?? []), b]);
  return [...by.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/**
 * A worked timecard for a booking, as the time clock leaves it: raw IN and OUT punches (in 3
 * minutes late, out 2 minutes early), then the card recomputed from them. The demo seed has
 * already given each past booking a timecard in some state (approved, corrected, ...) that depends
 * on the day the demo was built around; it is removed first, so the card is PENDING with no history
 * whatever the date.
 */
export async function workedTimecard(t: TestApp, booking: Booking) {
  await t.deps.db.delete(timecards).where(eq(timecards.assignmentId, booking.id));
  await t.deps.db.delete(punches).where(eq(punches.assignmentId, booking.id));
  const card = await ensureTimecard(t.deps.db, booking.id);
  const [facility] = await t.deps.db.select({ id: assignments.facilityId }).from(assignments).where(eq(assignments.id, booking.id));
  const punch = (kind: 'IN' | 'OUT', punchedAt: Date) => ({
    facilityId: facility!.id,
    assignmentId: booking.id,
    employeeId: booking.employeeId,
    kind,
    punchedAt,
  });
  await t.deps.db
    .insert(punches)
    .values([
      punch('IN', new Date(booking.startsAt.getTime() + 3 * 60_000)),
      punch('OUT', new Date(booking.endsAt.getTime() - 2 * 60_000)),
    ]);
  return syncTimecard(t.deps.db, card.id, t.deps.clock.now());
}

/** The token of the newest approver mail to `to`, read from the outbox row the send queued. */
export async function approverToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await t.deps.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.text} like '%/corporate-timesheet-new/%'`))
    .orderBy(sql`${outbox.createdAt} desc, ${outbox.id} desc`)
    .limit(1);
  const token = /\/corporate-timesheet-new\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no approver mail to ${to}`);
  return token;
}

/** The ids of the period's timecards of one agency's AN nurses at the facility: what a sheet must hold. */
export async function agencyCardIds(t: TestApp, facilityId: string, agencyId: string, period: PayPeriod): Promise<string[]> {
  const rows = await t.deps.db
    .select({ id: timecards.id })
    .from(timecards)
    .innerJoin(employees, eq(employees.id, timecards.employeeId))
    .where(
      and(
        eq(timecards.facilityId, facilityId),
        eq(employees.workerType, 'AN'),
        eq(employees.agencyId, agencyId),
        between(timecards.workDate, period.start, period.end),
      ),
    );
  return rows.map((r) => r.id);
}
