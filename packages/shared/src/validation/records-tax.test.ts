import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { empIdOfW2Filename, isW2TaxYear, w4FormSchema } from './records-tax';

const form = {
  filing_status: 'SINGLE_OR_MARRIED',
  multiple_jobs: false,
  dependents_amount: 0,
  other_income: 0,
  deductions: 0,
  extra_withholding: 0,
  exempt: true,
  signed_date: '2026-02-01',
};

describe('W-4 rules (IRS Form W-4, 2020 and later)', () => {
  it('takes an exempt claim with Steps 2-4 left empty, as the instructions ask', () => {
    expect(w4FormSchema.safeParse(form).success).toBe(true);
  });

  it.each([['multiple_jobs', true] as const, ['dependents_amount', 2000] as const, ['extra_withholding', 10] as const])(
    'refuses an exempt claim with %s filled in',
    (field, value) => {
      const result = w4FormSchema.safeParse({ ...form, [field]: value });
      expect(result.error?.issues.map((i) => i.message)).toEqual([productMessages.w4ExemptWithAmounts]);
    },
  );
});

describe('W-2 names and years', () => {
  it.each([
    ['1042.pdf', 1042],
    ['1042-w2-2025.pdf', 1042],
    ['1042_smith.PDF', 1042],
    ['2147483647.pdf', 2147483647],
    ['2147483648.pdf', null],
    ['smith-1042.pdf', null],
    ['1042.png', null],
  ])('reads %s as the employee ID %s', (name, id) => {
    expect(empIdOfW2Filename(name)).toBe(id);
  });

  it('takes a tax year from 2000 to the current year', () => {
    expect([1999, 2000, 2026, 2027].map((y) => isW2TaxYear(y, '2026-11-18'))).toEqual([false, true, true, false]);
  });
});
