import type { z } from 'zod';
import type { listReimbursementsQuery } from '@careroster/shared/api/payments/reimbursements';
import type { Reimbursement } from '@careroster/shared/api/payments/reimbursement';
import { MILEAGE_CATEGORY } from '@careroster/shared/company/categories';
import { AppError } from '@careroster/shared/errors';
import { fromCents, fromMillsOrNull } from '@careroster/shared/format/money';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import {
  mileRateMills,
  reimbursementCents,
  reimbursementDateError,
  type CreateReimbursement,
} from '@careroster/shared/validation/payments';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reimbursements } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { activeExpenseCategory, expenseCategoryDirectory } from '../company';
import { employeeDirectory, peopleDirectory } from '../employees';
import { payFromVault } from '../ledger';
import { transaction } from '../../platform/effects';

type Row = typeof reimbursements.$inferSelect;

const view = (row: Row, nurseName: string, categoryName: string | null): Reimbursement => ({
  id: row.id,
  employee_id: row.employeeId,
  nurse_name: nurseName,
  category: row.category,
  category_name: categoryName ?? row.category,
  description: row.description,
  incurred_on: row.incurredOn,
  miles: row.miles,
  mile_rate: fromMillsOrNull(row.mileRateMills),
  amount: fromCents(row.amountCents),
  status: row.status,
  transaction_id: row.transactionId,
  created_at: row.createdAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
});

/** The facility's reimbursements under `where`, with the nurse's name and the category's (decision 078). */
function selectViews(db: DbOrTx, facilityId: string, where?: SQL) {
  const people = peopleDirectory(db);
  const categories = expenseCategoryDirectory(db);
  return db
    .select({ row: reimbursements, name: sql<string>`${people.firstName} || ' ' || ${people.lastName}`, category: categories.name })
    .from(reimbursements)
    .innerJoin(people, eq(people.id, reimbursements.employeeId))
    .leftJoin(categories, and(eq(categories.facilityId, reimbursements.facilityId), eq(categories.code, reimbursements.category)))
    .where(and(eq(reimbursements.facilityId, facilityId), where));
}

async function viewOf(db: DbOrTx, facilityId: string, id: string): Promise<Reimbursement> {
  const [found] = await selectViews(db, facilityId, eq(reimbursements.id, id));
  if (!found) throw new AppError('NOT_FOUND');
  return view(found.row, found.name, found.category);
}

/** A PENDING expense of one of the facility's employees; its date is checked against the facility's today. */
export async function createReimbursement(ctx: Ctx, input: CreateReimbursement, tx?: DbOrTx): Promise<Reimbursement> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const dateError = reimbursementDateError(input.incurred_on, zonedDate(ctx.deps.clock.now(), facility.timezone));
  if (dateError) throw new AppError('VALIDATION_FAILED', dateError);
  const people = employeeDirectory(db);
  const [employee] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, input.employee_id), eq(people.facilityId, facility.id)));
  if (!employee) throw new AppError('NOT_FOUND', productMessages.reimbursementEmployeeNotFound);
  await activeExpenseCategory(db, facility.id, input.category);
  const mileage = input.category === MILEAGE_CATEGORY;
  const id = await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'money.changed' });
    const [row] = await t
      .insert(reimbursements)
      .values({
        facilityId: facility.id,
        employeeId: employee.id,
        category: input.category,
        description: input.description,
        incurredOn: input.incurred_on,
        miles: mileage ? (input.miles ?? null) : null,
        mileRateMills: mileage ? mileRateMills(input) : null,
        amountCents: reimbursementCents(input),
        createdBy: ctx.user?.id ?? null,
      })
      .returning({ id: reimbursements.id });
    await ctx.audit('money.reimbursement_created', { target: row!.id, detail: input.category }, t);
    return row!.id;
  });
  return viewOf(db, facility.id, id);
}

/** One of the facility's; another facility's is a 404. */
export function getReimbursement(ctx: Ctx, id: string, tx?: DbOrTx): Promise<Reimbursement> {
  return viewOf(tx ?? ctx.deps.db, facilityOf(ctx).id, id);
}

/** Pending first (what is left to do), then newest first. */
export async function listReimbursements(ctx: Ctx, query: z.output<typeof listReimbursementsQuery>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const where = query.status ? eq(reimbursements.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectViews(db, facilityId, where)
      .orderBy(sql`${reimbursements.status} = 'PENDING' desc`, desc(reimbursements.createdAt), desc(reimbursements.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(reimbursements)
      .where(and(eq(reimbursements.facilityId, facilityId), where)),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => view(r.row, r.name, r.category)) };
}

/** How many of the facility's reimbursements carry an expense category's code: the company area archives such a category (decision 078). */
export async function reimbursementCount(db: DbOrTx, facilityId: string, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reimbursements)
    .where(and(eq(reimbursements.facilityId, facilityId), eq(reimbursements.category, code)));
  return row?.n ?? 0;
}

/** Locks a PENDING reimbursement of the facility for the rest of the transaction; anything else is a 404 or 409. */
async function lockPending(t: DbOrTx, facilityId: string, id: string): Promise<Row> {
  const [row] = await t
    .select()
    .from(reimbursements)
    .where(and(eq(reimbursements.id, id), eq(reimbursements.facilityId, facilityId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'PENDING')
    throw new AppError('CONFLICT', productMessages.reimbursementNotPending(productMessages.reimbursementStatusLabels[row.status]));
  return row;
}

/**
 * Pays a PENDING reimbursement from the vault: the payment and the status change commit together
 * or not at all. The row lock makes a second pay wait and then find it PAID (409); payFromVault's
 * vault lock makes many pays at once never overdraw the vault (409 for those it cannot cover).
 */
export async function payReimbursement(ctx: Ctx, id: string, tx?: DbOrTx): Promise<Reimbursement> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const userId = ctx.user?.id ?? null;
  await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'money.changed' });
    const row = await lockPending(t, facilityId, id);
    const { category_name: categoryName } = await viewOf(t, facilityId, id);
    const transactionId = await payFromVault(t, facilityId, {
      cents: row.amountCents,
      to: 'REIMBURSEMENTS',
      kind: 'REIMBURSEMENT',
      memo: productMessages.reimbursementMemo(categoryName),
      reimbursementId: row.id,
      employeeId: row.employeeId,
      createdBy: userId,
    });
    await t
      .update(reimbursements)
      .set({ status: 'PAID', transactionId, paidAt: ctx.deps.clock.now(), paidBy: userId })
      .where(eq(reimbursements.id, row.id));
    await ctx.audit('money.reimbursement_paid', { target: row.id, detail: `transaction ${transactionId}` }, t);
  });
  return viewOf(db, facilityId, id);
}

export async function cancelReimbursement(ctx: Ctx, id: string, tx?: DbOrTx): Promise<Reimbursement> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  await transaction(ctx, tx, async (t, after) => {
    after.publish({ type: 'money.changed' });
    const row = await lockPending(t, facilityId, id);
    await t.update(reimbursements).set({ status: 'CANCELLED' }).where(eq(reimbursements.id, row.id));
    await ctx.audit('money.reimbursement_cancelled', { target: row.id }, t);
  });
  return viewOf(db, facilityId, id);
}
