import fs from 'node:fs/promises';
import path from 'node:path';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { getPushPublicKeyContract } from '@careroster/shared/api/push/get-public-key';
import { deleteDeviceTokenContract, updateDeviceTokenContract } from '@careroster/shared/api/push/update-device-token';
import { productMessages } from '@careroster/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, sessions } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { loadConfig } from '../../src/config';
import { resolveVapidKeys } from '../../src/platform/push/vapid';
import { hashToken } from '../../src/platform/tokens';
import { generateDataKey } from '../../src/platform/crypto/secret-box';
import { browserKeys } from '../helpers/push-service';
import type { BodyOf } from '../helpers/contract-call';
import { bearer, useTestApp } from '../helpers/test-app';

// The product's default allowlist: the browsers' push services, https only.
const t = useTestApp();
// Signed in here, not through the demo sessions: subscriptions belong to a session, found by its token.
let admin: { token: string };
let manager: { token: string };
beforeAll(async () => {
  admin = await t.login(demoUsers.admin);
  manager = await t.login(demoUsers.manager);
});
beforeEach(async () => {
  await t.deps.db.delete(pushSubscriptions);
});

const fcm = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;
const tokenFor = (endpoint: string, keys = browserKeys()) =>
  JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } });
// One body here is malformed on purpose (no device token), for the server to refuse.
const patch = (token: string, body: object) =>
  t.call(updateDeviceTokenContract, { body: body as BodyOf<typeof updateDeviceTokenContract>, headers: bearer(token) });
const remove = (token: string, endpoint: string) => t.call(deleteDeviceTokenContract, { body: { endpoint }, headers: bearer(token) });
const rows = () => t.deps.db.select().from(pushSubscriptions);
const sessionIdOf = async (token: string) => {
  const [row] = await t.deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.id;
};

describe('the VAPID public key', () => {
  it('is generated into DATA_DIR/vapid.json on first start, private to the server, and reused', async () => {
    const res = await t.call(getPushPublicKeyContract, { headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const file = path.join(t.dataDir, 'vapid.json');
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { publicKey: string };
    expect(res.data).toEqual({ public_key: stored.publicKey });
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    // The next start reads the same keys.
    expect((await resolveVapidKeys(t.config)).publicKey).toBe(stored.publicKey);
  });

  it('comes from the environment when set, and must in production', async () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'a'.repeat(43) };
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/together/);
    const config = loadConfig({
      NODE_ENV: 'production',
      ...keys,
      DATA_KEY: generateDataKey(),
      VAPID_SUBJECT: 'mailto:ops@sunrise.example',
    });
    expect(await resolveVapidKeys(config)).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@sunrise.example',
    });
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com, http://127.0.0.1' }).pushAllowedHosts).toEqual([
      'fcm.googleapis.com',
      'http://127.0.0.1',
    ]);
  });

  it('is for signed-in users only', async () => {
    const res = await t.call(getPushPublicKeyContract, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /update-device-token', () => {
  it('registers the browser for the caller and the session that sent it', async () => {
    const res = await patch(admin.token, { device_token: tokenFor(fcm('a1')), is_safari: false, is_safari_permit: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, statusCode: 200, data: { message: productMessages.pushDeviceRegistered } });
    const [row] = await rows();
    expect(row).toMatchObject({ endpoint: fcm('a1'), sessionId: await sessionIdOf(admin.token), isSafari: false, lastDeliveredAt: null });
  });

  it('replaces the keys of an endpoint registered again, and keeps one row', async () => {
    await patch(admin.token, { device_token: tokenFor(fcm('a1')) });
    const newer = browserKeys();
    expect((await patch(admin.token, { device_token: tokenFor(fcm('a1'), newer), is_safari: true })).statusCode).toBe(200);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ p256dh: newer.p256dh, auth: newer.auth, isSafari: true });
  });

  it('moves an endpoint to whoever signs in on that browser next', async () => {
    await patch(admin.token, { device_token: tokenFor(fcm('shared')) });
    await patch(manager.token, { device_token: tokenFor(fcm('shared')) });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]!.sessionId).toBe(await sessionIdOf(manager.token));
  });

  it('keeps several devices of one user', async () => {
    await patch(admin.token, { device_token: tokenFor(fcm('laptop')) });
    await patch(admin.token, { device_token: tokenFor('https://updates.push.services.mozilla.com/wpush/v2/gAAAAB') });
    await patch(admin.token, { device_token: tokenFor('https://web.push.apple.com/QGuQyavXutnMH') });
    await patch(admin.token, { device_token: tokenFor('https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB') });
    expect(await rows()).toHaveLength(4);
  });

  const keys = browserKeys();
  const invalid: [string, string][] = [
    ['not JSON', 'not json'],
    ['no keys', JSON.stringify({ endpoint: fcm('x') })],
    ['p256dh too short', JSON.stringify({ endpoint: fcm('x'), keys: { p256dh: keys.p256dh.slice(0, 80), auth: keys.auth } })],
    ['p256dh not a point', JSON.stringify({ endpoint: fcm('x'), keys: { p256dh: `A${keys.p256dh.slice(1)}`, auth: keys.auth } })],
    ['p256dh not base64url', JSON.stringify({ endpoint: fcm('x'), keys: { p256dh: `${keys.p256dh.slice(0, 86)}+`, auth: keys.auth } })],
    ['auth too long', JSON.stringify({ endpoint: fcm('x'), keys: { p256dh: keys.p256dh, auth: `${keys.auth}AAAA` } })],
    ['extra key field', JSON.stringify({ endpoint: fcm('x'), keys: { p256dh: keys.p256dh, auth: keys.auth, other: 'x' } })],
    ['endpoint not a URL', tokenFor('fcm.googleapis.com/fcm/send/x')],
    ['endpoint too long', tokenFor(fcm('x'.repeat(2100)))],
  ];
  it.each(invalid)('refuses a device token with %s: 422, nothing stored', async (_label, deviceToken) => {
    const res = await patch(admin.token, { device_token: deviceToken });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toEqual([productMessages.pushSubscriptionInvalid]);
    expect(await rows()).toHaveLength(0);
  });

  const notPushServices = [
    'http://127.0.0.1:8080/api/v1/profile',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data/',
    'https://localhost/push',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/fcm.googleapis.com',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://push.services.mozilla.com/wpush/v2/x',
    'https://[::1]/push',
  ];
  it.each(notPushServices)('refuses an endpoint that is not a push service (SSRF): %s', async (endpoint) => {
    const res = await patch(admin.token, { device_token: tokenFor(endpoint) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toEqual([productMessages.pushServiceNotAllowed]);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a body without a device token, and callers without a session', async () => {
    expect((await patch(admin.token, { is_safari: true })).statusCode).toBe(422);
    const anonymous = await t.call(updateDeviceTokenContract, { body: { device_token: tokenFor(fcm('a')) } });
    expect(anonymous.statusCode).toBe(401);
    expect(await rows()).toHaveLength(0);
  });

  it('writes nothing of the token, endpoint or keys to the logs', async () => {
    const k = browserKeys();
    await patch(admin.token, { device_token: tokenFor(fcm('secret-endpoint-id'), k) });
    await patch(admin.token, { device_token: tokenFor('https://evil.example/secret-refused-id', k) });
    const logs = t.logs.join('\n');
    for (const secret of ['secret-endpoint-id', 'secret-refused-id', k.p256dh, k.auth]) expect(logs).not.toContain(secret);
  });
});

describe('DELETE /update-device-token', () => {
  it("removes the caller's own subscription", async () => {
    await patch(admin.token, { device_token: tokenFor(fcm('mine')) });
    const res = await remove(admin.token, fcm('mine'));
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ message: productMessages.pushDeviceRemoved });
    expect(await rows()).toHaveLength(0);
  });

  it("cannot remove another user's subscription", async () => {
    await patch(admin.token, { device_token: tokenFor(fcm('admins')) });
    const res = await remove(manager.token, fcm('admins'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toEqual([productMessages.pushDeviceNotFound]);
    expect(await rows()).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it("removes the session's subscriptions and keeps the user's other sessions'", async () => {
    const desk = await t.login(demoUsers.admin);
    const phone = await t.login(demoUsers.admin);
    await patch(desk.token, { device_token: tokenFor(fcm('nursing-station')) });
    await patch(phone.token, { device_token: tokenFor(fcm('own-laptop')) });
    const out = await t.call(logoutContract, { headers: bearer(desk.token) });
    expect(out.statusCode).toBe(200);
    expect((await rows()).map((r) => r.endpoint)).toEqual([fcm('own-laptop')]);
    const left = await t.sql(sql`select count(*)::int as n from push_subscriptions where session_id = ${await sessionIdOf(desk.token)}`);
    expect((left as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
