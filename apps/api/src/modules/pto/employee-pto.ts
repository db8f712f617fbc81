import type { addPtoAdjustmentContract } from '@careroster/shared/api/pto/add-adjustment';
import type { EmployeePto } from '@careroster/shared/api/pto/get-employee-pto';
import type { PtoHistoryLine } from '@careroster/shared/api/pto/pto';
import { AppError } from '@careroster/shared/errors';
import { formatDate } from '@careroster/shared/format/date-time';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { formatPtoHours, hoursOfMinutes, minutesOfHours } from '@careroster/shared/timekeeping/pto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { employeePtoPolicies, ptoLedger, ptoRequests } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { staffNames } from '../auth';
import { employeeOf } from '../employees';
import { activityOf, NO_POLICY, yearsThrough } from './balances';
import { effectivePolicy, termsOf, toPolicy } from './policies';
import { requestsOf } from './requests';

const isQuarter = (hours: number) => Math.abs(hours * 4 - Math.round(hours * 4)) < 1e-9;

/**
 * The PTO tab: her policy, this year's balance (computed from approved timecards and the ledger
 * on every read, decision 023), her requests, and the history: the ledger's rows with who and
 * why, and each year's computed lines (accrual, carry-over, forfeit).
 */
export async function getEmployeePto(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx): Promise<EmployeePto> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  await employeeOf(db, facility.id, input.employeeId);
  const today = zonedDate(ctx.deps.clock.now(), facility.timezone);
  const currentYear = Number(today.slice(0, 4));
  const author = staffNames(db);
  const [policy, activity, requests, ledger] = await Promise.all([
    effectivePolicy(db, facility.id, input.employeeId),
    activityOf(db, input.employeeId),
    requestsOf(db, facility.id, input.employeeId),
    db
      .select({
        l: ptoLedger,
        firstName: author.firstName,
        lastName: author.lastName,
        start: ptoRequests.startDate,
        end: ptoRequests.endDate,
      })
      .from(ptoLedger)
      .leftJoin(author, eq(author.id, ptoLedger.createdBy))
      .leftJoin(ptoRequests, eq(ptoRequests.id, ptoLedger.requestId))
      .where(and(eq(ptoLedger.employeeId, input.employeeId), sql`${ptoLedger.kind} in ('USAGE', 'ADJUSTMENT')`))
      .orderBy(desc(ptoLedger.createdAt)),
  ]);
  const terms = policy.row ? termsOf(policy.row) : NO_POLICY;
  const years = yearsThrough(terms, activity, currentYear, currentYear);
  const now = years.find((y) => y.year === currentYear)!;
  const pendingMinutes = requests.filter((r) => r.status === 'PENDING').reduce((sum, r) => sum + minutesOfHours(r.hours), 0);

  const computed: PtoHistoryLine[] = [];
  for (const y of years) {
    const line = { year: y.year, by: null, request_id: null };
    if (y.carriedOverMinutes !== 0) {
      computed.push({
        ...line,
        kind: 'CARRY_OVER',
        date: `${y.year}-01-01`,
        hours: hoursOfMinutes(y.carriedOverMinutes),
        note: productMessages.ptoCarryOverNote(y.year - 1),
      });
    }
    if (y.forfeitedMinutes > 0) {
      computed.push({
        ...line,
        kind: 'FORFEIT',
        date: `${y.year}-01-01`,
        hours: -hoursOfMinutes(y.forfeitedMinutes),
        note: productMessages.ptoForfeitNote(y.year - 1),
      });
    }
    if (y.accruedMinutes > 0) {
      computed.push({
        ...line,
        kind: 'ACCRUAL',
        date: y.year === currentYear ? today : `${y.year}-12-31`,
        hours: hoursOfMinutes(y.accruedMinutes),
        note: productMessages.ptoAccrualNote(formatPtoHours(y.workedMinutes), y.earnedMinutes > y.accruedMinutes),
      });
    }
  }
  const written: PtoHistoryLine[] = ledger.map((r) => ({
    kind: r.l.kind === 'USAGE' ? 'USAGE' : 'ADJUSTMENT',
    year: r.l.year,
    date: r.start ?? zonedDate(r.l.createdAt, facility.timezone),
    hours: hoursOfMinutes(r.l.minutes),
    note: r.l.note ?? (r.start && r.end ? productMessages.ptoUsageNote(formatDate(r.start), formatDate(r.end)) : null),
    by: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
    request_id: r.l.requestId,
  }));
  const history = [...written, ...computed].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));

  let assigned = 0;
  if (policy.row) {
    const [n] = await db.select({ n: count() }).from(employeePtoPolicies).where(eq(employeePtoPolicies.policyId, policy.row.id));
    assigned = n?.n ?? 0;
  }
  return {
    employee_id: input.employeeId,
    policy: policy.row ? toPolicy(policy.row, assigned) : null,
    policy_is_default: policy.isDefault,
    balance: {
      year: currentYear,
      worked_hours: hoursOfMinutes(now.workedMinutes),
      accrued_hours: hoursOfMinutes(now.accruedMinutes),
      carried_over_hours: hoursOfMinutes(now.carriedOverMinutes),
      used_hours: hoursOfMinutes(now.usedMinutes),
      adjusted_hours: hoursOfMinutes(now.adjustedMinutes),
      available_hours: hoursOfMinutes(now.endingMinutes),
      pending_hours: hoursOfMinutes(pendingMinutes),
    },
    requests,
    history,
  };
}

/** A signed correction with its reason and author: the only way to change a balance by hand. */
export async function addAdjustment(
  ctx: Ctx,
  input: z.output<(typeof addPtoAdjustmentContract)['body']> & { employeeId: string },
  tx?: DbOrTx,
): Promise<{ id: string; message: string }> {
  const facility = facilityOf(ctx);
  if (input.hours === 0 || !isQuarter(input.hours)) throw new AppError('VALIDATION_FAILED', productMessages.ptoAdjustmentHours);
  if (input.note.length === 0) throw new AppError('VALIDATION_FAILED', productMessages.ptoAdjustmentNoteRequired);
  const date = input.date ?? zonedDate(ctx.deps.clock.now(), facility.timezone);
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await employeeOf(t, facility.id, input.employeeId);
    const [row] = await t
      .insert(ptoLedger)
      .values({
        facilityId: facility.id,
        employeeId: input.employeeId,
        kind: 'ADJUSTMENT',
        minutes: minutesOfHours(input.hours),
        year: Number(date.slice(0, 4)),
        note: input.note,
        createdBy: userOf(ctx).id,
      })
      .returning({ id: ptoLedger.id });
    await ctx.audit('pto.adjust', { target: input.employeeId, detail: String(input.hours) }, t);
    return { id: row!.id, message: productMessages.ptoAdjusted };
  });
}
