import type { PriorEmploymentRecord } from '@careroster/shared/api/records/prior-employment';
import { AppError } from '@careroster/shared/errors';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { monthOf, PRIOR_EMPLOYMENT_MAX_ENTRIES } from '@careroster/shared/records/work-history';
import { priorEmploymentMonthError, type PriorEmployment } from '@careroster/shared/validation/prior-employment';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priorEmployments } from '../../db/schema';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { employeeOf } from '../employees';

type Row = typeof priorEmployments.$inferSelect;
type Ref = { employeeId: string; priorEmploymentId: string };

const toRecord = (r: Row): PriorEmploymentRecord => ({
  id: r.id,
  employee_id: r.employeeId,
  employer: r.employer,
  job_title: r.jobTitle,
  from_month: monthOf(r.fromMonth),
  to_month: r.toMonth === null ? null : monthOf(r.toMonth),
  city: r.city,
  state: r.state,
  reason_for_leaving: r.reasonForLeaving,
  reference_name: r.referenceName,
  reference_phone: r.referencePhone,
  updated_at: r.updatedAt.toISOString(),
});

/** The columns of an entry as typed; months as their first day. */
const columnsOf = (input: PriorEmployment) => ({
  employer: input.employer,
  jobTitle: input.job_title,
  fromMonth: `${input.from_month}-01`,
  toMonth: input.to_month === null ? null : `${input.to_month}-01`,
  city: input.city,
  state: input.state,
  reasonForLeaving: input.reason_for_leaving,
  referenceName: input.reference_name,
  referencePhone: input.reference_phone,
});

/** Neither month after the facility's current one (the form checks the same with the browser's). */
function checkMonths(ctx: Ctx, input: PriorEmployment) {
  const facility = facilityOf(ctx);
  const problem = priorEmploymentMonthError(input, monthOf(zonedDate(ctx.deps.clock.now(), facility.timezone)));
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message);
}

const auditFields = [
  'employer',
  'job_title',
  'from_month',
  'to_month',
  'city',
  'state',
  'reason_for_leaving',
  'reference_name',
  'reference_phone',
] as const;

/**
 * The audit detail of an edit: each changed field with its value before and after (JSON). None of
 * these fields is sealed; they are the facility's own HR record, read only by `audit:read`.
 */
function changesOf(before: PriorEmploymentRecord, after: PriorEmploymentRecord): string | null {
  const changed = Object.fromEntries(
    auditFields.filter((f) => before[f] !== after[f]).map((f) => [f, { before: before[f], after: after[f] }]),
  );
  return Object.keys(changed).length === 0 ? null : JSON.stringify(changed);
}

const heldOf = (record: PriorEmploymentRecord) => Object.fromEntries(auditFields.map((f) => [f, record[f]]));

const sameEntry = (facilityId: string, { employeeId, priorEmploymentId }: Ref) =>
  and(eq(priorEmployments.facilityId, facilityId), eq(priorEmployments.employeeId, employeeId), eq(priorEmployments.id, priorEmploymentId));

/** GET prior-employment: her entries, the latest employment first. */
export async function listPriorEmployment(ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await employeeOf(db, facilityId, input.employeeId);
  const rows = await db
    .select()
    .from(priorEmployments)
    .where(and(eq(priorEmployments.facilityId, facilityId), eq(priorEmployments.employeeId, input.employeeId)))
    .orderBy(desc(priorEmployments.fromMonth), desc(priorEmployments.createdAt), desc(priorEmployments.id));
  return { results: rows.map(toRecord) };
}

/** POST prior-employment: adds an entry; the audit row holds what was entered. */
export async function createPriorEmployment(ctx: Ctx, input: { employeeId: string } & PriorEmployment, tx?: DbOrTx) {
  checkMonths(ctx, input);
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    await employeeOf(t, facilityId, input.employeeId);
    const [held] = await t
      .select({ n: count() })
      .from(priorEmployments)
      .where(and(eq(priorEmployments.facilityId, facilityId), eq(priorEmployments.employeeId, input.employeeId)));
    if ((held?.n ?? 0) >= PRIOR_EMPLOYMENT_MAX_ENTRIES) {
      throw new AppError('VALIDATION_FAILED', productMessages.priorEmploymentTooMany(PRIOR_EMPLOYMENT_MAX_ENTRIES));
    }
    const [row] = await t
      .insert(priorEmployments)
      .values({ facilityId, employeeId: input.employeeId, ...columnsOf(input), createdBy: userOf(ctx).id, updatedAt: ctx.deps.clock.now() })
      .returning();
    const record = toRecord(row!);
    await ctx.audit(
      'prior_employment.create',
      { target: record.id, detail: JSON.stringify({ employee_id: record.employee_id, after: heldOf(record) }) },
      t,
    );
    return record;
  });
}

/** PATCH prior-employment/:id: replaces the entry's fields; the audit row holds each changed field's before and after. */
export async function updatePriorEmployment(ctx: Ctx, input: Ref & PriorEmployment, tx?: DbOrTx) {
  checkMonths(ctx, input);
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    const [current] = await t.select().from(priorEmployments).where(sameEntry(facilityId, input)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const [row] = await t
      .update(priorEmployments)
      .set({ ...columnsOf(input), updatedAt: ctx.deps.clock.now() })
      .where(sameEntry(facilityId, input))
      .returning();
    const before = toRecord(current);
    const after = toRecord(row!);
    const detail = changesOf(before, after);
    if (detail) await ctx.audit('prior_employment.update', { target: after.id, detail }, t);
    return after;
  });
}

/** DELETE prior-employment/:id: removes the entry; the audit row keeps what it held. */
export async function deletePriorEmployment(ctx: Ctx, input: Ref, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, tx, async (t) => {
    const [deleted] = await t.delete(priorEmployments).where(sameEntry(facilityId, input)).returning();
    if (!deleted) throw new AppError('NOT_FOUND');
    const record = toRecord(deleted);
    await ctx.audit(
      'prior_employment.delete',
      { target: record.id, detail: JSON.stringify({ employee_id: record.employee_id, before: heldOf(record) }) },
      t,
    );
  });
  return { message: productMessages.priorEmploymentRemoved };
}
