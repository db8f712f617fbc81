import type { PayAnswer, PayHistoryRow, PayState } from '@careroster/shared/api/records/pay-details';
import { AppError } from '@careroster/shared/errors';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { fromCents, fromCentsOrNull, toCents, toCentsOrNull } from '@careroster/shared/format/money';
import { addDays } from '@careroster/shared/format/wall-clock';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { hourlyFromMonthlyCents, type PayDetails } from '@careroster/shared/validation/pay-details';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeePayDetails } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { staffNames } from '../auth';
import { employeePayOf, setEmployeePay, type EmployeePay } from '../employees';

type PayRow = typeof employeePayDetails.$inferSelect;

/** The pay fields alone, of a history row or of what `employeePayOf` answers. */
const payOf = (e: EmployeePay): EmployeePay => ({
  hourlyRateCents: e.hourlyRateCents,
  monthlyRateCents: e.monthlyRateCents,
  payType: e.payType,
  paymentCategory: e.paymentCategory,
  paychexEmpId: e.paychexEmpId,
  paychexOrgId: e.paychexOrgId,
  paychexOrgId15: e.paychexOrgId15,
});

/** The fields as the API and the audit trail show them: dollars, snake case. */
const shown = (pay: EmployeePay) => ({
  hourly_rate: fromCents(pay.hourlyRateCents),
  monthly_rate: fromCentsOrNull(pay.monthlyRateCents),
  pay_type: pay.payType,
  payment_category: pay.paymentCategory,
  paychex_emp_id: pay.paychexEmpId,
  paychex_org_id: pay.paychexOrgId,
  paychex_org_id_15: pay.paychexOrgId15,
});

/** Each field that differs, with its value before and after: the audit detail of an edit. */
function changes(before: EmployeePay, after: EmployeePay): Record<string, { before: unknown; after: unknown }> {
  const a = shown(before);
  const b = shown(after);
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(a) as (keyof typeof a)[]) if (a[key] !== b[key]) out[key] = { before: a[key], after: b[key] };
  return out;
}

const samePay = (a: EmployeePay, b: EmployeePay) => Object.keys(changes(a, b)).length === 0;

/** The row in force on `date`: the latest from that day or before; before the first row, the first (the values her history began with). */
function inForceOn<T extends { effectiveFrom: string }>(rows: readonly T[], date: string): T | undefined {
  const sorted = [...rows].sort((x, y) => x.effectiveFrom.localeCompare(y.effectiveFrom));
  return sorted.filter((r) => r.effectiveFrom <= date).at(-1) ?? sorted[0];
}

const historyOf = (db: DbOrTx, facilityId: string, employeeId: string) =>
  db
    .select()
    .from(employeePayDetails)
    .where(and(eq(employeePayDetails.facilityId, facilityId), eq(employeePayDetails.employeeId, employeeId)))
    .orderBy(asc(employeePayDetails.effectiveFrom));

async function answerOf(ctx: Ctx, db: DbOrTx, employeeId: string, now: Date): Promise<PayAnswer> {
  const facility = facilityOf(ctx);
  const current = await employeePayOf(db, facility.id, employeeId);
  const author = staffNames(db);
  const rows = await db
    .select({ row: employeePayDetails, firstName: author.firstName, lastName: author.lastName })
    .from(employeePayDetails)
    .leftJoin(author, eq(author.id, employeePayDetails.createdBy))
    .where(and(eq(employeePayDetails.facilityId, facility.id), eq(employeePayDetails.employeeId, employeeId)))
    .orderBy(desc(employeePayDetails.effectiveFrom));
  const today = todayIn(facility.timezone, now);
  const inForce = inForceOn(
    rows.map((r) => r.row),
    today,
  );
  const stateOf = (row: PayRow): PayState => (row === inForce ? 'IN_FORCE' : row.effectiveFrom > today ? 'SCHEDULED' : 'PAST');
  const history: PayHistoryRow[] = rows.map(({ row, firstName, lastName }) => ({
    id: row.id,
    effective_from: row.effectiveFrom,
    ...shown(payOf(row)),
    state: stateOf(row),
    changed_by: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    changed_at: (row.updatedAt ?? row.createdAt).toISOString(),
  }));
  return {
    employee_id: employeeId,
    current: { ...shown(current), is_monthly_rate_set: current.monthlyRateCents !== null },
    today,
    settled_through: await ctx.deps.ports.payroll.settledThrough(db, facility.id),
    history,
  };
}

/** The employee's pay in force and its history (decision 064). */
export async function getPay(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx): Promise<PayAnswer> {
  return answerOf(ctx, tx ?? ctx.deps.db, input.employeeId, ctx.deps.clock.now());
}

/**
 * A pay change from `effective_from` on (decision 064). One transaction: the employee row locked
 * (two changes of one person queue), the date checked against approved payroll, her history
 * begun with the values she had when it has no row yet (so the days before keep them), the row
 * written (a date that has one is corrected in place), the change audited with each field before
 * and after, and, when the date is today or past, the employees row given the details in force today.
 */
export async function changePay(ctx: Ctx, input: { employeeId: string } & PayDetails, tx?: DbOrTx): Promise<PayAnswer> {
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  const today = todayIn(facility.timezone, now);
  const userId = userOf(ctx).id;
  return transaction(ctx, tx, async (t, after) => {
    const employee = await employeePayOf(t, facility.id, input.employeeId, true);
    const settled = await ctx.deps.ports.payroll.settledThrough(t, facility.id);
    if (settled !== null && input.effective_from <= settled) {
      throw new AppError('CONFLICT', productMessages.paySettled(formatDate(settled), formatDate(addDays(settled, 1))));
    }
    const monthlyRateCents = toCentsOrNull(input.monthly_rate);
    const next: EmployeePay = {
      hourlyRateCents: input.hourly_rate === undefined ? hourlyFromMonthlyCents(monthlyRateCents!) : toCents(input.hourly_rate),
      monthlyRateCents,
      payType: input.pay_type,
      paymentCategory: input.payment_category,
      paychexEmpId: input.paychex_emp_id,
      paychexOrgId: input.paychex_org_id,
      paychexOrgId15: input.paychex_org_id_15,
    };

    let rows = await historyOf(t, facility.id, input.employeeId);
    if (rows.length === 0) {
      // Her history begins now: the values she had stay in force on every day before the change.
      const joined = employee.dateOfJoining ?? today;
      const begun = [joined, today, addDays(input.effective_from, -1)].sort()[0]!;
      rows = await t
        .insert(employeePayDetails)
        .values({ facilityId: facility.id, employeeId: input.employeeId, effectiveFrom: begun, ...payOf(employee), appliedAt: now })
        .returning();
    }
    const before = payOf(inForceOn(rows, input.effective_from)!);
    const due = input.effective_from <= today;
    await t
      .insert(employeePayDetails)
      .values({
        facilityId: facility.id,
        employeeId: input.employeeId,
        effectiveFrom: input.effective_from,
        ...next,
        createdBy: userId,
        appliedAt: due ? now : null,
      })
      .onConflictDoUpdate({
        target: [employeePayDetails.facilityId, employeePayDetails.employeeId, employeePayDetails.effectiveFrom],
        set: { ...next, createdBy: userId, updatedAt: now, appliedAt: due ? now : null },
      });
    await ctx.audit(
      'pay.change',
      {
        target: input.employeeId,
        detail: JSON.stringify({ effective_from: input.effective_from, changes: changes(before, next) }),
      },
      t,
    );
    if (due) await syncToday(t, facility.id, input.employeeId, today, payOf(employee));
    after.publish({ type: 'employees.changed', employee_id: input.employeeId });
    return answerOf(ctx, t, input.employeeId, now);
  });
}

/** Gives the employees row the details in force today, when they differ from what it holds; true when it wrote. */
async function syncToday(db: DbOrTx, facilityId: string, employeeId: string, today: string, held: EmployeePay): Promise<boolean> {
  const inForce = inForceOn(await historyOf(db, facilityId, employeeId), today);
  if (!inForce || samePay(held, payOf(inForce))) return false;
  await setEmployeePay(db, facilityId, employeeId, payOf(inForce));
  return true;
}

/**
 * The daily move (decision 064): in one facility, every row whose day has come in its zone and
 * that is not applied yet gives the employees row the details in force today, audited as the
 * system's. Idempotent: applied rows are marked, and a second run finds none.
 */
export async function applyDuePay(ctx: Ctx, facility: { id: string; timezone: TimezoneCode }, now: Date): Promise<string[]> {
  const today = todayIn(facility.timezone, now);
  return transaction(ctx, undefined, async (t, after) => {
    const due = await t
      .select({ employeeId: employeePayDetails.employeeId })
      .from(employeePayDetails)
      .where(
        and(
          eq(employeePayDetails.facilityId, facility.id),
          lte(employeePayDetails.effectiveFrom, today),
          isNull(employeePayDetails.appliedAt),
        ),
      );
    const moved: string[] = [];
    for (const employeeId of [...new Set(due.map((d) => d.employeeId))].sort()) {
      const held = await employeePayOf(t, facility.id, employeeId, true);
      const before = payOf(held);
      if (await syncToday(t, facility.id, employeeId, today, before)) {
        const inForce = inForceOn(await historyOf(t, facility.id, employeeId), today)!;
        await ctx.audit(
          'pay.in_force',
          {
            userId: null,
            target: employeeId,
            detail: JSON.stringify({ effective_from: inForce.effectiveFrom, changes: changes(before, payOf(inForce)) }),
          },
          t,
        );
        after.publish({ type: 'employees.changed', employee_id: employeeId }, facility.id);
        moved.push(employeeId);
      }
      await t
        .update(employeePayDetails)
        .set({ appliedAt: now })
        .where(
          and(
            eq(employeePayDetails.facilityId, facility.id),
            eq(employeePayDetails.employeeId, employeeId),
            lte(employeePayDetails.effectiveFrom, today),
            isNull(employeePayDetails.appliedAt),
          ),
        );
    }
    return moved;
  });
}
