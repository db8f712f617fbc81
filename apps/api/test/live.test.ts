import { logoutContract } from '@careroster/shared/api/auth/logout';
import { pathOf, type Contract } from '@careroster/shared/api/contract';
import { createNoteContract } from '@careroster/shared/api/employees/notes';
import { liveClose } from '@careroster/shared/api/live';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import { updateShiftContract } from '@careroster/shared/api/shifts/update-shift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/db/seed/demo';
import { connect, joined, withTimeout, type Client } from './helpers/live-client';
import { api, bearer, createTestApp, useTestApp } from './helpers/test-app';
import { soloEmployee } from './employees/fixtures';
import { shiftForm } from './shifts/fixtures';

describe('live channel', () => {
  const t = useTestApp({ live: { authTimeoutMs: 1_000, heartbeatMs: 1_000 } });
  let base: string;
  let sunrise: string;
  let maple: string;
  let adminToken: string;
  let managerToken: string;
  const clients: Client[] = [];
  const track = (c: Client) => (clients.push(c), c);

  beforeAll(async () => {
    sunrise = await t.sunriseId();
    maple = await t.mapleId();
    adminToken = (await t.login(demoUsers.admin)).token;
    managerToken = (await t.login(demoUsers.manager)).token;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const c of clients) c.ws.terminate();
  });

  /** A call over real HTTP to the listening app, as the browser beside the socket makes it. */
  const overHttp = (contract: Contract, token: string, init: { params?: Record<string, string>; body?: object; facilityId?: string }) =>
    fetch(`${base}${api(pathOf(contract, init.params))}`, {
      method: contract.method,
      headers: { ...bearer(token, init.facilityId), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });

  it('joins the facility channel with the token in the first message', async () => {
    const c = track(await joined(base, adminToken, sunrise));
    expect(c.messages[0]).toEqual({ type: 'ready', facility_id: sunrise });
    await c.close();
  });

  it('ignores a token in the address: the socket still has to authenticate, and times out without', async () => {
    const c = track(connect(base, { suffix: `?token=${adminToken}&facility_id=${sunrise}` }));
    await c.opened;
    expect((await withTimeout(c.closed, 'auth timeout')).code).toBe(liveClose.authTimeout);
    expect(c.messages).toEqual([]);
  });

  it('refuses a bad token and closes the socket', async () => {
    const c = track(connect(base));
    await c.opened;
    c.send({ type: 'auth', token: 'not-a-session', facility_id: sunrise });
    expect((await withTimeout(c.closed, 'close')).code).toBe(liveClose.unauthenticated);
    expect(c.messages).toEqual([]);
  });

  it("refuses another facility's channel and closes the socket", async () => {
    const c = track(connect(base));
    await c.opened;
    c.send({ type: 'auth', token: adminToken, facility_id: maple });
    expect((await withTimeout(c.closed, 'close')).code).toBe(liveClose.forbidden);
    expect(c.messages).toEqual([]);
  });

  it('refuses a message that is not the auth message', async () => {
    const c = track(connect(base));
    await c.opened;
    c.ws.send('hello');
    expect((await withTimeout(c.closed, 'close')).code).toBe(liveClose.policy);
  });

  it('refuses the handshake from a foreign Origin', async () => {
    const c = track(connect(base, { origin: 'https://evil.example' }));
    await expect(withTimeout(c.opened, 'refusal')).rejects.toThrow('refused with 403');
  });

  it("accepts the request's own origin (the page served by this instance)", async () => {
    const c = track(connect(base, { origin: base }));
    await withTimeout(c.opened, 'open');
    await c.close();
  });

  it('closes the socket on an oversize message', async () => {
    const c = track(connect(base));
    await c.opened;
    c.send({ type: 'auth', token: 'x'.repeat(10_000), facility_id: sunrise });
    expect((await withTimeout(c.closed, 'close')).code).toBe(liveClose.tooBig);
  });

  it('closes the socket when a client sends too many messages', async () => {
    const c = track(connect(base));
    await c.opened;
    for (let i = 0; i < 20; i += 1) c.send({ type: 'auth', token: adminToken, facility_id: sunrise });
    expect((await withTimeout(c.closed, 'close')).code).toBe(liveClose.policy);
  });

  it("sends a shift created through the API to its facility's sockets and not to another facility's", async () => {
    const mine = track(await joined(base, adminToken, sunrise));
    const theirs = track(await joined(base, managerToken, maple));
    const res = await overHttp(createShiftContract, adminToken, { body: shiftForm(), facilityId: sunrise });
    expect(res.status).toBe(200);
    await mine.next((m) => m.type === 'shifts.changed');
    // A marker sent to Maple after Sunrise's event: once it arrives, Sunrise's would have too (one bus, in order).
    await t.deps.live.publish(maple, { type: 'devices.changed' });
    await theirs.next((m) => m.type === 'devices.changed');
    expect(theirs.messages.filter((m) => m.type === 'shifts.changed')).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it("sends an employee's change (a note added) as employees.changed with its id", async () => {
    const c = track(await joined(base, adminToken, sunrise));
    const employee = await soloEmployee(t, sunrise);
    const res = await overHttp(createNoteContract, adminToken, {
      params: { employeeId: employee.id },
      body: { title: 'Live', description: 'Private text that never travels on the socket.' },
      facilityId: sunrise,
    });
    expect(res.status).toBe(200);
    expect(await c.next((m) => m.type === 'employees.changed')).toEqual({ type: 'employees.changed', employee_id: employee.id });
    expect(JSON.stringify(c.messages)).not.toContain('Private text');
    await c.close();
  });

  it('publishes nothing for a change that was refused inside its transaction', async () => {
    const c = track(await joined(base, adminToken, sunrise));
    const res = await overHttp(updateShiftContract, adminToken, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: shiftForm(),
      facilityId: sunrise,
    });
    expect(res.status).toBe(404);
    await t.deps.live.publish(sunrise, { type: 'devices.changed' });
    await c.next((m) => m.type === 'devices.changed');
    expect(c.messages.filter((m) => m.type === 'shifts.changed')).toEqual([]);
    await c.close();
  });

  it('keeps a live socket open through heartbeats and closes it when its session ends', async () => {
    const { token } = await t.login(demoUsers.admin);
    const c = track(await joined(base, token, sunrise));
    const out = await overHttp(logoutContract, token, {});
    expect(out.status).toBe(200);
    expect((await withTimeout(c.closed, 'close after sign-out')).code).toBe(liveClose.unauthenticated);
  });

  it('never logs the token', () => {
    expect(t.logs.join('\n')).not.toContain(adminToken);
  });
});

describe('a dead socket', () => {
  // An app of its own: a grace this short would drop the other tests' sockets on a loaded machine.
  const t = useTestApp({ live: { heartbeatMs: 500, pongGraceMs: 2_000 } });

  it('is dropped once it has left pings unanswered for the grace', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = await joined(base, (await t.login(demoUsers.admin)).token, await t.sunriseId(), { autoPong: false });
    expect((await withTimeout(c.closed, 'dropped after missed pongs')).code).toBe(1006);
  });
});

describe('closing the app', () => {
  it('closes every socket with "going away"', async () => {
    // An app of its own: closing it is what this test does.
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const c = await joined(base, (await t.login(demoUsers.admin)).token, await t.sunriseId());
    const closing = t.close();
    expect((await withTimeout(c.closed, 'close')).code).toBe(liveClose.goingAway);
    await closing;
  });
});
