import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import { irsMileageRateMills } from '../money/payments';
import { createReimbursementSchema, reimbursementCents } from './payments';

const mileage = (over: object) => ({
  employee_id: '6a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  category: 'MILEAGE',
  description: 'Drive to the sister facility',
  incurred_on: '2026-02-10',
  miles: 100,
  ...over,
});

describe('mileage (docs/decisions/051-regular-rate.md)', () => {
  it("defaults to the IRS business rate of the expense's year: 72.5 cents for 2026 (Notice 2026-10), 70 for 2025 (Notice 2025-5)", () => {
    expect(irsMileageRateMills('2026-01-01')).toBe(725);
    expect(irsMileageRateMills('2025-12-31')).toBe(700);
    expect(irsMileageRateMills('2024-06-30')).toBe(670);
    expect(irsMileageRateMills('2023-03-01')).toBe(655);
    // A year the IRS has not published yet keeps the latest rate until the table is updated.
    expect(irsMileageRateMills('2027-01-02')).toBe(725);
    const sum = (over: object) => reimbursementCents(createReimbursementSchema.parse(mileage(over)));
    // 100 miles x $0.725 = $72.50; in 2025, 100 x $0.70 = $70.00.
    expect(sum({})).toBe(7250);
    expect(sum({ incurred_on: '2025-12-31' })).toBe(7000);
  });

  it('accepts rates with three decimals and rounds the sum half up to the cent once', () => {
    const parsed = (over: object) => createReimbursementSchema.parse(mileage(over));
    expect(parsed({ mile_rate: 0.725 }).mile_rate).toBe(0.725);
    // 3 miles x $0.725 = $2.175 -> $2.18; 1 mile x $0.655 = $0.655 -> $0.66; 7 x $0.655 = $4.585 -> $4.59.
    expect(reimbursementCents(parsed({ miles: 3, mile_rate: 0.725 }))).toBe(218);
    expect(reimbursementCents(parsed({ miles: 1, mile_rate: 0.655 }))).toBe(66);
    expect(reimbursementCents(parsed({ miles: 7, mile_rate: 0.655 }))).toBe(459);
    expect(reimbursementCents(parsed({ miles: 2, mile_rate: 5 }))).toBe(1000);
  });

  it('refuses a rate below a tenth of a cent, above $5.000 or with four decimals, naming those limits', () => {
    const message = productMessages.reimbursementMileRateInvalid('$0.001', '$5.000');
    expect(message).toBe('Enter a rate per mile from $0.001 to $5.000, with at most three decimals.');
    for (const mile_rate of [0, 0.0005, 5.001, 0.7255, -0.7]) {
      const result = createReimbursementSchema.safeParse(mileage({ mile_rate }));
      // 0.0005 breaks two rules with the one message; the server answers one message per field.
      expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set([message]));
    }
    expect(createReimbursementSchema.safeParse(mileage({ mile_rate: 0.001 })).success).toBe(true);
  });
});
