import type { BankAccountAnswer } from '@careroster/shared/api/bank/bank-account';
import { BANK_VERIFICATION_EXPIRY_DAYS } from '@careroster/shared/compliance/values';
import { AppError } from '@careroster/shared/errors';
import { messages, productMessages } from '@careroster/shared/messages';
import type { BankVerification } from '@careroster/shared/validation/money';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { facilityOf, type Ctx } from '../../platform/context';
import type { DepositPair } from '../../platform/payments/provider';
import { accountView } from './account-view';
import { currentAccountWhere } from './service';

/** Dollars as typed to cents; an amount between cents matches no deposit. */
function toCents(dollars: number): number {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : Number.NaN;
}

type Outcome = { answer: BankAccountAnswer; refusal?: AppError; changed: boolean };

/**
 * `POST facility fund deposit`: one try at the two micro-deposits. The account row is locked for
 * the whole try, so two tries at once spend two different attempts. A wrong try, the last one
 * (FAILED) and a late one (EXPIRED) are saved first and refused after the commit, so the 4xx
 * never rolls back the attempt it spent.
 */
export async function verifyDeposits(ctx: Ctx, input: BankVerification, tx?: DbOrTx): Promise<BankAccountAnswer> {
  const facilityId = facilityOf(ctx).id;
  const { payments, secrets } = ctx.deps;
  const tried: DepositPair = [toCents(input.amount1), toCents(input.amount2)];
  const outcome = await (tx ?? ctx.deps.db).transaction(async (t): Promise<Outcome> => {
    const [account] = await t
      .select()
      .from(bankAccounts)
      .where(currentAccountWhere(facilityId))
      .orderBy(desc(bankAccounts.createdAt))
      .limit(1)
      .for('update');
    if (!account) throw new AppError('NOT_FOUND', productMessages.bankNoAccount);
    const refuse = (refusal: AppError): Outcome => ({ answer: { account: accountView(account) }, refusal, changed: false });
    const update = async (set: Partial<typeof bankAccounts.$inferInsert>) => {
      const [row] = await t.update(bankAccounts).set(set).where(eq(bankAccounts.id, account.id)).returning();
      return { account: accountView(row!) };
    };
    if (account.status === 'VERIFIED') return refuse(new AppError('CONFLICT', productMessages.bankAlreadyVerified));
    if (account.status === 'FAILED' || account.attemptsLeft <= 0) return refuse(new AppError('VALIDATION_FAILED', messages.noAttemptsLeft));
    const expired = new AppError('VALIDATION_FAILED', productMessages.bankVerificationExpired(BANK_VERIFICATION_EXPIRY_DAYS));
    if (account.status === 'EXPIRED') return refuse(expired);
    if (account.expiresAt.getTime() <= Date.now()) {
      // The daily job may not have passed yet: the ten days end on the dot (decision 026).
      return { answer: await update({ status: 'EXPIRED' }), refusal: expired, changed: true };
    }
    if (account.status !== 'AWAITING_VERIFICATION') return refuse(new AppError('VALIDATION_FAILED', productMessages.bankDepositsNotArrived));

    const sent = account.depositsSealed
      ? (JSON.parse(secrets.open(account.depositsSealed, sealContext.bankDeposits(account.id))) as DepositPair)
      : null;
    if (await payments.verifyMicroDeposits(account.providerRef ?? '', tried, sent)) {
      const answer = await update({ status: 'VERIFIED', verifiedAt: new Date() });
      await ctx.audit('bank.account_verified', { target: account.id }, t);
      return { answer, changed: true };
    }
    const left = account.attemptsLeft - 1;
    const answer = await update({ attemptsLeft: left, ...(left === 0 ? { status: 'FAILED' as const } : {}) });
    await ctx.audit('bank.verification_failed', { target: account.id, detail: left === 0 ? 'no attempts left: FAILED' : `${left} attempts left` }, t);
    const refusal = new AppError('VALIDATION_FAILED', left === 0 ? messages.noAttemptsLeft : productMessages.bankWrongAmounts(left));
    return { answer, refusal, changed: true };
  });
  if (outcome.changed) ctx.publish({ type: 'bank.changed' });
  if (outcome.refusal) throw outcome.refusal;
  return outcome.answer;
}
