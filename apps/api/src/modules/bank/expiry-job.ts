import { and, inArray, lte } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema';
import { createContext, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';

/** Accounts not verified within BANK_VERIFICATION_EXPIRY_DAYS become EXPIRED; answers their facilities. */
export async function expireBankAccounts(ctx: Ctx, now: Date = ctx.deps.clock.now()): Promise<Set<string>> {
  return transaction(ctx, undefined, async (t, after) => {
    const expired = await t
      .update(bankAccounts)
      .set({ status: 'EXPIRED' })
      .where(and(inArray(bankAccounts.status, ['PENDING_DEPOSITS', 'AWAITING_VERIFICATION']), lte(bankAccounts.expiresAt, now)))
      .returning({ facilityId: bankAccounts.facilityId });
    const changed = new Set(expired.map((r) => r.facilityId));
    for (const facilityId of changed) after.publish({ type: 'bank.changed' }, facilityId);
    return changed;
  });
}

export const BANK_EXPIRY_JOB = 'bank.expire';

/** Daily; a try after the deadline is refused (and the account expired) on submit, whatever this job has done. */
export const bankExpiryJob = (deps: () => Deps): JobDefinition => ({
  name: BANK_EXPIRY_JOB,
  cron: '10 4 * * *',
  policy: 'short',
  retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  handler: async (_data, job) => {
    const d = deps();
    const changed = await expireBankAccounts(createContext({ requestId: job.jobId, log: job.log, deps: d }));
    if (changed.size > 0) job.log.info({ facilities: changed.size }, 'unverified bank accounts expired');
  },
});
