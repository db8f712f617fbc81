import { formatMoney, fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { createContext } from '../../platform/context';
import { transaction } from '../../platform/effects';
import type { Deps } from '../../platform/deps';
import type { JobContext, JobDefinition } from '../../platform/jobs';
import { lockPendingFundings, postTransaction, returnLegs, settlementLegs } from '../ledger';
import { type Notice, raiseNotifications } from '../notifications';

export const VAULT_SETTLE_JOB = 'vault.settle';

const BATCH = 50;

/**
 * Every pending funding the provider knows (it has a transfer reference; the demo's history has
 * none and stays as seeded) is asked about: a settled one moves from transit into the vault
 * (FUNDING_SETTLED), a returned one goes back to the bank with its fee (FUNDING_RETURNED), and the
 * facility's users get a PAYMENT notification. Batches walk the fundings in order, each locked
 * (SKIP LOCKED: two instances never settle one funding twice; the unique `settles_id` is the net).
 * Answers the facilities whose ledger moved.
 */
export async function settleDueFundings(deps: Deps, job: Pick<JobContext, 'jobId' | 'log'>): Promise<Set<string>> {
  const ctx = createContext({ requestId: job.jobId, log: job.log, deps });
  const changed = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const n = await transaction(ctx, undefined, async (t, effects) => {
      const pending = await lockPendingFundings(t, { after, limit: BATCH });
      const notices: Notice[] = [];
      for (const funding of pending) {
        const outcome = await deps.payments.fundingOutcome(funding.providerRef!, funding.createdAt);
        if (outcome === 'PENDING') continue;
        const amount = formatMoney(fromCents(funding.cents));
        const settled = outcome === 'SETTLED';
        await postTransaction(t, funding.facilityId, {
          kind: settled ? 'FUNDING_SETTLED' : 'FUNDING_RETURNED',
          memo: settled ? productMessages.vaultSettledMemo : productMessages.vaultReturnedMemo,
          settlesId: funding.id,
          legs: settled ? settlementLegs(funding.cents) : returnLegs(funding.cents),
        });
        notices.push({
          facilityId: funding.facilityId,
          type: 'PAYMENT',
          typeId: funding.id,
          title: settled ? productMessages.vaultFundedTitle : productMessages.vaultReturnedTitle,
          body: settled ? productMessages.vaultFundedBody(amount) : productMessages.vaultReturnedBody(amount),
        });
        if (!changed.has(funding.facilityId)) effects.publish({ type: 'money.changed' }, funding.facilityId);
        changed.add(funding.facilityId);
      }
      await raiseNotifications(t, notices);
      after = pending.at(-1)?.id ?? after;
      return pending.length;
    });
    if (n < BATCH) break;
  }
  return changed;
}

/**
 * Queued by a funding to start when the provider expects it settled (pg-boss startAfter), and
 * every five minutes as the net for a queueing that failed after the funding committed. The sweep
 * takes whatever is due, so an early, late or repeated run is harmless.
 */
export const vaultSettleJob = (deps: () => Deps): JobDefinition => ({
  name: VAULT_SETTLE_JOB,
  cron: '*/5 * * * *',
  retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 },
  handler: async (_data, job) => {
    const changed = await settleDueFundings(deps(), job);
    if (changed.size > 0) job.log.info({ facilities: changed.size }, 'vault fundings settled');
  },
});
