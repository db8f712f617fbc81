import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { logoutContract } from '@careroster/shared/api/auth/logout';
import { pathOf, type Contract } from '@careroster/shared/api/contract';
import { uploadCredentialContract } from '@careroster/shared/api/employees/upload-credential';
import { getWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import { API_BASE } from '@careroster/shared/api/envelope';
import { listNotificationsContract } from '@careroster/shared/api/notifications/notifications';
import { updateDeviceTokenContract } from '@careroster/shared/api/push/update-device-token';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import { joinVideoCallContract, startVideoCallContract } from '@careroster/shared/api/video/video-call';
import { signInOverHttp } from '@careroster/shared/testing/passkey';
import { desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { credentialDocuments, credentials, employees, outbox } from '../src/db/schema';
import { DEMO_PASSWORD, demoUsers } from '../src/db/seed/demo';
import type { JobDefinition } from '../src/platform/jobs';
import { linkFamilies } from '../src/platform/link-limit';
import { pngBytes, soloEmployee } from './employees/fixtures';
import { multipart } from './helpers/multipart';
import { connect, joined } from './helpers/live-client';
import { createSecondTestApp, useTestApp, type TestApp } from './helpers/test-app';
import { shiftForm } from './shifts/fixtures';
import { everyMinuteJob, fastJobTuning } from './helpers/jobs';
import { waitFor } from './helpers/wait';
import { withDatabase } from './global-setup';
import webpush from 'web-push';
import { pushPayloadSchema } from '@careroster/shared/push';
import { browserKeys, startPushService } from './helpers/push-service';

/*
 * Two server instances on one PostgreSQL database and one Redis, each with its own pool, its own
 * DATA_DIR and its own pg-boss, talking real HTTP on 127.0.0.1: the shape compose.yaml runs behind
 * its proxy (decision 010). Nothing one instance holds in its process may be needed by the other.
 */

const EVERY_MINUTE = 'test.two-instances.every-minute';
const runs: string[] = [];
const everyMinute = (instance: string) => everyMinuteJob(EVERY_MINUTE, runs, instance);
// Production gives every instance the same VAPID keys (decision 015); plain HTTP reaches the push stand-in.
const vapid = webpush.generateVAPIDKeys();
const options = (instance: string) => ({
  config: { jobs: true, redisUrl: process.env.REDIS_URL, fileStore: 'postgres' as const, vapid, pushAllowedHosts: ['http://127.0.0.1'] },
  app: { jobs: { tuning: fastJobTuning, definitions: (defaults: JobDefinition[]) => [...defaults, everyMinute(instance)] } },
});

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}${API_BASE}`;
}

/** The address of an endpoint on one instance: the instances talk real HTTP, so this file fetches rather than injects. */
const at = (base: string, contract: Contract, params?: Record<string, string>) => `${base}${pathOf(contract, params)}`;

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)('two instances on one PostgreSQL and Redis', () => {
  const a = useTestApp(options('a'));
  let b: TestApp | undefined;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    b = await createSecondTestApp(a, options('b'));
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  });
  // The second shares the first's database, which closing the first drops: it closes first (afterAll runs last-registered first).
  afterAll(async () => {
    await b?.close();
  });

  // Through both steps: the demo owner and admin prove the demo passkey (decision 079).
  const signIn = async (base: string, email: string) =>
    (await signInOverHttp(base, new URL(a.config.publicUrl).origin, email, DEMO_PASSWORD)).token;
  const profile = (base: string, token: string) => fetch(at(base, getProfileContract), { headers: { authorization: `Bearer ${token}` } });

  it('serves a credential file uploaded through one instance from the other, byte for byte', async () => {
    const sunrise = await a.sunriseId();
    const employee = await soloEmployee(a, sunrise);
    const [credential] = await a.deps.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(eq(credentials.nurseId, employee.nurseId))
      .limit(1);
    const headers = { authorization: `Bearer ${await signIn(urlA, demoUsers.admin)}`, 'facility-id': sunrise };
    const png = await pngBytes();
    const body = multipart('upload_data_2', 'license.png', png, 'image/png');
    const uploaded = await fetch(at(urlA, uploadCredentialContract, { employeeId: employee.id, credentialDataId: credential!.id }), {
      method: 'PATCH',
      headers: { ...headers, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(200);
    const docs = (
      (await uploaded.json()) as {
        data: { credential: { credential_data: { id: string; filename: string; upload_data_2: string; thumbnails: string | null }[] } };
      }
    ).data.credential.credential_data;
    const doc = docs.find((d) => d.filename === 'license.png')!;

    const file = await fetch(`${urlB}${doc.upload_data_2}`, { headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const thumbnail = await fetch(`${urlB}${doc.thumbnails!}`, { headers });
    expect(thumbnail.status).toBe(200);
    expect(
      Buffer.from(await thumbnail.arrayBuffer())
        .subarray(0, 3)
        .equals(Buffer.from([0xff, 0xd8, 0xff])),
    ).toBe(true);
    // In the database both share, not in either instance's DATA_DIR.
    const [row] = await a.deps.db
      .select({ filePath: credentialDocuments.filePath })
      .from(credentialDocuments)
      .where(eq(credentialDocuments.id, doc.id));
    expect(await b!.deps.files.exists(row!.filePath)).toBe(true);
  });

  it('accepts a session created on one instance on the other, and refuses it there once revoked', async () => {
    const token = await signIn(urlA, demoUsers.admin);
    expect((await profile(urlB, token)).status).toBe(200);
    const logout = await fetch(at(urlA, logoutContract), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    expect((await profile(urlB, token)).status).toBe(401);
    expect((await profile(urlA, token)).status).toBe(401);
  });

  // Before the cron test, which stops both instances' jobs.
  it('delivers a push for a notification raised on one instance to a browser registered through the other', async () => {
    const service = await startPushService();
    try {
      const sunrise = await a.sunriseId();
      const ownerToken = await signIn(urlB, demoUsers.owner);
      const keys = browserKeys();
      const deviceToken = JSON.stringify({
        endpoint: service.endpoint('owner-desk'),
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      const registered = await fetch(at(urlB, updateDeviceTokenContract), {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ device_token: deviceToken }),
      });
      expect(registered.status).toBe(200);

      const employee = await soloEmployee(a, sunrise);
      const [credential] = await a.deps.db
        .select({ id: credentials.id })
        .from(credentials)
        .where(eq(credentials.nurseId, employee.nurseId))
        .limit(1);
      const body = multipart('upload_data_2', 'permit.png', await pngBytes(), 'image/png');
      const uploaded = await fetch(at(urlA, uploadCredentialContract, { employeeId: employee.id, credentialDataId: credential!.id }), {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await signIn(urlA, demoUsers.admin)}`, 'facility-id': sunrise, ...body.headers },
        body: body.payload,
      });
      expect(uploaded.status).toBe(200);

      // The instances' own jobs may push the owner other notifications (an overtime alert) meanwhile.
      const payloadOf = (push: { body: Buffer }) => pushPayloadSchema.parse(JSON.parse(keys.decrypt(push.body)));
      const push = await waitFor('the credential push at the stand-in', async () =>
        service.to('owner-desk').find((p) => payloadOf(p).type_id === credential!.id),
      );
      expect(service.rejected).toEqual([]);
      expect(push.vapidKey).toBe(vapid.publicKey);
      expect(payloadOf(push)).toMatchObject({
        type: 'CREDENTIAL',
        type_id: credential!.id,
        url: `/nurses/nurse-detail?type=cred&nurse_id=${employee.nurseId}`,
      });
    } finally {
      await service.close();
    }
  });

  it('runs a cron job registered on both instances once per period, not twice', async () => {
    await waitFor('a run of the every-minute job', async () => runs.length >= 1, 200_000, 500);
    // Both instances keep making cron passes over the same minute; give each several before stopping.
    await new Promise((r) => setTimeout(r, 5_000));
    await Promise.all([a.deps.jobs.stop(), b!.deps.jobs.stop()]);

    const q = async <T>(query: ReturnType<typeof sql>) => (await a.sql(query)) as { rows: T[] };
    const forwarded = await q<{ slot: string }>(
      sql`select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${EVERY_MINUTE} and state = 'completed'`,
    );
    const slots = new Set(forwarded.rows.map((r) => r.slot));
    const jobs = await q<{ state: string }>(sql`select state from pgboss.job where name = ${EVERY_MINUTE}`);
    // One forwarded occurrence per minute slot, one job per occurrence, one run per job, whichever instance ran it.
    expect(slots.size).toBeGreaterThanOrEqual(1);
    expect(forwarded.rows).toHaveLength(slots.size);
    expect(jobs.rows).toHaveLength(slots.size);
    expect(runs).toHaveLength(jobs.rows.filter((j) => j.state === 'completed').length);
  }, 240_000);

  it('migrates an empty database once when both instances start at the same moment', async () => {
    const name = `careroster_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: a.databaseUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const both = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: withDatabase(a.databaseUrl!, name), poolSize: 3 })));
    try {
      await Promise.all(both.map((database) => migrate(database)));
      const applied: unknown = await both[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as { rows: { n: number }[] }).rows[0]!.n).toBe(
        fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length,
      );
    } finally {
      await Promise.all(both.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it("a notification raised through one instance reaches the other instance's socket and list", async () => {
    const sunrise = await a.sunriseId();
    const employee = await soloEmployee(a, sunrise);
    const [credential] = await a.deps.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(eq(credentials.nurseId, employee.nurseId))
      .limit(1);
    const ownerToken = await signIn(urlB, demoUsers.owner);
    const onB = await joined(urlB.replace(API_BASE, ''), ownerToken, sunrise);
    try {
      const body = multipart('upload_data_2', 'card.png', await pngBytes(), 'image/png');
      const uploaded = await fetch(at(urlA, uploadCredentialContract, { employeeId: employee.id, credentialDataId: credential!.id }), {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await signIn(urlA, demoUsers.admin)}`, 'facility-id': sunrise, ...body.headers },
        body: body.payload,
      });
      expect(uploaded.status).toBe(200);
      expect(await onB.next((m) => m.type === 'notifications.created')).toMatchObject({
        notification_type: 'CREDENTIAL',
        type_id: credential!.id,
      });
    } finally {
      await onB.close();
    }
    const listed = await fetch(`${at(urlB, listNotificationsContract)}?unread=true`, {
      headers: { authorization: `Bearer ${ownerToken}`, 'facility-id': sunrise },
    });
    const page = ((await listed.json()) as { data: { results: { payload: { type_id: string | null } }[] } }).data;
    expect(page.results.some((n) => n.payload.type_id === credential!.id)).toBe(true);
  });

  it('relays a video call between a caller on one instance and the nurse on the other', async () => {
    const sunrise = await a.sunriseId();
    const token = await signIn(urlA, demoUsers.admin);
    const [employee] = await a.deps.db
      .select({ nurseId: employees.nurseId })
      .from(employees)
      .where(eq(employees.facilityId, sunrise))
      .limit(1);
    const started = await fetch(at(urlA, startVideoCallContract), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'facility-id': sunrise, 'content-type': 'application/json' },
      body: JSON.stringify({ nurse: employee!.nurseId }),
    });
    expect(started.status).toBe(200);
    const call = ((await started.json()) as { data: { token: string; room_name: string } }).data;
    const [sms] = await a.deps.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(like(outbox.text, `%/video-call/%`))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const link = /\/video-call\/([\w-]+)/.exec(sms!.text)![1]!;
    const joinedAnswer = await fetch(at(urlB, joinVideoCallContract, { token: link }), { method: 'POST' });
    expect(joinedAnswer.status).toBe(200);
    const nurseToken = ((await joinedAnswer.json()) as { data: { token: string } }).data.token;

    const party = async (base: string, partyToken: string) => {
      const c = connect(base.replace(API_BASE, ''));
      await c.opened;
      c.send({ type: 'call.join', token: partyToken });
      await c.next((m) => m.type === 'call.ready');
      return c;
    };
    const caller = await party(urlA, call.token);
    const nurse = await party(urlB, nurseToken);
    try {
      await caller.next((m) => m.type === 'call.peer');
      caller.send({ type: 'call.signal', signal: { description: { type: 'offer', sdp: 'v=0 across' } } });
      expect(await nurse.next((m) => m.type === 'call.signal')).toEqual({
        type: 'call.signal',
        signal: { description: { type: 'offer', sdp: 'v=0 across' } },
      });
      nurse.send({ type: 'call.hangup' });
      expect(await caller.next((m) => m.type === 'call.ended')).toEqual({ type: 'call.ended', status: 'ENDED' });
    } finally {
      caller.ws.terminate();
      nurse.ws.terminate();
    }
  });

  it("shares a link family's limit: refused on one instance, its sibling route is refused on the other", async () => {
    const invite = (base: string, method: 'GET' | 'POST') =>
      fetch(at(base, getWalkInInviteContract, { token: 'w'.repeat(43) }), {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
    let status = 0;
    for (let i = 0; i <= linkFamilies['walk-in-invite'].max && status !== 429; i++) status = (await invite(urlA, 'GET')).status;
    expect(status).toBe(429);
    expect((await invite(urlB, 'POST')).status).toBe(429);
  });

  it('an event raised on one instance reaches a WebSocket client of the other', async () => {
    const sunrise = await a.sunriseId();
    const token = await signIn(urlA, demoUsers.admin);
    const onB = await joined(urlB.replace(API_BASE, ''), token, sunrise);
    try {
      const res = await fetch(at(urlA, createShiftContract), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'facility-id': sunrise, 'content-type': 'application/json' },
        body: JSON.stringify(shiftForm()),
      });
      expect(res.status).toBe(200);
      await onB.next((m) => m.type === 'shifts.changed');
    } finally {
      await onB.close();
    }
  });
});
