import { z } from 'zod';
import { categoryCode, categoryLists, categoryName } from '../../company/categories';
import { defineContract } from '../contract';

/**
 * The facility's labor and expense categories (issue 31, decision 078), one set of routes per
 * list: `/facilities/company/labor-categories` and `/facilities/company/expense-categories`.
 * Any member reads (the reimbursement form offers the active ones); writes need facility:update.
 */
export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  /** Labor categories: the job titles whose hours are costed to it (a title belongs to at most one). Empty for expenses. */
  job_title_ids: z.array(z.uuid()),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListParams = z.object({ list: z.enum(categoryLists) });
export const categoryParams = categoryListParams.extend({ categoryId: z.uuid() });

export const createCategoryBody = z.object({
  name: categoryName,
  code: categoryCode,
  job_title_ids: z.array(z.uuid()).optional(),
});
export type CreateCategoryBody = z.input<typeof createCategoryBody>;
/** The code is fixed once created; archiving is `active: false`, and `true` brings it back. */
export const updateCategoryBody = z.object({
  name: categoryName.optional(),
  active: z.boolean().optional(),
  job_title_ids: z.array(z.uuid()).optional(),
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;

const path = '/facilities/company/:list' as const;

export const listCategoriesContract = defineContract({
  method: 'GET',
  path,
  params: categoryListParams,
  answer: z.object({ results: z.array(categorySchema) }),
});
export const createCategoryContract = defineContract({
  method: 'POST',
  path,
  params: categoryListParams,
  body: createCategoryBody,
  answer: categorySchema,
});
export const updateCategoryContract = defineContract({
  method: 'PATCH',
  path: `${path}/:categoryId`,
  params: categoryParams,
  body: updateCategoryBody,
  answer: categorySchema,
});
/** Deletes an unused category; one in use (a reimbursement or a job title names it) is archived instead, and `archived` says so. */
export const deleteCategoryContract = defineContract({
  method: 'DELETE',
  path: `${path}/:categoryId`,
  params: categoryParams,
  answer: z.object({ archived: z.boolean(), message: z.string() }),
});
