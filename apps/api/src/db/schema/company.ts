import { boolean, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categoryLists } from '@careroster/shared/company/categories';
import { createdAtColumn, idColumn } from './columns';
import { facilityIdColumn } from './facility-columns';
import { jobTitles } from './workforce';

// issue 31, company lists (decision 078): owned by the company area.

export const categoryListEnum = pgEnum('category_list', categoryLists);

/**
 * A facility's labor and expense categories, one table for both lists (they differ only in what
 * names them). The code is what exports and reimbursements carry; an inactive row is archived:
 * kept for the records that name it, offered for nothing new.
 */
export const companyCategories = pgTable(
  'company_categories',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    list: categoryListEnum('list').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('company_categories_code_key').on(t.facilityId, t.list, t.code),
    uniqueIndex('company_categories_name_key').on(t.facilityId, t.list, sql`lower(${t.name})`),
  ],
);

/** The labor category a job title's hours are costed to at a facility: one at most per title. */
export const laborCategoryJobTitles = pgTable(
  'labor_category_job_titles',
  {
    facilityId: facilityIdColumn(),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => companyCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.jobTitleId] }), index('labor_category_job_titles_category_idx').on(t.categoryId)],
);
