import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import type { Mailer } from '../../src/platform/mail';
import { defaultOutboxPolicy, dispatchOutbox, expireOutboxSecrets, type SmsSender } from '../../src/platform/outbox';
import { REDACTED, withSecrets } from '../../src/platform/outbox-secrets';
import { newToken } from '../../src/platform/tokens';
import { useTestApp } from '../helpers/test-app';

/** Issue 23: what the outbox keeps for retries holds its tokens for a short, documented time only. */
const t = useTestApp();

const down = Object.assign(new Error('provider down'), { code: 'EPROVIDER' });
const failing = {
  mailer: { kind: 'smtp', send: () => Promise.reject(down) } as Mailer,
  sms: { kind: 'test', send: () => Promise.reject(down) } as SmsSender,
};

async function queued(to: string) {
  const token = newToken();
  const [row] = await t.deps.db
    .insert(outbox)
    .values(withSecrets({ to, channel: 'SMS', subject: 'Link', text: `Open https://careroster.test/time-clock/${token} today` }, token))
    .returning();
  return { id: row!.id, token };
}
const rowOf = async (id: string) => (await t.deps.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('link tokens the outbox keeps for retries', () => {
  it('are cut out when the last attempt fails', async () => {
    const { id, token } = await queued('+13125550901');
    expect((await rowOf(id)).secrets).toEqual([token]);
    await dispatchOutbox(t.deps.db, failing, t.app.log, 'retention-test', { ...defaultOutboxPolicy, maxAttempts: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'FAILED',
      lastError: 'EPROVIDER',
      secrets: null,
      text: `Open https://careroster.test/time-clock/${REDACTED} today`,
    });
  });

  it('are kept while a retry is due, and cut out of a row still undelivered after the retention time, which is given up', async () => {
    const { id, token } = await queued('+13125550902');
    await dispatchOutbox(t.deps.db, failing, t.app.log, 'retention-test');
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', secrets: [token] });
    expect((await rowOf(id)).text).toContain(token);

    await expireOutboxSecrets(t.deps.db);
    expect((await rowOf(id)).secrets).toEqual([token]);

    const old = sql`now() - make_interval(secs => ${defaultOutboxPolicy.secretRetentionSeconds + 60})`;
    await t.deps.db.update(outbox).set({ createdAt: old }).where(eq(outbox.id, id));
    expect(await expireOutboxSecrets(t.deps.db)).toBeGreaterThanOrEqual(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'FAILED', lastError: 'SECRET_EXPIRED', secrets: null });
    expect(row.text).not.toContain(token);
  });

  it('must be in the message they are declared for', () => {
    expect(() => withSecrets({ text: 'no link here' }, newToken())).toThrow();
  });

  // Not about secrets, but about the same claim: its order, without pg-boss's own dispatchers around.
  it('one dispatcher round takes urgent rows before a bulk backlog queued earlier', async () => {
    const backlog = Array.from({ length: 3_000 }, (_, i) => ({
      to: `+1312556${String(i).padStart(4, '0')}`,
      channel: 'SMS',
      priority: 'BULK' as const,
      subject: 'Bulk',
      text: 'Join us',
    }));
    for (let i = 0; i < backlog.length; i += 500) await t.deps.db.insert(outbox).values(backlog.slice(i, i + 500));
    const [urgent] = await t.deps.db
      .insert(outbox)
      .values({ to: '+17735550198', channel: 'SMS', priority: 'URGENT', subject: 'Offer', text: 'An offer' })
      .returning();
    const order: string[] = [];
    const recorder: SmsSender = { kind: 'test', send: async (m) => void order.push(m.to) };
    await dispatchOutbox(t.deps.db, { sms: recorder, mailer: failing.mailer }, t.app.log, 'order-test', undefined, 1);
    expect(order[0]).toBe(urgent!.to);
  });
});
