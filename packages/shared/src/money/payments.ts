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
 * The rate per mile a mileage claim starts with: the IRS standard business mileage rate for 2025
 * (70 cents, IRS Notice 2025-5). The facility may enter its own rate per claim; update this
 * figure when the IRS publishes the next year's rate.
 */
export const IRS_MILEAGE_RATE_CENTS = 70;
/** A facility's own rate per mile may not exceed $5.00 (a typo guard). */
export const MILE_RATE_MAX_CENTS = 500;

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
      return 'PAID';
  }
}
