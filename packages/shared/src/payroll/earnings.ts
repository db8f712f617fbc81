import { oneOffPaymentKinds, type EarningKind } from '../money/values';

/** The kinds of pay a payroll line carries; reimbursements are paid from the vault, not through payroll. */
export const lineEarningKinds = [
  'REGULAR',
  'OVERTIME',
  'DOUBLE_TIME',
  'DIFFERENTIAL',
  'OVERTIME_ADJUSTMENT',
  'PTO',
] as const satisfies readonly EarningKind[];
export type LineEarningKind = (typeof lineEarningKinds)[number];

/**
 * Every kind of pay the exports carry: a line's, and the one-off payments (decision 077), each an
 * amount-only earning of its own so the provider withholds on it as supplemental wages.
 */
export const payrollEarningKinds = [...lineEarningKinds, ...oneOffPaymentKinds] as const;
export type PayrollEarningKind = (typeof payrollEarningKinds)[number];

/**
 * The Paychex earning category of each kind when the facility has set none: the names Paychex
 * Flex gives its standard hourly earnings (the overtime adjustment is an amount-only earning, so a
 * provider that prices overtime hours at 1.5x the rate itself still pays the regular rate's premium). A facility whose account uses other names (or codes)
 * sets its own (PUT facilities/payroll/paychex-categories). The one-off payments' defaults are
 * plain names; a facility maps them to its memo earnings (paid outside payroll, decision 077).
 */
export const defaultPaychexCategories: Record<PayrollEarningKind, string> = {
  REGULAR: 'Hourly',
  OVERTIME: 'Overtime',
  DOUBLE_TIME: 'Double Time',
  DIFFERENTIAL: 'Shift Differential',
  OVERTIME_ADJUSTMENT: 'Overtime Adjustment',
  PTO: 'PTO',
  BONUS: 'Bonus',
  SHIFT_INCENTIVE: 'Incentive',
  REFERRAL: 'Referral Bonus',
  CORRECTION: 'Correction',
};

export const PAYCHEX_CATEGORY_MAX_LENGTH = 40;
