import type { LiveEvent } from '@careroster/shared/api/live';
import type { DbOrTx, Tx } from '../db/client';
import type { Forget } from './callers';
import type { Ctx } from './context';
import type { SendOptions } from './jobs';

/**
 * Work that must follow a committed change and never a rolled-back one: live events, triggered
 * jobs (pushes, the outbox dispatcher, a deposit check). Recorded on the transaction handle while
 * the change is made, run once the OUTERMOST transaction commits (decision 045). Each effect
 * already logs its own failure and never fails the caller.
 */
export type AfterCommit = {
  /** Tells every signed-in user of the facility (the context's, unless named) that something changed (decision 009). */
  publish(event: LiveEvent, facilityId?: string): void;
  /** Queues a job; on the embedded database a job queued inside the transaction would wait for it. */
  trigger(job: string, data?: object, options?: SendOptions): void;
  /** Drops the cached callers whose access the change ended or narrowed, on every instance (decision 057). */
  forgetCaller(which: Forget): void;
};

type Effect = () => Promise<void>;

/** The effects of one transaction or savepoint, until it ends. */
type Pending = { effects: Effect[]; after: AfterCommit };

const pendingOf = new WeakMap<object, Pending>();

function pending(ctx: Ctx): Pending {
  const effects: Effect[] = [];
  return {
    effects,
    after: {
      publish(event, facilityId = ctx.facility?.id) {
        if (!facilityId) return;
        effects.push(async () => {
          await ctx.deps.live
            .publish(facilityId, event)
            .catch((err: unknown) => ctx.log.warn({ err, event: event.type }, 'live publish failed'));
        });
      },
      trigger(job, data, options) {
        effects.push(() => ctx.deps.jobs.trigger(job, data, options));
      },
      forgetCaller(which) {
        effects.push(() => Promise.resolve(ctx.deps.callers.forget(which)));
      },
    },
  };
}

/**
 * The one way a service opens its transaction: `transaction(ctx, tx, async (t, after) => ...)`.
 * Handed an outer transaction (or running where `ctx.deps.db` is one, as under an Idempotency-Key)
 * it becomes a savepoint whose effects join the outer ones if it succeeds and are dropped if it
 * rolls back; otherwise it is the outermost, and its effects run, in the order recorded, after
 * its commit. Like medplum's repository post-commit callbacks and documenso's jobs queued after
 * the Prisma transaction.
 */
export async function transaction<T>(ctx: Ctx, outer: DbOrTx | undefined, work: (tx: Tx, after: AfterCommit) => Promise<T>): Promise<T> {
  const base = outer ?? ctx.deps.db;
  const parent = pendingOf.get(base);
  if (!parent && isTransaction(base)) {
    // A transaction opened around the platform: nobody would run the effects after its commit.
    throw new Error('an outer transaction must be opened with transaction() for its effects to run');
  }
  const mine = pending(ctx);
  const result = await base.transaction(async (tx) => {
    pendingOf.set(tx, mine);
    return work(tx, mine.after);
  });
  if (parent) parent.effects.push(...mine.effects);
  else for (const effect of mine.effects) await effect();
  return result;
}

/**
 * The effects of a transaction opened by `transaction()`, for code deep inside it that holds only
 * the handle (raising notifications, queueing outbox messages, a helper of a service).
 */
export function afterCommit(tx: DbOrTx): AfterCommit {
  const found = pendingOf.get(tx);
  if (!found) throw new Error('after-commit effects need a transaction opened with transaction()');
  return found.after;
}

/** Drizzle's database and transaction share one interface; only a transaction can roll back. */
function isTransaction(db: DbOrTx): db is Tx {
  return 'rollback' in db;
}
