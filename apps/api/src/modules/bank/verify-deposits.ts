import type { BankAccountAnswer } from '@careroster/shared/api/bank/bank-account';
import { BANK_VERIFICATION_EXPIRY_DAYS } from '@careroster/shared/compliance/values';
import { AppError } from '@careroster/shared/errors';
import { fromCents, toCents } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import type { BankVerification } from '@careroster/shared/validation/money';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { DepositPair } from '../../platform/payments/provider';
import { accountView } from './account-view';
import { currentAccountWhere } from './service';

/**
 * Dollars as typed to cents. The codec rounds to the cent, but an amount between cents (0.075)
 * must match no deposit (decision 026), so it becomes NaN, which equals no amount sent.
 */
function depositCents(dollars: number): number {
  const cents = toCents(dollars);
  return fromCents(cents) === dollars ? cents : Number.NaN;
}

type Outcome = { answer: BankAccountAnswer; refusal?: AppError };

/**
 * `POST facility fund deposit`: one try at the two micro-deposits. The account row is locked for
 * the whole try, so two tries at once spend two different attempts. A wrong try, the last one
 * (FAILED) and a late one (EXPIRED) are saved first and refused after the commit, so the 4xx
 * never rolls back the attempt it spent.
 */
export async function verifyDeposits(ctx: Ctx, input: BankVerification, tx?: DbOrTx): Promise<BankAccountAnswer> {
  const facilityId = facilityOf(ctx).id;
  const { payments, secrets } = ctx.deps;
  const tried: DepositPair = [depositCents(input.amount1), depositCents(input.amount2)];
  const outcome = await transaction(ctx, tx, async (t, after): Promise<Outcome> => {
    // A saved change (an attempt spent, a status moved) is announced, refused or not.
    const changed = (o: Outcome): Outcome => {
      after.publish({ type: 'bank.changed' });
      return o;
    };
    const [account] = await t
      .select()
      .from(bankAccounts)
      .where(currentAccountWhere(facilityId))
      .orderBy(desc(bankAccounts.createdAt))
      .limit(1)
      .for('update');
    if (!account) throw new AppError('NOT_FOUND', productMessages.bankNoAccount);
    const refuse = (refusal: AppError): Outcome => ({ answer: { account: accountView(account) }, refusal });
    const update = async (set: Partial<typeof bankAccounts.$inferInsert>) => {
      const [row] = await t.update(bankAccounts).set(set).where(eq(bankAccounts.id, account.id)).returning();
      return { account: accountView(row!) };
    };
    if (account.status === 'VERIFIED') return refuse(new AppError('CONFLICT', productMessages.bankAlreadyVerified));
    if (account.status === 'FAILED' || account.attemptsLeft <= 0) return refuse(new AppError('VALIDATION_FAILED', messages.noAttemptsLeft));
    const expired = new AppError('VALIDATION_FAILED', productMessages.bankVerificationExpired(BANK_VERIFICATION_EXPIRY_DAYS));
    if (account.status === 'EXPIRED') return refuse(expired);
    if (account.expiresAt.getTime() <= ctx.deps.clock.now().getTime()) {
      // The daily job may not have passed yet: the ten days end on the dot (decision 026).
      return changed({ answer: await update({ status: 'EXPIRED' }), refusal: expired });
    }
    if (account.status !== 'AWAITING_VERIFICATION')
      return refuse(new AppError('VALIDATION_FAILED', productMessages.bankDepositsNotArrived));

    const sent = account.depositsSealed
      ? (JSON.parse(secrets.open(account.depositsSealed, sealContext.bankDeposits(account.id))) as DepositPair)
      : null;
    if (await payments.verifyMicroDeposits(account.providerRef ?? '', tried, sent)) {
      const answer = await update({ status: 'VERIFIED', verifiedAt: ctx.deps.clock.now() });
      await ctx.audit('bank.account_verified', { target: account.id }, t);
      return changed({ answer });
    }
    const left = account.attemptsLeft - 1;
    const answer = await update({ attemptsLeft: left, ...(left === 0 ? { status: 'FAILED' as const } : {}) });
    await ctx.audit(
      'bank.verification_failed',
      { target: account.id, detail: left === 0 ? 'no attempts left: FAILED' : `${left} attempts left` },
      t,
    );
    const refusal = new AppError('VALIDATION_FAILED', left === 0 ? messages.noAttemptsLeft : productMessages.bankWrongAmounts(left));
    return changed({ answer, refusal });
  });
  if (outcome.refusal) throw outcome.refusal;
  return outcome.answer;
}
