import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@careroster/shared/api/company/categories';
import { defaultExpenseCategories, type CategoryList } from '@careroster/shared/company/categories';
import { AppError } from '@careroster/shared/errors';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCategories, laborCategoryJobTitles } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';

/**
 * The facility's labor and expense categories (issue 31, decision 078). Names and codes are unique
 * per list (a name whatever its case), checked under a per-list lock so two saves cannot both
 * pass. A category something names is archived instead of deleted.
 */

type Row = typeof companyCategories.$inferSelect;

const lockList = (t: DbOrTx, facilityId: string, list: CategoryList) =>
  t.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${list}:${facilityId}`}))`);

/**
 * Each facility's expense list starts as the four categories reimbursements had before it
 * existed (so their rows keep a category), on the list's first use; a facility that emptied its
 * list gets them back, since a reimbursement needs one.
 */
export async function ensureExpenseCategories(db: DbOrTx, facilityId: string): Promise<void> {
  const [any] = await db
    .select({ id: companyCategories.id })
    .from(companyCategories)
    .where(and(eq(companyCategories.facilityId, facilityId), eq(companyCategories.list, 'expense-categories')))
    .limit(1);
  if (any) return;
  await db
    .insert(companyCategories)
    .values(defaultExpenseCategories.map((c) => ({ facilityId, list: 'expense-categories' as const, ...c })))
    .onConflictDoNothing();
}

async function titlesOf(db: DbOrTx, categoryIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = categoryIds.length
    ? await db
        .select()
        .from(laborCategoryJobTitles)
        .where(inArray(laborCategoryJobTitles.categoryId, [...categoryIds]))
    : [];
  const byCategory = new Map<string, string[]>();
  for (const r of rows) byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r.jobTitleId]);
  return byCategory;
}

const toCategory = (r: Row, titles: Map<string, string[]>): Category => ({
  id: r.id,
  name: r.name,
  code: r.code,
  active: r.active,
  job_title_ids: (titles.get(r.id) ?? []).sort(),
});

/** The list, active ones first, then by name. */
export async function listCategories(ctx: Ctx, input: { list: CategoryList }, tx?: DbOrTx): Promise<{ results: Category[] }> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  if (input.list === 'expense-categories') await ensureExpenseCategories(db, facilityId);
  const rows = await db
    .select()
    .from(companyCategories)
    .where(and(eq(companyCategories.facilityId, facilityId), eq(companyCategories.list, input.list)))
    .orderBy(sql`${companyCategories.active} desc`, asc(companyCategories.name));
  const titles = await titlesOf(
    db,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => toCategory(r, titles)) };
}

async function lockedCategory(t: DbOrTx, facilityId: string, list: CategoryList, id: string): Promise<Row> {
  const [row] = await t
    .select()
    .from(companyCategories)
    .where(and(eq(companyCategories.id, id), eq(companyCategories.facilityId, facilityId), eq(companyCategories.list, list)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function checkFree(t: DbOrTx, facilityId: string, list: CategoryList, field: { name?: string; code?: string }, except?: string) {
  const mine = and(
    eq(companyCategories.facilityId, facilityId),
    eq(companyCategories.list, list),
    except ? ne(companyCategories.id, except) : undefined,
  );
  const clash = async (on: ReturnType<typeof eq>) =>
    (await t.select({ id: companyCategories.id }).from(companyCategories).where(and(mine, on)).limit(1)).length > 0;
  if (field.name !== undefined && (await clash(eq(sql`lower(${companyCategories.name})`, field.name.toLowerCase())))) {
    throw new AppError('CONFLICT', productMessages.companyCategoryNameTaken);
  }
  if (field.code !== undefined && (await clash(eq(companyCategories.code, field.code)))) {
    throw new AppError('CONFLICT', productMessages.companyCategoryCodeTaken);
  }
}

/** Job titles go only with labor categories, and only those of the product's list. */
function checkTitles(list: CategoryList, ids: readonly string[] | undefined) {
  if (!ids || ids.length === 0) return;
  if (list !== 'labor-categories' || ids.some((id) => !jobTitles.some((j) => j.id === id))) {
    throw new AppError('VALIDATION_FAILED', productMessages.companyCategoryJobTitleUnknown);
  }
}

/** The titles now costed to the category: each taken from the category it had. */
async function setTitles(t: DbOrTx, facilityId: string, categoryId: string, ids: readonly string[]) {
  await t.delete(laborCategoryJobTitles).where(eq(laborCategoryJobTitles.categoryId, categoryId));
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  await t
    .insert(laborCategoryJobTitles)
    .values(unique.map((jobTitleId) => ({ facilityId, jobTitleId, categoryId })))
    .onConflictDoUpdate({ target: [laborCategoryJobTitles.facilityId, laborCategoryJobTitles.jobTitleId], set: { categoryId } });
}

async function answerOf(t: DbOrTx, row: Row): Promise<Category> {
  return toCategory(row, await titlesOf(t, [row.id]));
}

export async function createCategory(ctx: Ctx, input: { list: CategoryList } & CreateCategoryBody, tx?: DbOrTx): Promise<Category> {
  const facilityId = facilityOf(ctx).id;
  checkTitles(input.list, input.job_title_ids);
  return transaction(ctx, tx, async (t) => {
    await lockList(t, facilityId, input.list);
    if (input.list === 'expense-categories') await ensureExpenseCategories(t, facilityId);
    await checkFree(t, facilityId, input.list, input);
    const [row] = await t
      .insert(companyCategories)
      .values({ facilityId, list: input.list, name: input.name, code: input.code })
      .returning();
    if (input.job_title_ids) await setTitles(t, facilityId, row!.id, input.job_title_ids);
    const answer = await answerOf(t, row!);
    await ctx.audit('company.category_create', { target: row!.id, detail: JSON.stringify({ list: input.list, ...answer }) }, t);
    return answer;
  });
}

/** Renames, archives (`active: false`) or restores, and sets the job titles of a labor category. */
export async function updateCategory(
  ctx: Ctx,
  input: { list: CategoryList; categoryId: string } & UpdateCategoryBody,
  tx?: DbOrTx,
): Promise<Category> {
  const facilityId = facilityOf(ctx).id;
  checkTitles(input.list, input.job_title_ids);
  return transaction(ctx, tx, async (t) => {
    await lockList(t, facilityId, input.list);
    const before = await lockedCategory(t, facilityId, input.list, input.categoryId);
    if (input.name !== undefined) await checkFree(t, facilityId, input.list, { name: input.name }, before.id);
    const earlier = await answerOf(t, before);
    const [row] = await t
      .update(companyCategories)
      .set({ name: input.name ?? before.name, active: input.active ?? before.active })
      .where(eq(companyCategories.id, before.id))
      .returning();
    if (input.job_title_ids) await setTitles(t, facilityId, before.id, input.job_title_ids);
    const answer = await answerOf(t, row!);
    await ctx.audit('company.category_update', { target: before.id, detail: JSON.stringify({ before: earlier, after: answer }) }, t);
    return answer;
  });
}

/** What still names the category: reimbursements (expenses, asked of payments) or job titles (labor). */
async function uses(ctx: Ctx, t: DbOrTx, row: Row): Promise<number> {
  if (row.list === 'expense-categories') return ctx.deps.ports.expenseUse.reimbursementCount(t, row.facilityId, row.code);
  const [mapped] = await t.select({ n: count() }).from(laborCategoryJobTitles).where(eq(laborCategoryJobTitles.categoryId, row.id));
  return mapped?.n ?? 0;
}

/** Deletes an unused category; one in use is archived, so the records that name it keep their meaning. */
export async function deleteCategory(ctx: Ctx, input: { list: CategoryList; categoryId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    await lockList(t, facilityId, input.list);
    const row = await lockedCategory(t, facilityId, input.list, input.categoryId);
    const inUse = (await uses(ctx, t, row)) > 0;
    if (inUse) {
      await t.update(companyCategories).set({ active: false }).where(eq(companyCategories.id, row.id));
    } else {
      await t.delete(companyCategories).where(eq(companyCategories.id, row.id));
    }
    await ctx.audit(
      inUse ? 'company.category_archive' : 'company.category_delete',
      { target: row.id, detail: `${row.list}: ${row.code}` },
      t,
    );
    return { archived: inUse, message: inUse ? productMessages.companyCategoryArchived : productMessages.companyCategoryDeleted };
  });
}
