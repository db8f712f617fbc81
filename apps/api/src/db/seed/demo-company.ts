import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { ensureExpenseCategories } from '../../modules/company';
import type { DbOrTx } from '../client';
import { companyCategories, laborCategoryJobTitles } from '../schema';

/** Labor categories as a nursing home's general ledger costs them, by job title (decision 078). */
const labor = [
  { name: 'Licensed nursing', code: 'NURS-LIC', titles: ['RN', 'LPN', 'NP', 'DON', 'ADON', 'MDS'] },
  { name: 'Nurse aides', code: 'NURS-AIDE', titles: ['CNA', 'CMA', 'QMA', 'STNA', 'GNA', 'RNA'] },
  { name: 'Therapy', code: 'THERAPY', titles: ['PT', 'PTA', 'OT', 'COTA', 'SLP', 'RT'] },
  { name: 'Administration', code: 'ADMIN', titles: ['ADMIN'] },
] as const;

/**
 * The company lists' demo (issue 31, decision 078): each facility's expense list as a facility
 * gets it, plus training fees and an archived uniform allowance; and its labor categories.
 */
export async function seedCompanyLists(tx: DbOrTx, facilityIds: readonly string[]) {
  for (const facilityId of facilityIds) {
    await ensureExpenseCategories(tx, facilityId);
    await tx.insert(companyCategories).values([
      { facilityId, list: 'expense-categories', name: 'Training fees', code: 'TRAINING' },
      { facilityId, list: 'expense-categories', name: 'Uniform allowance', code: 'UNIFORM', active: false },
    ]);
    for (const category of labor) {
      const [row] = await tx
        .insert(companyCategories)
        .values({ facilityId, list: 'labor-categories', name: category.name, code: category.code })
        .returning({ id: companyCategories.id });
      await tx
        .insert(laborCategoryJobTitles)
        .values(category.titles.map((t) => ({ facilityId, jobTitleId: JOB_TITLE_IDS[t], categoryId: row!.id })));
    }
  }
}
