import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { reimbursementCategories } from '../money/values';
import { createReimbursementSchema, reimbursementCents } from '../validation/payments';
import { categoryCode, categoryName, defaultExpenseCategories, MILEAGE_CATEGORY } from './categories';

describe('company categories (decision 078)', () => {
  it('reads a code in capitals and refuses spaces, other signs and more than 20 characters', () => {
    expect(categoryCode.parse(' nurs-lic ')).toBe('NURS-LIC');
    expect(categoryCode.parse('OT_2')).toBe('OT_2');
    for (const bad of ['', 'NURS LIC', 'NURS/LIC', 'X'.repeat(21)]) {
      expect(categoryCode.safeParse(bad).error?.issues[0]?.message).toBe(productMessages.companyCategoryCodeInvalid);
    }
    expect(categoryName.safeParse('  ').error?.issues[0]?.message).toBe(productMessages.companyCategoryNameRequired);
  });

  it("starts each facility's expense list as the four categories reimbursements had, Mileage among them", () => {
    expect(defaultExpenseCategories.map((c) => c.code)).toEqual([...reimbursementCategories]);
    expect(defaultExpenseCategories.find((c) => c.code === MILEAGE_CATEGORY)?.name).toBe('Mileage');
  });

  it("takes a facility's own code on a reimbursement, and keeps the mileage rule on MILEAGE only", () => {
    const base = { employee_id: '0ebce08b-d441-4e3d-94c0-d17219dac790', description: 'Course fee', incurred_on: '2026-01-15' };
    const training = createReimbursementSchema.parse({ ...base, category: 'training', amount: 40 });
    expect(training.category).toBe('TRAINING');
    expect(reimbursementCents(training)).toBe(4000);
    // 10 miles at the IRS rate of 2026, 72.5 cents (IRS Notice 2026-10).
    expect(reimbursementCents(createReimbursementSchema.parse({ ...base, category: 'MILEAGE', miles: 10 }))).toBe(725);
    expect(createReimbursementSchema.safeParse({ ...base, category: 'TRAINING' }).success).toBe(false);
    expect(createReimbursementSchema.safeParse({ ...base, category: 'a b', amount: 4 }).error?.issues[0]?.message).toBe(
      productMessages.reimbursementCategoryRequired,
    );
  });
});
