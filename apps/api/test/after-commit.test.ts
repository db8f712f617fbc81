/** Work after commit (decision 045): effects recorded in a transaction run once its outermost commit is done, or never. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { createContext, type Ctx } from '../src/platform/context';
import { afterCommit, transaction } from '../src/platform/effects';
import type { Jobs } from '../src/platform/jobs';
import type { LiveBus } from '../src/platform/live/bus';
import { OUTBOX_DISPATCH_JOB, OUTBOX_URGENT_JOB, queueOutbox } from '../src/platform/outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let sunrise: string;
/** What reached the live bus and the job queue, in order. */
let ran: string[];
let ctx: Ctx;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
});
afterAll(() => t.close());

beforeEach(() => {
  ran = [];
  const live: LiveBus = {
    publish: async (facilityId, event) => void ran.push(`publish ${'type' in event ? event.type : 'signal'} ${facilityId}`),
    subscribe: () => Promise.reject(new Error('not in this test')),
    close: async () => undefined,
  };
  const jobs: Jobs = { ...t.deps.jobs, send: async () => null, trigger: async (name) => void ran.push(`trigger ${name}`) };
  ctx = createContext({
    requestId: 'after-commit-test',
    log: t.app.log,
    deps: { ...t.deps, live, jobs },
    facility: { id: sunrise, name: 'Sunrise', role: 'ADMIN', timezone: 'EST' },
  });
});

class Refused extends Error {}

/** A service as services are written: its own transaction, a savepoint when handed an outer one. */
const service = (name: string, tx?: DbOrTx) =>
  transaction(ctx, tx, async (_t, after) => {
    after.publish({ type: 'devices.changed' });
    after.trigger(name);
  });

describe('after-commit effects', () => {
  it('run after the commit, once, in the order recorded', async () => {
    await transaction(ctx, undefined, async (_tx, after) => {
      after.trigger('first');
      after.publish({ type: 'shifts.changed' });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['trigger first', `publish shifts.changed ${sunrise}`]);
  });

  it('never run when the transaction rolls back', async () => {
    await expect(
      transaction(ctx, undefined, async (_tx, after) => {
        after.publish({ type: 'shifts.changed' });
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(ran).toEqual([]);
  });

  it("wait for the outermost commit when a service runs inside another's transaction", async () => {
    await transaction(ctx, undefined, async (tx, after) => {
      await service('inner', tx);
      expect(ran).toEqual([]);
      after.trigger('outer');
    });
    expect(ran).toEqual([`publish devices.changed ${sunrise}`, 'trigger inner', 'trigger outer']);
  });

  it("of a service whose savepoint rolled back are dropped; the outer transaction's still run", async () => {
    await transaction(ctx, undefined, async (tx, after) => {
      await transaction(ctx, tx, async (_t, inner) => {
        inner.trigger('lost');
        throw new Refused();
      }).catch((err: unknown) => {
        if (!(err instanceof Refused)) throw err;
      });
      after.trigger('kept');
    });
    expect(ran).toEqual(['trigger kept']);
  });

  it('of an inner service are dropped when the outer transaction rolls back after it', async () => {
    await expect(
      transaction(ctx, undefined, async (tx) => {
        await service('inner', tx);
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(ran).toEqual([]);
  });

  it('join the transaction an Idempotency-Key opened, found as the context database', async () => {
    await transaction(ctx, undefined, async (tx) => {
      const inner = createContext({ ...ctx, deps: { ...ctx.deps, db: tx } });
      await transaction(inner, undefined, async (_t, after) => after.trigger('inner'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['trigger inner']);
  });

  it('refuse a transaction opened around the platform: nobody would run them', async () => {
    await t.deps.db.transaction(async (raw) => {
      expect(() => afterCommit(raw)).toThrow();
      await expect(service('inner', raw)).rejects.toThrow();
    });
    expect(ran).toEqual([]);
  });
});

describe('queueOutbox', () => {
  const text = (priority: 'URGENT' | 'BULK', to: string) => ({
    to,
    channel: 'SMS',
    priority,
    subject: 'Sunrise',
    text: 'after-commit test',
  });
  const rowsTo = (to: string) => t.deps.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to));

  it('writes the rows in the transaction and wakes each priority’s dispatcher after the commit', async () => {
    const queued = await transaction(ctx, undefined, async (tx) => {
      const rows = await queueOutbox(tx, [text('URGENT', '+15550000001'), text('BULK', '+15550000002')]);
      expect(ran).toEqual([]);
      return rows;
    });
    expect(queued.map((q) => q.to)).toEqual(['+15550000001', '+15550000002']);
    expect(await rowsTo('+15550000001')).toHaveLength(1);
    expect(ran).toEqual([`trigger ${OUTBOX_URGENT_JOB}`, `trigger ${OUTBOX_DISPATCH_JOB}`]);
  });

  it('leaves no row and wakes no dispatcher when the transaction rolls back', async () => {
    await expect(
      transaction(ctx, undefined, async (tx) => {
        await queueOutbox(tx, [text('URGENT', '+15550000003')]);
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(await rowsTo('+15550000003')).toEqual([]);
    expect(ran).toEqual([]);
  });
});
