import { randomUUID } from 'node:crypto';
import type { BankAccountAnswer } from '@careroster/shared/api/bank/bank-account';
import { BANK_VERIFICATION_EXPIRY_DAYS, liveBankAccountStatuses } from '@careroster/shared/compliance/values';
import type { AddBankAccount } from '@careroster/shared/validation/bank';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { lockFacility } from '../facility';
import { accountView } from './account-view';
import { BANK_DEPOSITS_JOB } from './deposits-job';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The facility's current account: the live one, or the last FAILED or EXPIRED one (shown until
 * it is replaced, so the admin sees why it cannot be used). REMOVED ones are history only.
 */
export const currentAccountWhere = (facilityId: string) => and(eq(bankAccounts.facilityId, facilityId), ne(bankAccounts.status, 'REMOVED'));

export async function getBankAccount(ctx: Ctx, tx?: DbOrTx): Promise<BankAccountAnswer> {
  const [row] = await (tx ?? ctx.deps.db)
    .select()
    .from(bankAccounts)
    .where(currentAccountWhere(facilityOf(ctx).id))
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return { account: row ? accountView(row) : null };
}

/** Whether the facility has a verified funding account: the setup checklist's item (decision 080). */
export async function hasVerifiedBankAccount(db: DbOrTx, facilityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.facilityId, facilityId), eq(bankAccounts.status, 'VERIFIED')))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds the facility's funding account and starts its micro-deposits; a live account is replaced
 * (REMOVED). The number and the deposits are sealed before they are stored; the audit rows name
 * accounts by id, never by number. The deposits job is queued to run when they are due.
 */
export async function addBankAccount(ctx: Ctx, input: AddBankAccount, tx?: DbOrTx): Promise<BankAccountAnswer> {
  const facilityId = facilityOf(ctx).id;
  const { payments, secrets } = ctx.deps;
  const id = randomUUID();
  const { ref } = await payments.createAccount({
    id,
    holderName: input.holder_name,
    routingNumber: input.routing_number,
    accountNumber: input.account_number,
    accountType: input.account_type,
  });
  const sent = await payments.sendMicroDeposits(ref);
  const now = ctx.deps.clock.now();
  const { row, replaced } = await transaction(ctx, tx, async (t, after) => {
    // One add at a time per facility: the old account is read and replaced under this lock, so
    // two adds at once cannot both find "no live account" and break the one-live-account index.
    await lockFacility(t, facilityId);
    const replaced = await t
      .update(bankAccounts)
      .set({ status: 'REMOVED' })
      .where(and(eq(bankAccounts.facilityId, facilityId), inArray(bankAccounts.status, liveBankAccountStatuses)))
      .returning({ id: bankAccounts.id, ref: bankAccounts.providerRef });
    for (const old of replaced) await ctx.audit('bank.account_removed', { target: old.id, detail: `replaced by ${id}` }, t);
    const [row] = await t
      .insert(bankAccounts)
      .values({
        id,
        facilityId,
        holderName: input.holder_name,
        routingNumber: input.routing_number,
        accountNumberSealed: secrets.seal(input.account_number, sealContext.bankAccountNumber(id)),
        accountLast4: input.account_number.slice(-4),
        accountType: input.account_type,
        status: 'PENDING_DEPOSITS',
        provider: payments.kind,
        providerRef: ref,
        depositsSealed: sent.amounts ? secrets.seal(JSON.stringify(sent.amounts), sealContext.bankDeposits(id)) : null,
        depositsArriveAt: sent.arriveAt,
        expiresAt: new Date(now.getTime() + BANK_VERIFICATION_EXPIRY_DAYS * DAY_MS),
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await ctx.audit(
      'bank.account_added',
      { target: id, detail: `${input.account_type}${replaced.length > 0 ? ', replaces the live account' : ''}` },
      t,
    );
    // pg-boss waits real seconds, and the provider says when its deposits arrive on the system clock.
    // eslint-disable-next-line no-restricted-syntax -- a queue delay, not a business time
    const startAfterSeconds = Math.max(0, Math.ceil((sent.arriveAt.getTime() - Date.now()) / 1000));
    after.trigger(BANK_DEPOSITS_JOB, {}, { startAfterSeconds });
    after.publish({ type: 'bank.changed' });
    return { row: row!, replaced };
  });
  for (const old of replaced) if (old.ref) await payments.removeAccount(old.ref);
  return { account: accountView(row) };
}

export type FundingAccount = {
  id: string;
  holderName: string;
  routingNumber: string;
  last4: string;
  provider: string;
  providerRef: string | null;
};

/**
 * For vault funding (issue 14): the facility's VERIFIED funding account, or null. An account that
 * is pending, failed or expired never funds anything.
 */
export async function verifiedFundingAccount(ctx: Ctx, tx?: DbOrTx): Promise<FundingAccount | null> {
  const [row] = await (tx ?? ctx.deps.db)
    .select({
      id: bankAccounts.id,
      holderName: bankAccounts.holderName,
      routingNumber: bankAccounts.routingNumber,
      last4: bankAccounts.accountLast4,
      provider: bankAccounts.provider,
      providerRef: bankAccounts.providerRef,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.facilityId, facilityOf(ctx).id), eq(bankAccounts.status, 'VERIFIED')));
  return row ?? null;
}
