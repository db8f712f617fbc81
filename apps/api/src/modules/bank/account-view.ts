import type { BankAccount } from '@careroster/shared/api/bank/bank-account';
import { maskedAccountNumber } from '@careroster/shared/validation/bank';
import type { bankAccounts } from '../../db/schema';

type Row = typeof bankAccounts.$inferSelect;

/** The account as answers show it: masked, without the sealed columns. */
export const accountView = (row: Row): BankAccount => ({
  id: row.id,
  status: row.status,
  holder_name: row.holderName,
  routing_number: row.routingNumber,
  account_number: maskedAccountNumber(row.accountLast4),
  account_type: row.accountType,
  attempts_left: row.attemptsLeft,
  deposits_arrived: row.depositsArrivedAt !== null,
  deposits_arrived_at: row.depositsArrivedAt?.toISOString() ?? null,
  expires_at: row.expiresAt.toISOString(),
  verified_at: row.verifiedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
