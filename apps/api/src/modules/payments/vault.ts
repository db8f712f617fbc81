import { createHash } from 'node:crypto';
import type { FundVaultAnswer } from '@careroster/shared/api/payments/fund-vault';
import type { PaymentsSummary } from '@careroster/shared/api/payments/payments-summary';
import { VAULT_FUNDING_FEE_CENTS } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { fromCents, toCents } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import type { FundVault } from '@careroster/shared/validation/payments';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { getBankAccount, verifiedFundingAccount } from '../bank';
import { balancesOf, fundingLegs, ledgerAccountIds, postTransaction } from '../ledger';
import { transaction } from '../../platform/effects';
import { VAULT_SETTLE_JOB } from './settle-job';

/**
 * The head of the payments page. The facility's ledger accounts, its vault among them, are opened
 * here on a first look (idempotently, decision 028), so the vault account the dialog names exists
 * before the first funding.
 */
export async function paymentsSummary(ctx: Ctx, tx?: DbOrTx): Promise<PaymentsSummary> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const accounts = await ledgerAccountIds(db, facility.id);
  const [balances, { account }] = await Promise.all([balancesOf(db, facility.id), getBankAccount(ctx, db)]);
  return {
    vault: fromCents(balances.VAULT),
    in_transit: fromCents(balances.FUNDING_IN_TRANSIT),
    fees_paid: fromCents(balances.FEES),
    funding_fee: fromCents(VAULT_FUNDING_FEE_CENTS),
    funding_account: account
      ? { id: account.id, holder_name: account.holder_name, account_number: account.account_number, status: account.status }
      : null,
    vault_account: { id: accounts.VAULT, label: productMessages.vaultAccountLabel(facility.name) },
  };
}

/**
 * A funding's provider reference: one per Idempotency-Key. Keys are the caller's own (unique per
 * user), so the facility and the user are part of it; hashed, so the key itself never reaches
 * the provider.
 */
export const fundingReference = (facilityId: string, userId: string, idempotencyKey: string): string =>
  `funding_${createHash('sha256').update(['vault-funding', facilityId, userId, idempotencyKey].join('\n')).digest('hex').slice(0, 40)}`;

/**
 * `POST vault` (spec 000): the amount plus the fee leaves the VERIFIED funding account and waits
 * in transit (a FUNDING transaction) until the settle job finds the provider settled it. The
 * provider is asked first, with a reference of ours it keys its idempotency on: the ledger is
 * append-only, so the transfer's reference must be known when the FUNDING row is written.
 *
 * The reference comes from the request's Idempotency-Key, not from chance: when the ledger write
 * fails after the provider debited, the key is free again and the client's retry asks the
 * provider with the same reference, which it answers with the same transfer instead of a second
 * debit.
 */
export async function fundVault(ctx: Ctx, input: FundVault & { idempotencyKey: string }, tx?: DbOrTx): Promise<FundVaultAnswer> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const account = await verifiedFundingAccount(ctx, db);
  if (!account?.providerRef) throw new AppError('VALIDATION_FAILED', messages.vaultNeedsAccounts);
  const cents = toCents(input.amount);
  const reference = fundingReference(facilityId, ctx.user?.id ?? '', input.idempotencyKey);
  const transfer = await ctx.deps.payments.debitForFunding(account.providerRef, cents + VAULT_FUNDING_FEE_CENTS, reference);
  const id = await transaction(ctx, tx, async (t, after) => {
    const fundingId = await postTransaction(t, facilityId, {
      kind: 'FUNDING',
      memo: productMessages.vaultFundingMemo,
      legs: fundingLegs(cents),
      providerRef: transfer.transferRef,
      createdBy: ctx.user?.id ?? null,
    });
    await ctx.audit('money.vault_funding_requested', { target: fundingId, detail: `from bank account ${account.id}` }, t);
    // pg-boss waits real seconds, and the provider says when its transfer settles on the system clock.
    // eslint-disable-next-line no-restricted-syntax -- a queue delay, not a business time
    const startAfterSeconds = Math.max(0, Math.ceil((transfer.settleAt.getTime() - Date.now()) / 1000));
    after.trigger(VAULT_SETTLE_JOB, {}, { startAfterSeconds });
    after.publish({ type: 'money.changed' });
    return fundingId;
  });
  return {
    id,
    amount: input.amount,
    fee: fromCents(VAULT_FUNDING_FEE_CENTS),
    status: 'PENDING',
    settles_at: transfer.settleAt.toISOString(),
  };
}
