import { z } from 'zod';
import { productMessages } from '../messages';
import { reimbursementCategories } from '../money/values';

/**
 * The two lists a facility keeps (issue 31, decision 078): labor categories cost worked hours by
 * job title on the payroll exports; expense categories say what a reimbursement is for.
 */
export const categoryLists = ['labor-categories', 'expense-categories'] as const;
export type CategoryList = (typeof categoryLists)[number];

export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_CODE_MAX_LENGTH = 20;

/** The code a provider file or a report carries: never changes once created, so history keeps its meaning. */
export const categoryCodeField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9_-]{1,${CATEGORY_CODE_MAX_LENGTH}}$`), message);
export const categoryCode = categoryCodeField(productMessages.companyCategoryCodeInvalid);

export const categoryName = z
  .string({ error: productMessages.companyCategoryNameRequired })
  .trim()
  .min(1, productMessages.companyCategoryNameRequired)
  .max(CATEGORY_NAME_MAX_LENGTH, productMessages.companyCategoryNameRequired);

/**
 * The expense category paid by the mile (miles x rate, the IRS rate by default) rather than as
 * an amount: the seeded MILEAGE category, whatever the facility renames it.
 */
export const MILEAGE_CATEGORY = 'MILEAGE';

/** Each facility's expense list starts as the categories reimbursements had before the list existed, so their rows stay valid. */
export const defaultExpenseCategories = reimbursementCategories.map((code) => ({
  code,
  name: productMessages.reimbursementCategoryLabels[code],
}));
