import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCategories, laborCategoryJobTitles } from '../../db/schema';
import { ensureExpenseCategories } from './categories';

/** The facility's active expense category of this code, for a new reimbursement; another code is refused (422). */
export async function activeExpenseCategory(db: DbOrTx, facilityId: string, code: string): Promise<{ code: string; name: string }> {
  await ensureExpenseCategories(db, facilityId);
  const [row] = await db
    .select({ code: companyCategories.code, name: companyCategories.name })
    .from(companyCategories)
    .where(
      and(
        eq(companyCategories.facilityId, facilityId),
        eq(companyCategories.list, 'expense-categories'),
        eq(companyCategories.code, code),
        eq(companyCategories.active, true),
      ),
    );
  if (!row) throw new AppError('VALIDATION_FAILED', productMessages.companyCategoryInactive);
  return row;
}

/**
 * The expense categories as a subquery payments joins by facility and code for the names it
 * shows (an archived category keeps its name on the reimbursements that carry it).
 */
export const expenseCategoryDirectory = (db: DbOrTx) =>
  db
    .select({ facilityId: companyCategories.facilityId, code: companyCategories.code, name: companyCategories.name })
    .from(companyCategories)
    .where(eq(companyCategories.list, 'expense-categories'))
    .as('expense_categories');

/**
 * The code of the labor category each job title is costed to at the facility, for the payroll
 * exports; an archived category still costs the titles it has until they are moved.
 */
export async function laborCodesByJobTitle(db: DbOrTx, facilityId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ jobTitleId: laborCategoryJobTitles.jobTitleId, code: companyCategories.code })
    .from(laborCategoryJobTitles)
    .innerJoin(companyCategories, eq(companyCategories.id, laborCategoryJobTitles.categoryId))
    .where(eq(laborCategoryJobTitles.facilityId, facilityId));
  return new Map(rows.map((r) => [r.jobTitleId, r.code]));
}
