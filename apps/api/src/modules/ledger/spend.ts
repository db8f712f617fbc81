import { AppError } from '@careroster/shared/errors';
import { formatMoney, fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import type { LedgerAccountKind } from '@careroster/shared/money/values';
import type { DbOrTx } from '../../db/client';
import { ledgerAccountIds, lockAccount } from './accounts';
import { balancesOf } from './balances';
import { postTransaction, type NewTransaction } from './post';

/** Where vault money goes: the nurse's pay, the agency's invoice, a nurse's expense. */
export type VaultDestination = Extract<LedgerAccountKind, 'NURSE_PAYABLES' | 'AGENCY_PAYABLES' | 'REIMBURSEMENTS'>;

export type VaultPayment = Omit<NewTransaction, 'legs'> & { cents: number; to: VaultDestination };

/**
 * Pays from the vault. Must run inside a transaction: the vault row is locked before its balance
 * is read, so of many payments at once each sees the ones before it and the vault never goes
 * below zero (the database's commit check would refuse it anyway, as a 500 instead of this 409).
 */
export async function payFromVault(tx: DbOrTx, facilityId: string, payment: VaultPayment): Promise<string> {
  const { cents, to, ...transaction } = payment;
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error('a vault payment is a positive number of cents');
  await ledgerAccountIds(tx, facilityId);
  await lockAccount(tx, facilityId, 'VAULT');
  const { VAULT: available } = await balancesOf(tx, facilityId);
  if (available < cents)
    throw new AppError('CONFLICT', productMessages.vaultTooLow(formatMoney(fromCents(available)), formatMoney(fromCents(cents))));
  return postTransaction(tx, facilityId, {
    ...transaction,
    legs: [
      { account: 'VAULT', cents: -cents },
      { account: to, cents },
    ],
  });
}
