import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { createContext } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import type { DepositPair } from '../../platform/payments/provider';
import { raiseNotifications } from '../notifications';

export const BANK_DEPOSITS_JOB = 'bank.deposits';

const BATCH = 50;

/**
 * Every account whose deposits are due now "receives" them: the provider hands over the
 * statement, the account awaits verification and the facility's users get a BANK notification,
 * in one transaction per batch with the rows locked (SKIP LOCKED: two instances never deliver
 * one account twice). Answers the facilities whose account changed.
 */
export async function deliverDueDeposits(
  deps: Deps,
  job: Pick<JobContext, 'jobId' | 'log'>,
  now: Date = deps.clock.now(),
): Promise<Set<string>> {
  const ctx = createContext({ requestId: job.jobId, log: job.log, deps });
  const changed = new Set<string>();
  for (;;) {
    const n = await transaction(ctx, undefined, async (t, after) => {
      const due = await t
        .select()
        .from(bankAccounts)
        .where(
          and(eq(bankAccounts.status, 'PENDING_DEPOSITS'), lte(bankAccounts.depositsArriveAt, now), isNotNull(bankAccounts.depositsSealed)),
        )
        .orderBy(asc(bankAccounts.depositsArriveAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const account of due) {
        const deposits = JSON.parse(deps.secrets.open(account.depositsSealed!, sealContext.bankDeposits(account.id))) as DepositPair;
        await deps.payments.depositsArrived(account.providerRef ?? '', deposits, {
          holderName: account.holderName,
          last4: account.accountLast4,
        });
        await t
          .update(bankAccounts)
          .set({ status: 'AWAITING_VERIFICATION', depositsArrivedAt: now })
          .where(eq(bankAccounts.id, account.id));
        const notices = [
          {
            facilityId: account.facilityId,
            type: 'BANK' as const,
            typeId: account.id,
            title: productMessages.bankDepositsArrivedTitle,
            body: productMessages.bankDepositsArrivedBody(account.accountLast4),
          },
        ];
        await raiseNotifications(t, notices);
        after.publish({ type: 'bank.changed' }, account.facilityId);
        changed.add(account.facilityId);
      }
      return due.length;
    });
    if (n < BATCH) break;
  }
  return changed;
}

/**
 * Queued by an add to start when the deposits are due (pg-boss startAfter), and every five
 * minutes as the safety net for a queueing that failed after the add committed. The sweep takes
 * whatever is due, so an early, late or repeated run is harmless.
 */
export const bankDepositsJob = (deps: () => Deps): JobDefinition => ({
  name: BANK_DEPOSITS_JOB,
  cron: '*/5 * * * *',
  retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 },
  handler: async (_data, job) => {
    const changed = await deliverDueDeposits(deps(), job);
    if (changed.size > 0) job.log.info({ facilities: changed.size }, 'bank micro-deposits delivered');
  },
});
