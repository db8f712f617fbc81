/**
 * Rules of the payments page (issue 14, docs/decisions/029-vault-payments.md): vault funding
 * limits, reimbursements, and what the transactions list calls a row's status.
 */
import type { LedgerTransactionKind } from './values';

/** One funding moves at most $1,000,000: a slipped zero should be refused, not sent to the bank. */
export const VAULT_FUNDING_MAX_CENTS = 100_000_000;

/** A nurse's expense is at most $10,000 (a typo guard; a larger sum is payroll, not an expense). */
export const REIMBURSEMENT_MAX_CENTS = 1_000_000;
export const REIMBURSEMENT_DESCRIPTION_MAX_LENGTH = 200;
/** Whole miles per mileage claim; 5,000 miles is a month of daily long drives. */
export const REIMBURSEMENT_MAX_MILES = 5_000;
/**
 * The IRS standard mileage rate for business use, by the year the expense was incurred, in
 * thousandths of a dollar: 65.5 cents for 2023 (IRS Notice 2023-03), 67 cents for 2024 (Notice
 * 2024-08), 70 cents for 2025 (Notice 2025-5), 72.5 cents for 2026 (Notice 2026-10, announced
 * 29 December 2025; decision 051). Add a year when the IRS publishes it.
 */
export const IRS_MILEAGE_RATES_MILLS: Readonly<Record<number, number>> = { 2023: 655, 2024: 670, 2025: 700, 2026: 725 };
const rateYears = Object.keys(IRS_MILEAGE_RATES_MILLS).map(Number);

/**
 * The rate a mileage claim is paid at unless the facility enters its own: the IRS rate of the
 * expense's year ('YYYY-MM-DD'); a year the table does not hold yet takes its nearest year's.
 */
export function irsMileageRateMills(incurredOn: string): number {
  const year = Number(incurredOn.slice(0, 4));
  const nearest = Math.min(Math.max(year, Math.min(...rateYears)), Math.max(...rateYears));
  return IRS_MILEAGE_RATES_MILLS[nearest]!;
}

/** A facility's own rate per mile: from a tenth of a cent to $5.000 (a typo guard), to three decimals as the IRS publishes. */
export const MILE_RATE_MIN_MILLS = 1;
export const MILE_RATE_MAX_MILLS = 5_000;

/**
 * A row of the transactions list: a funding is PENDING until the bank settles it (SETTLED) or
 * sends it back (RETURNED); money paid out of the vault is PAID.
 */
export const paymentRowStatuses = ['PENDING', 'SETTLED', 'RETURNED', 'PAID'] as const;
export type PaymentRowStatus = (typeof paymentRowStatuses)[number];

/** The status of a transaction of `kind`; for a FUNDING, what ended it (if anything did). */
export function paymentRowStatus(kind: LedgerTransactionKind, endedBy: LedgerTransactionKind | null): PaymentRowStatus {
  switch (kind) {
    case 'FUNDING':
      return endedBy === 'FUNDING_SETTLED' ? 'SETTLED' : endedBy === 'FUNDING_RETURNED' ? 'RETURNED' : 'PENDING';
    case 'FUNDING_SETTLED':
      return 'SETTLED';
    case 'FUNDING_RETURNED':
      return 'RETURNED';
    case 'PAYOUT':
    case 'AGENCY_PAYMENT':
    case 'REIMBURSEMENT':
    case 'ONE_OFF_PAYMENT':
      return 'PAID';
  }
}
