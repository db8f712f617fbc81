import { zonedDate } from '@careroster/shared/format/wall-clock';
import { and, eq, sql } from 'drizzle-orm';
import { assignments, employees, facilities, timeClockLinks, timecards } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/platform/tokens';
import type { TestApp } from '../helpers/test-app';

/**
 * Employees of a facility with no PTO of their own (no request, no ledger row, no named policy)
 * and whose nurse works nowhere else; their timecards are removed, so each test sets exactly
 * the hours it counts.
 */
export async function freshEmployees(t: TestApp, facilityId: string, n: number) {
  const rows = await t.deps.db
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        sql`not exists (select 1 from employees o where o.nurse_id = ${employees.nurseId} and o.facility_id <> ${facilityId})`,
        sql`not exists (select 1 from pto_requests r where r.employee_id = ${employees.id})`,
        sql`not exists (select 1 from pto_ledger l where l.employee_id = ${employees.id})`,
        sql`not exists (select 1 from employee_pto_policies p where p.employee_id = ${employees.id})`,
      ),
    )
    .orderBy(employees.empId)
    .limit(n);
  if (rows.length < n) throw new Error(`only ${rows.length} fresh employees`);
  for (const r of rows) await t.deps.db.delete(timecards).where(eq(timecards.employeeId, r.id));
  return rows;
}

export type Card = { workDate: string; minutes: number; status: 'PENDING' | 'APPROVED' | 'DISPUTED' };

/**
 * Timecards for an employee, each on a booking of the facility that has none yet. Which booking
 * does not matter to PTO, which reads only the employee, the work date, the minutes and the status.
 */
export async function addTimecards(t: TestApp, facilityId: string, employeeId: string, cards: Card[]) {
  const free = await t.deps.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(eq(assignments.facilityId, facilityId), sql`not exists (select 1 from timecards c where c.assignment_id = ${assignments.id})`),
    )
    .limit(cards.length);
  if (free.length < cards.length) throw new Error(`only ${free.length} bookings without a timecard`);
  await t.deps.db.insert(timecards).values(
    cards.map((c, i) => ({
      facilityId,
      assignmentId: free[i]!.id,
      employeeId,
      workDate: c.workDate,
      workedMinutes: c.minutes,
      status: c.status,
      disputeReason: c.status === 'DISPUTED' ? 'Hours do not match the sign-in sheet.' : null,
    })),
  );
}

/** A claimed time-clock link: the device token the nurse's phone would hold. */
export async function deviceFor(t: TestApp, facilityId: string, employeeId: string, opts: { revoked?: boolean } = {}) {
  const token = newToken();
  await t.deps.db.insert(timeClockLinks).values({
    facilityId,
    employeeId,
    linkTokenHash: hashToken(newToken()),
    linkUsedAt: new Date(),
    deviceTokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
    revokedAt: opts.revoked ? new Date() : null,
  });
  return token;
}

export async function todayAt(t: TestApp, facilityId: string) {
  const [row] = await t.deps.db.select({ zone: facilities.timezone }).from(facilities).where(eq(facilities.id, facilityId));
  return zonedDate(new Date(), row!.zone);
}
