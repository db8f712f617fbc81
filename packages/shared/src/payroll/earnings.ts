import type { EarningKind } from '../money/values';

/** The kinds of pay a payroll line carries; reimbursements are paid from the vault, not through payroll. */
export const payrollEarningKinds = [
  'REGULAR',
  'OVERTIME',
  'DOUBLE_TIME',
  'DIFFERENTIAL',
  'OVERTIME_ADJUSTMENT',
  'PTO',
] as const satisfies readonly EarningKind[];
export type PayrollEarningKind = (typeof payrollEarningKinds)[number];

/**
 * The Paychex earning category of each kind when the facility has set none: the names Paychex
 * Flex gives its standard hourly earnings (the overtime adjustment is an amount-only earning, so a
 * provider that prices overtime hours at 1.5x the rate itself still pays the regular rate's premium). A facility whose account uses other names (or codes)
 * sets its own (PUT facilities/payroll/paychex-categories).
 */
export const defaultPaychexCategories: Record<PayrollEarningKind, string> = {
  REGULAR: 'Hourly',
  OVERTIME: 'Overtime',
  DOUBLE_TIME: 'Double Time',
  DIFFERENTIAL: 'Shift Differential',
  OVERTIME_ADJUSTMENT: 'Overtime Adjustment',
  PTO: 'PTO',
};

export const PAYCHEX_CATEGORY_MAX_LENGTH = 40;
