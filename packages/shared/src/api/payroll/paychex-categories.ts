import { z } from 'zod';
import { productMessages } from '../../messages';
import { PAYCHEX_CATEGORY_MAX_LENGTH, payrollEarningKinds, type PayrollEarningKind } from '../../payroll/earnings';
import { defineContract } from '../contract';

const category = z
  .string({ error: productMessages.paychexCategoryInvalid })
  .trim()
  .min(1, productMessages.paychexCategoryInvalid)
  .max(PAYCHEX_CATEGORY_MAX_LENGTH, productMessages.paychexCategoryInvalid);

const byKind = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(payrollEarningKinds.map((kind) => [kind, value])) as Record<PayrollEarningKind, T>);

export const paychexCategoriesSchema = byKind(category);
export type PaychexCategories = z.infer<typeof paychexCategoriesSchema>;

export const paychexCategoriesAnswer = z.object({
  categories: byKind(z.string()),
  defaults: byKind(z.string()),
});
export type PaychexCategoriesAnswer = z.infer<typeof paychexCategoriesAnswer>;

/** GET facilities/payroll/paychex-categories (money:read): the facility's category per kind of pay, the defaults where unset. */
export const getPaychexCategoriesContract = defineContract({
  method: 'GET',
  path: '/facilities/payroll/paychex-categories',
  answer: paychexCategoriesAnswer,
});

/** PUT facilities/payroll/paychex-categories (money:move): every kind's category, as the form sends them. */
export const updatePaychexCategoriesContract = defineContract({
  method: 'PUT',
  path: '/facilities/payroll/paychex-categories',
  body: z.object({ categories: paychexCategoriesSchema }),
  answer: paychexCategoriesAnswer,
});
