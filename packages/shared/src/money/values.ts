/**
 * The money area (issue 14, docs/decisions/028-ledger.md): ledger accounts and transactions,
 * payroll runs, reimbursements. The database enums are built from these lists, so a value exists
 * once. Amounts are integer cents everywhere below the API (`format/money.ts` is the codec).
 */

/**
 * A facility's ledger accounts. A balance is the sum of the account's entries: money that came
 * into it is positive. Only FUNDING_BANK (the facility's own bank, outside the platform) goes
 * negative; the database refuses any other account below zero.
 * - FUNDING_IN_TRANSIT: a vault funding that the bank has not settled yet (pending).
 * - VAULT: what the facility can pay from.
 * - FEES: the platform's fees (3 cents per funding).
 * - NURSE_PAYABLES: paid out to external (EN) nurses for their hours.
 * - AGENCY_PAYABLES: paid to agencies for their nurses' hours.
 * - REIMBURSEMENTS: paid back to nurses for their expenses.
 * One-off payments (a bonus, a shift incentive, a correction; decision 077) are the nurse's pay and
 * go to NURSE_PAYABLES.
 */
export const ledgerAccountKinds = [
  'FUNDING_BANK',
  'FUNDING_IN_TRANSIT',
  'VAULT',
  'FEES',
  'NURSE_PAYABLES',
  'AGENCY_PAYABLES',
  'REIMBURSEMENTS',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** The one account whose balance may be negative: money the facility sent from its own bank. */
export const EXTERNAL_ACCOUNT: LedgerAccountKind = 'FUNDING_BANK';

/**
 * What a transaction is. A funding is two transactions: FUNDING (bank -> in transit, plus the
 * fee) when it is asked for, FUNDING_SETTLED (in transit -> vault) when the bank settles it, or
 * FUNDING_RETURNED (in transit -> bank, fee refunded) when the bank returns it.
 */
export const ledgerTransactionKinds = [
  'FUNDING',
  'FUNDING_SETTLED',
  'FUNDING_RETURNED',
  'PAYOUT',
  'AGENCY_PAYMENT',
  'REIMBURSEMENT',
  'ONE_OFF_PAYMENT',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

/** A payroll run: a DRAFT is recomputed from the timecards until it is APPROVED; PAID once paid out. */
export const payrollRunStatuses = ['DRAFT', 'APPROVED', 'PAID'] as const;
export type PayrollRunStatus = (typeof payrollRunStatuses)[number];

/**
 * Kinds of pay a payroll line carries, mapped to the payroll provider's earning categories.
 * OVERTIME_ADJUSTMENT is the overtime premium the regular rate owes beyond 1.5x and 2x of the base
 * rate (decision 051). BONUS, SHIFT_INCENTIVE, REFERRAL and CORRECTION are one-off payments paid
 * from the vault (decision 077): the export carries them as amount-only earnings.
 */
export const earningKinds = [
  'REGULAR',
  'OVERTIME',
  'DOUBLE_TIME',
  'DIFFERENTIAL',
  'PTO',
  'REIMBURSEMENT',
  'OVERTIME_ADJUSTMENT',
  'BONUS',
  'SHIFT_INCENTIVE',
  'REFERRAL',
  'CORRECTION',
] as const;
export type EarningKind = (typeof earningKinds)[number];

/** What a reimbursed expense was for. */
export const reimbursementCategories = ['MILEAGE', 'PARKING', 'SUPPLIES', 'OTHER'] as const;
export type ReimbursementCategory = (typeof reimbursementCategories)[number];

export const reimbursementStatuses = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type ReimbursementStatus = (typeof reimbursementStatuses)[number];

/**
 * What a one-off payment is (decision 077): a bonus, an incentive promised for one booked shift,
 * a referral bonus (a nurse who brought a hire), or a correction of an underpaid payroll run.
 * Each is its own earning kind in the payroll exports.
 */
export const oneOffPaymentKinds = ['BONUS', 'SHIFT_INCENTIVE', 'REFERRAL', 'CORRECTION'] as const satisfies readonly EarningKind[];
export type OneOffPaymentKind = (typeof oneOffPaymentKinds)[number];

/** PENDING_APPROVAL above the facility's threshold until a second admin approves or rejects it; APPROVED ones are paid. */
export const oneOffPaymentStatuses = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'PAID'] as const;
export type OneOffPaymentStatus = (typeof oneOffPaymentStatuses)[number];

/** Seconds the sandbox takes to settle a vault funding (the job's delay); BANK_... tunes it. */
export const DEFAULT_VAULT_SETTLE_DELAY_SECONDS = 60;
