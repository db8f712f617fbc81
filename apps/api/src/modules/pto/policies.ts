import type { policyBody, PtoPolicy } from '@careroster/shared/api/pto/pto';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { hoursOfMinutes, minutesOfHours, type PtoPolicyTerms } from '@careroster/shared/timekeeping/pto';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { employeePtoPolicies, ptoPolicies } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { employeeOf } from '../employees';

type PolicyRow = typeof ptoPolicies.$inferSelect;

export const termsOf = (row: PolicyRow): PtoPolicyTerms => ({
  accrualPerHour: Number(row.accrualPerHour),
  annualCapMinutes: row.annualCapMinutes,
  carryOverMinutes: row.carryOverMinutes,
});

export const toPolicy = (row: PolicyRow, assigned: number): PtoPolicy => ({
  id: row.id,
  name: row.name,
  accrual_per_hour: Number(row.accrualPerHour),
  annual_cap_hours: hoursOfMinutes(row.annualCapMinutes),
  carry_over_hours: hoursOfMinutes(row.carryOverMinutes),
  is_default: row.isDefault,
  assigned_count: assigned,
});

async function assignedCount(db: DbOrTx, policyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employeePtoPolicies).where(eq(employeePtoPolicies.policyId, policyId));
  return row?.n ?? 0;
}

async function findPolicy(db: DbOrTx, facilityId: string, policyId: string): Promise<PolicyRow> {
  const [row] = await db
    .select()
    .from(ptoPolicies)
    .where(and(eq(ptoPolicies.facilityId, facilityId), eq(ptoPolicies.id, policyId)));
  if (!row) throw new AppError('NOT_FOUND', productMessages.ptoPolicyNotFound);
  return row;
}

export async function listPolicies(ctx: Ctx, tx?: DbOrTx): Promise<{ results: PtoPolicy[] }> {
  const db = tx ?? ctx.deps.db;
  const rows = await db
    .select({ p: ptoPolicies, assigned: count(employeePtoPolicies.employeeId) })
    .from(ptoPolicies)
    .leftJoin(employeePtoPolicies, eq(employeePtoPolicies.policyId, ptoPolicies.id))
    .where(eq(ptoPolicies.facilityId, facilityOf(ctx).id))
    .groupBy(ptoPolicies.id)
    .orderBy(desc(ptoPolicies.isDefault), asc(ptoPolicies.name));
  return { results: rows.map((r) => toPolicy(r.p, r.assigned)) };
}

/** The checks a whole policy passes, whether created or edited. */
async function checkPolicy(
  db: DbOrTx,
  facilityId: string,
  terms: { name: string; annualCap: number; carryOver: number },
  selfId: string | null,
) {
  if (terms.carryOver > terms.annualCap) throw new AppError('VALIDATION_FAILED', productMessages.ptoPolicyCarryOverAboveCap);
  const [clash] = await db
    .select({ id: ptoPolicies.id })
    .from(ptoPolicies)
    .where(and(eq(ptoPolicies.facilityId, facilityId), eq(ptoPolicies.name, terms.name), selfId ? ne(ptoPolicies.id, selfId) : undefined));
  if (clash) throw new AppError('CONFLICT', productMessages.ptoPolicyNameTaken);
}

/** Two managers saving policies at once cannot both make a default or take one name. */
const lockPolicies = (db: DbOrTx, facilityId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`pto-policies:${facilityId}`}))`);

/** One default per facility: the facility's first policy is it, and a new default takes the place of the old. */
export async function createPolicy(ctx: Ctx, input: z.output<typeof policyBody>, tx?: DbOrTx): Promise<PtoPolicy> {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await lockPolicies(t, facilityId);
    const annualCap = minutesOfHours(input.annual_cap_hours);
    const carryOver = minutesOfHours(input.carry_over_hours);
    await checkPolicy(t, facilityId, { name: input.name, annualCap, carryOver }, null);
    const [existing] = await t.select({ n: count() }).from(ptoPolicies).where(eq(ptoPolicies.facilityId, facilityId));
    const isDefault = (existing?.n ?? 0) === 0 || input.is_default === true;
    if (isDefault) await t.update(ptoPolicies).set({ isDefault: false }).where(eq(ptoPolicies.facilityId, facilityId));
    const [row] = await t
      .insert(ptoPolicies)
      .values({
        facilityId,
        name: input.name,
        accrualPerHour: String(input.accrual_per_hour),
        annualCapMinutes: annualCap,
        carryOverMinutes: carryOver,
        isDefault,
      })
      .returning();
    await ctx.audit('pto.policy.create', { target: row!.id }, t);
    return toPolicy(row!, 0);
  });
}

export async function updatePolicy(
  ctx: Ctx,
  input: Partial<z.output<typeof policyBody>> & { policyId: string },
  tx?: DbOrTx,
): Promise<PtoPolicy> {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await lockPolicies(t, facilityId);
    const current = await findPolicy(t, facilityId, input.policyId);
    const name = input.name ?? current.name;
    const annualCap = input.annual_cap_hours === undefined ? current.annualCapMinutes : minutesOfHours(input.annual_cap_hours);
    const carryOver = input.carry_over_hours === undefined ? current.carryOverMinutes : minutesOfHours(input.carry_over_hours);
    await checkPolicy(t, facilityId, { name, annualCap, carryOver }, current.id);
    if (current.isDefault && input.is_default === false) throw new AppError('VALIDATION_FAILED', productMessages.ptoPolicyKeepsDefault);
    const isDefault = current.isDefault || input.is_default === true;
    if (isDefault && !current.isDefault) {
      await t.update(ptoPolicies).set({ isDefault: false }).where(eq(ptoPolicies.facilityId, facilityId));
    }
    const [row] = await t
      .update(ptoPolicies)
      .set({
        name,
        accrualPerHour: input.accrual_per_hour === undefined ? current.accrualPerHour : String(input.accrual_per_hour),
        annualCapMinutes: annualCap,
        carryOverMinutes: carryOver,
        isDefault,
      })
      .where(eq(ptoPolicies.id, current.id))
      .returning();
    await ctx.audit('pto.policy.update', { target: current.id }, t);
    return toPolicy(row!, await assignedCount(t, current.id));
  });
}

/** The policy an employee accrues under: hers by name, else the facility's default, else none. */
export async function effectivePolicy(
  db: DbOrTx,
  facilityId: string,
  employeeId: string,
): Promise<{ row: PolicyRow | null; isDefault: boolean }> {
  const [own] = await db
    .select({ p: ptoPolicies })
    .from(employeePtoPolicies)
    .innerJoin(ptoPolicies, eq(ptoPolicies.id, employeePtoPolicies.policyId))
    .where(and(eq(employeePtoPolicies.employeeId, employeeId), eq(ptoPolicies.facilityId, facilityId)));
  if (own) return { row: own.p, isDefault: false };
  const [fallback] = await db
    .select()
    .from(ptoPolicies)
    .where(and(eq(ptoPolicies.facilityId, facilityId), eq(ptoPolicies.isDefault, true)));
  return { row: fallback ?? null, isDefault: true };
}

export async function setEmployeePolicy(
  ctx: Ctx,
  input: { employeeId: string; policy_id: string | null },
  tx?: DbOrTx,
): Promise<{ policy_id: string | null; message: string }> {
  const facilityId = facilityOf(ctx).id;
  return (tx ?? ctx.deps.db).transaction(async (t) => {
    await employeeOf(t, facilityId, input.employeeId);
    if (input.policy_id === null) {
      await t.delete(employeePtoPolicies).where(eq(employeePtoPolicies.employeeId, input.employeeId));
    } else {
      await findPolicy(t, facilityId, input.policy_id);
      await t
        .insert(employeePtoPolicies)
        .values({ employeeId: input.employeeId, facilityId, policyId: input.policy_id })
        .onConflictDoUpdate({ target: employeePtoPolicies.employeeId, set: { policyId: input.policy_id, facilityId } });
    }
    await ctx.audit('pto.policy.assign', { target: input.employeeId, detail: input.policy_id ?? 'default' }, t);
    return { policy_id: input.policy_id, message: productMessages.ptoPolicyAssigned };
  });
}

export type { PolicyRow };
