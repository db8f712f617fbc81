import { randomUUID } from 'node:crypto';
import type { DependentRecord } from '@careroster/shared/api/records/dependents';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { redactSsn } from '@careroster/shared/format/ssn';
import type { DependentRelation } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { notAfterToday, type DependentInput } from '@careroster/shared/validation/records-tax';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeDependents } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { transaction } from '../../platform/effects';
import { employeeOf } from '../employees';

/** An employee's dependents (issue 27, decision 065): the SSN sealed, answered only masked. */

type DependentRow = typeof employeeDependents.$inferSelect;

const toRecord = (r: DependentRow): DependentRecord => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  relation: r.relation,
  date_of_birth: r.dateOfBirth,
  ssn: r.ssnLast4 ? redactSsn(r.ssnLast4) : null,
});

const ofEmployee = (facilityId: string, employeeId: string) =>
  and(eq(employeeDependents.facilityId, facilityId), eq(employeeDependents.employeeId, employeeId));

export async function listDependents(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await employeeOf(db, facilityId, input.employeeId);
  const rows = await db
    .select()
    .from(employeeDependents)
    .where(ofEmployee(facilityId, input.employeeId))
    .orderBy(asc(employeeDependents.dateOfBirth), asc(employeeDependents.id));
  return { count: rows.length, results: rows.map(toRecord) };
}

function checkBirthDate(ctx: Ctx, dateOfBirth: string) {
  const facility = facilityOf(ctx);
  if (!notAfterToday(dateOfBirth, todayIn(facility.timezone, ctx.deps.clock.now()))) {
    throw new AppError('VALIDATION_FAILED', productMessages.dependentBirthDateFuture);
  }
}

const sealedSsn = (ctx: Ctx, id: string, ssn: string | null) =>
  ssn === null
    ? { ssnSealed: null, ssnLast4: null }
    : { ssnSealed: ctx.deps.secrets.seal(ssn, sealContext.dependentSsn(id)), ssnLast4: ssn.slice(-4) };

/** What the audit trail shows of a dependent: its fields, the SSN only as its mask. */
const shown = (r: DependentRow | null) => ({
  first_name: r?.firstName ?? null,
  last_name: r?.lastName ?? null,
  relation: r?.relation ?? null,
  date_of_birth: r?.dateOfBirth ?? null,
  ssn: r?.ssnLast4 ? redactSsn(r.ssnLast4) : null,
});

/** The audit detail of a change: each changed field's before and after (a new SSN counts, even with the same last four). */
function changes(before: DependentRow | null, after: DependentRow | null): string {
  const was = shown(before);
  const now = shown(after);
  const changed = (Object.keys(now) as (keyof typeof now)[])
    .filter((k) => was[k] !== now[k] || (k === 'ssn' && before?.ssnSealed !== after?.ssnSealed))
    .map((k) => [k, { before: was[k], after: now[k] }]);
  return JSON.stringify(Object.fromEntries(changed));
}

export async function createDependent(ctx: Ctx, input: { employeeId: string } & DependentInput, tx?: DbOrTx): Promise<DependentRecord> {
  checkBirthDate(ctx, input.date_of_birth);
  const facilityId = facilityOf(ctx).id;
  const id = randomUUID();
  return transaction(ctx, tx, async (t) => {
    await employeeOf(t, facilityId, input.employeeId);
    const [row] = await t
      .insert(employeeDependents)
      .values({
        id,
        facilityId,
        employeeId: input.employeeId,
        firstName: input.first_name,
        lastName: input.last_name,
        relation: input.relation,
        dateOfBirth: input.date_of_birth,
        ...sealedSsn(ctx, id, input.ssn ?? null),
        updatedAt: ctx.deps.clock.now(),
      })
      .returning();
    await ctx.audit('records.dependent_added', { target: input.employeeId, detail: changes(null, row!) }, t);
    return toRecord(row!);
  });
}

type DependentRef = { employeeId: string; dependentId: string };

async function lockedDependent(t: DbOrTx, facilityId: string, ref: DependentRef) {
  const [row] = await t
    .select()
    .from(employeeDependents)
    .where(and(ofEmployee(facilityId, ref.employeeId), eq(employeeDependents.id, ref.dependentId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An absent `ssn` keeps the stored one; null removes it. */
export async function updateDependent(ctx: Ctx, input: DependentRef & DependentInput, tx?: DbOrTx): Promise<DependentRecord> {
  checkBirthDate(ctx, input.date_of_birth);
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    const before = await lockedDependent(t, facilityId, input);
    const [row] = await t
      .update(employeeDependents)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        relation: input.relation,
        dateOfBirth: input.date_of_birth,
        ...(input.ssn === undefined ? {} : sealedSsn(ctx, before.id, input.ssn)),
        updatedAt: ctx.deps.clock.now(),
      })
      .where(eq(employeeDependents.id, before.id))
      .returning();
    await ctx.audit('records.dependent_changed', { target: input.employeeId, detail: changes(before, row!) }, t);
    return toRecord(row!);
  });
}

export async function deleteDependent(ctx: Ctx, input: DependentRef, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, tx, async (t) => {
    const before = await lockedDependent(t, facilityId, input);
    await t.delete(employeeDependents).where(eq(employeeDependents.id, before.id));
    await ctx.audit('records.dependent_removed', { target: input.employeeId, detail: changes(before, null) }, t);
  });
  return { message: productMessages.dependentRemoved };
}

/** What benefits enrolment (a later issue) reads of an employee's dependents; the SSN stays sealed. */
export type Dependent = {
  id: string;
  firstName: string;
  lastName: string;
  relation: DependentRelation;
  dateOfBirth: string;
  hasSsn: boolean;
};

export async function dependentsOf(db: DbOrTx, facilityId: string, employeeId: string): Promise<Dependent[]> {
  const rows = await db
    .select()
    .from(employeeDependents)
    .where(ofEmployee(facilityId, employeeId))
    .orderBy(asc(employeeDependents.dateOfBirth), asc(employeeDependents.id));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    relation: r.relation,
    dateOfBirth: r.dateOfBirth,
    hasSsn: r.ssnSealed !== null,
  }));
}
