import { and, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { createContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';

/** Accounts not verified within BANK_VERIFICATION_EXPIRY_DAYS become EXPIRED; answers their facilities. */
export async function expireBankAccounts(db: Db, now: Date = new Date()): Promise<Set<string>> {
  const expired = await db
    .update(bankAccounts)
    .set({ status: 'EXPIRED' })
    .where(and(inArray(bankAccounts.status, ['PENDING_DEPOSITS', 'AWAITING_VERIFICATION']), lte(bankAccounts.expiresAt, now)))
    .returning({ facilityId: bankAccounts.facilityId });
  return new Set(expired.map((r) => r.facilityId));
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
    const changed = await expireBankAccounts(d.db);
    const ctx = createContext({ requestId: job.jobId, log: job.log, deps: d });
    for (const facilityId of changed) ctx.publish({ type: 'bank.changed' }, facilityId);
    if (changed.size > 0) job.log.info({ facilities: changed.size }, 'unverified bank accounts expired');
  },
});
