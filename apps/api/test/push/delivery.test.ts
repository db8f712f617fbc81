import { randomUUID } from 'node:crypto';
import { updateDeviceTokenContract } from '@careroster/shared/api/push/update-device-token';
import { productMessages } from '@careroster/shared/messages';
import { pushPayloadSchema } from '@careroster/shared/push';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nurses, pushSubscriptions, sessions } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { PUSH_NOTIFICATIONS_JOB, raiseNotifications, type Notice } from '../../src/modules/notifications/raise';
import { transaction } from '../../src/platform/effects';
import { PUSH_DELIVER_JOB } from '../../src/modules/push/delivery';
import { hashToken } from '../../src/platform/tokens';
import { fastJobTuning } from '../helpers/jobs';
import { browserKeys, startPushService } from '../helpers/push-service';
import { bearer, systemCtx, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';

const t = useTestApp({
  // Plain HTTP to the local stand-in is allowed only because this list names it so.
  config: { jobs: true, pushAllowedHosts: ['http://127.0.0.1'] },
  app: {
    jobs: {
      tuning: fastJobTuning,
      // The product's jobs, with a retry after a second instead of half a minute, and without
      // their cron schedules: a sweep that raises a notification of its own (an overtime alert)
      // whenever its minute comes would push to these browsers too.
      definitions: (defaults) =>
        defaults.map(({ cron: _cron, ...d }) =>
          d.name === PUSH_DELIVER_JOB ? { ...d, retry: { retryLimit: 3, retryDelay: 1, retryBackoff: false } } : d,
        ),
    },
  },
});
let service: Awaited<ReturnType<typeof startPushService>>;
// Signed in here: a browser registers for one session, by its token.
let admin: { token: string };
let sunriseId: string;

beforeAll(async () => {
  service = await startPushService();
  admin = await t.login(demoUsers.admin);
  sunriseId = await t.sunriseId();
});
afterAll(async () => {
  await service?.close();
});
beforeEach(async () => {
  await t.deps.db.delete(pushSubscriptions);
});

/** Registers a "browser" at the stand-in through the product's own route. */
async function register(token: string, name: string) {
  const keys = browserKeys();
  const deviceToken = JSON.stringify({
    endpoint: service.endpoint(name),
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  const res = await t.call(updateDeviceTokenContract, { body: { device_token: deviceToken }, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return keys;
}

/** What a business change does: raise in its transaction, announced after the commit (queues push.notifications). */
const raise = (notices: Notice[]) => transaction(systemCtx(t), undefined, (tx) => raiseNotifications(tx, notices));

const subscriptionOf = async (name: string) => {
  const [row] = await t.deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, service.endpoint(name)));
  return row;
};
const fanOutsDone = async () => (await t.deps.jobs.boss!.findJobs(PUSH_NOTIFICATIONS_JOB)).every((j) => j.state === 'completed');
const deliveryJobs = async () => t.deps.jobs.boss!.findJobs<{ notificationId: string; subscriptionId: string }>(PUSH_DELIVER_JOB);

describe('push delivery through a push service stand-in', () => {
  it('sends an encrypted, VAPID-signed push with the click target, TTL and urgency of its type', async () => {
    const keys = await register(admin.token, 'admin-laptop');
    const shiftId = randomUUID();
    const [nurse] = await t.deps.db.select({ id: nurses.id }).from(nurses).limit(1);
    const raised = await raise([
      { facilityId: sunriseId, type: 'APPLICATION', typeId: shiftId, title: 'New applicant', body: 'Jane applied to the night shift.' },
      {
        facilityId: sunriseId,
        type: 'CREDENTIAL',
        typeId: randomUUID(),
        nurseId: nurse!.id,
        title: productMessages.credentialExpiredTitle,
        body: 'A licence expired.',
      },
    ]);
    const adminId = (await subscriptionOf('admin-laptop'))!.userId;
    // Every member of the facility got a row; only the admin has a browser registered.
    expect(raised.filter((r) => r.userId === adminId)).toHaveLength(2);
    expect(raised.length).toBeGreaterThan(2);

    const pushes = await waitFor('two pushes at the stand-in', async () =>
      service.to('admin-laptop').length >= 2 ? service.to('admin-laptop') : undefined,
    );
    expect(service.rejected).toEqual([]);
    const vapidKey = t.deps.vapid.publicKey;
    const byType = new Map(
      pushes.map((p) => {
        const payload = pushPayloadSchema.parse(JSON.parse(keys.decrypt(p.body)));
        return [payload.type, { push: p, payload }] as const;
      }),
    );

    const application = byType.get('APPLICATION')!;
    expect(application.payload).toMatchObject({
      title: 'New applicant',
      body: 'Jane applied to the night shift.',
      type_id: shiftId,
      url: `/shifts/shift-details/${shiftId}?slug=applicant`,
    });
    expect(application.push.headers).toMatchObject({
      ttl: '3600',
      urgency: 'high',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    const credential = byType.get('CREDENTIAL')!;
    expect(credential.payload).toMatchObject({
      title: productMessages.credentialExpiredTitle,
      url: `/nurses/nurse-detail?type=cred&nurse_id=${nurse!.id}`,
    });
    expect(credential.push.headers).toMatchObject({ ttl: '86400', urgency: 'normal' });

    for (const { push, payload } of byType.values()) {
      // The JWT was signed by this server's key, for the push service's origin, for a limited time.
      expect(push.vapidKey).toBe(vapidKey);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe(t.config.vapidSubject);
      expect(push.claims.exp * 1000).toBeGreaterThan(Date.now());
      // The payload's id is the admin's own notification row.
      const row = await t.sql(sql`select user_id from notifications where id = ${payload.id}`);
      expect((row as { rows: { user_id: string }[] }).rows[0]!.user_id).toBe(adminId);
    }
    await waitFor('last_delivered_at', async () => (await subscriptionOf('admin-laptop'))?.lastDeliveredAt ?? undefined);

    // Nothing of the endpoint, keys or texts in the server's logs.
    const logs = t.logs.join('\n');
    for (const secret of ['admin-laptop', keys.p256dh, keys.auth, 'Jane applied']) expect(logs).not.toContain(secret);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    await register(admin.token, 'uninstalled');
    service.script('uninstalled', [410]);
    await raise([{ facilityId: sunriseId, type: 'PBJ', title: 'PBJ file ready', body: 'The quarter is ready.' }]);
    await waitFor('the subscription to be removed', async () => (await subscriptionOf('uninstalled')) === undefined);
    expect(service.to('uninstalled').map((p) => p.status)).toEqual([410]);
  });

  it('retries after a 500 and delivers once', async () => {
    const keys = await register(admin.token, 'flaky');
    service.script('flaky', [500]);
    await raise([{ facilityId: sunriseId, type: 'BANK', title: 'Bank verified', body: 'Your bank account is verified.' }]);
    await waitFor('the retry to be delivered', async () => (await subscriptionOf('flaky'))?.lastDeliveredAt ?? undefined);
    const subscription = (await subscriptionOf('flaky'))!;
    const [job] = await waitFor('the delivery job to complete', async () => {
      const mine = (await deliveryJobs()).filter((j) => j.data.subscriptionId === subscription.id);
      return mine.length === 1 && mine[0]!.state === 'completed' ? mine : undefined;
    });
    expect(job!.retryCount).toBe(1);
    const pushes = service.to('flaky');
    expect(pushes.map((p) => p.status)).toEqual([500, 201]);
    expect(new Set(pushes.map((p) => (JSON.parse(keys.decrypt(p.body)) as { id: string }).id)).size).toBe(1);
  });

  it("sends nothing to a signed-out or revoked session's browser", async () => {
    await register(admin.token, 'active-admin');
    const owner = await t.login(demoUsers.owner);
    await register(owner.token, 'revoked-owner');
    // Revoked without sign-out (a password reset revokes every session): the row is still there.
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(owner.token)));
    const revokedRow = (await subscriptionOf('revoked-owner'))!;
    const before = (await deliveryJobs()).length;

    await raise([{ facilityId: sunriseId, type: 'PAYROLL', title: 'Payroll due', body: 'Run payroll for this week.' }]);
    await waitFor('the active session to get its push', async () => service.to('active-admin').length === 1);
    await waitFor('every fan-out to finish', fanOutsDone);
    const queued = (await deliveryJobs()).slice(before);
    expect(queued.some((j) => j.data.subscriptionId === revokedRow.id)).toBe(false);
    expect(service.to('revoked-owner')).toEqual([]);
  });

  it('queues each delivery once when the fan-out runs twice (at-least-once jobs)', async () => {
    await register(admin.token, 'twice');
    const raised = await raise([{ facilityId: sunriseId, type: 'PAYMENT', title: 'Payment sent', body: 'Payment of the week sent.' }]);
    await waitFor('the first push', async () => service.to('twice').length === 1);
    await t.deps.jobs.send(PUSH_NOTIFICATIONS_JOB, { ids: raised.map((r) => r.id) });
    await waitFor('the repeated fan-out to finish', fanOutsDone);
    const subscription = (await subscriptionOf('twice'))!;
    const forThis = (await deliveryJobs()).filter((j) => j.data.subscriptionId === subscription.id);
    expect(forThis).toHaveLength(1);
    expect(service.to('twice')).toHaveLength(1);
  });
});
