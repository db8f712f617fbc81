import { liveClose } from '@careroster/shared/api/live';
import {
  cancelVideoCallContract,
  type CallServerMessage,
  joinVideoCallContract,
  listVideoCallsContract,
  startVideoCallContract,
} from '@careroster/shared/api/video/video-call';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, outbox, videoCalls } from '../../src/db/schema';
import { iceServersFor } from '../../src/modules/video/call-sockets';
import { connect, withTimeout, type Client } from '../helpers/live-client';
import { useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp({ live: { authTimeoutMs: 2_000, heartbeatMs: 1_000 } });
const s = useDemoSessions(t);
let base: string;
let nurseId: string;
let mapleNurseId: string;
const clients: Client[] = [];

beforeAll(async () => {
  const [a] = await t.deps.db.select({ nurseId: employees.nurseId }).from(employees).where(eq(employees.facilityId, s.sunrise)).limit(1);
  nurseId = a!.nurseId;
  const sunriseNurses = (
    await t.deps.db.select({ nurseId: employees.nurseId }).from(employees).where(eq(employees.facilityId, s.sunrise))
  ).map((r) => r.nurseId);
  const mapleOnly = (await t.deps.db.select({ nurseId: employees.nurseId }).from(employees).where(eq(employees.facilityId, s.maple))).find(
    (r) => !sunriseNurses.includes(r.nurseId),
  );
  mapleNurseId = mapleOnly!.nurseId;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const c of clients) c.ws.terminate();
});

const start = async (nurse = nurseId) => {
  const res = await t.call(startVideoCallContract, { body: { nurse }, headers: s.admin });
  return res;
};
const started = async () => {
  const res = await start();
  expect(res.statusCode).toBe(200);
  const data = res.data;
  const [sms] = await t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'SMS'), like(outbox.text, '%/video-call/%')));
  const all = await t.deps.db.select({ text: outbox.text }).from(outbox).where(like(outbox.text, '%/video-call/%'));
  expect(sms).toBeDefined();
  const link = all.map((r) => /\/video-call\/([\w-]+)/.exec(r.text)![1]!).at(-1)!;
  return { ...data, link };
};
const join = (token: string) => t.call(joinVideoCallContract, { params: { token } });
const party = async (token: string) => {
  const c = connect(base);
  clients.push(c);
  await c.opened;
  c.send({ type: 'call.join', token });
  const ready = (await c.next((m) => m.type === 'call.ready')) as Extract<CallServerMessage, { type: 'call.ready' }>;
  return { c, ready };
};
const statusOf = async (room: string) => (await t.deps.db.select().from(videoCalls).where(eq(videoCalls.roomName, room)))[0]!;

describe('starting and joining a call', () => {
  it("opens a ringing room bound to the facility, answers the caller's token and texts the nurse a join link", async () => {
    const call = await started();
    expect(call.token).toMatch(/^[\w-]{43}$/);
    const row = await statusOf(call.room_name);
    expect(row).toMatchObject({ facilityId: s.sunrise, nurseId, status: 'RINGING', joinUsedAt: null });
    expect(JSON.stringify(row)).not.toContain(call.token);
    expect(JSON.stringify(row)).not.toContain(call.link);
  });

  it("refuses another facility's nurse with 404", async () => {
    expect((await start(mapleNurseId)).statusCode).toBe(404);
  });

  it('exchanges the link once for the nurse token; a used or unknown link is refused', async () => {
    const call = await started();
    const first = await join(call.link);
    expect(first.statusCode).toBe(200);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.data).toMatchObject({ room_name: call.room_name, facility_name: 'Sunrise Care Center' });
    const again = await join(call.link);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { message: string[] } }>().error.message[0]).toBe(productMessages.videoCallLinkInvalid);
    expect((await join('x'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const call = await started();
    await t.deps.db
      .update(videoCalls)
      .set({ joinExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(videoCalls.roomName, call.room_name));
    expect((await join(call.link)).statusCode).toBe(404);
  });
});

describe('signalling', () => {
  it('relays only between the two parties, connects the call and ends it for both when one hangs up', async () => {
    const call = await started();
    const nurseToken = (await join(call.link)).data.token;
    const caller = await party(call.token);
    expect(caller.ready).toMatchObject({ role: 'caller', polite: false, ice_servers: [] });
    const nurse = await party(nurseToken);
    expect(nurse.ready).toMatchObject({ role: 'nurse', polite: true });
    await caller.c.next((m) => m.type === 'call.peer' && m.present);
    await nurse.c.next((m) => m.type === 'call.peer' && m.present);

    // Another call's party hears nothing of this one.
    const other = await started();
    const outsider = await party(other.token);

    caller.c.send({ type: 'call.signal', signal: { description: { type: 'offer', sdp: 'v=0 offer' } } });
    expect(await nurse.c.next((m) => m.type === 'call.signal')).toEqual({
      type: 'call.signal',
      signal: { description: { type: 'offer', sdp: 'v=0 offer' } },
    });
    nurse.c.send({
      type: 'call.signal',
      signal: { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } },
    });
    await caller.c.next((m) => m.type === 'call.signal');
    expect((await statusOf(call.room_name)).status).toBe('CONNECTED');

    nurse.c.send({ type: 'call.hangup' });
    expect(await caller.c.next((m) => m.type === 'call.ended')).toEqual({ type: 'call.ended', status: 'ENDED' });
    await withTimeout(nurse.c.closed, 'nurse closed');
    const row = await statusOf(call.room_name);
    expect(row.status).toBe('ENDED');
    expect(row.connectedAt).not.toBeNull();
    expect(row.endedAt).not.toBeNull();
    expect(outsider.c.messages.filter((m) => m.type === 'call.signal' || m.type === 'call.peer')).toEqual([]);

    // The call is over: its tokens open nothing any more.
    const late = connect(base);
    clients.push(late);
    await late.opened;
    late.send({ type: 'call.join', token: call.token });
    expect((await withTimeout(late.closed, 'late closed')).code).toBe(liveClose.callOver);
  });

  it('refuses an unknown token, and a call socket that speaks anything else', async () => {
    const stranger = connect(base);
    clients.push(stranger);
    await stranger.opened;
    stranger.send({ type: 'call.join', token: 'y'.repeat(43) });
    expect((await withTimeout(stranger.closed, 'closed')).code).toBe(liveClose.unauthenticated);

    const call = await started();
    const caller = await party(call.token);
    caller.c.send({ type: 'auth', token: 'z'.repeat(43), facility_id: s.sunrise });
    expect((await withTimeout(caller.c.closed, 'closed')).code).toBe(liveClose.policy);
  });

  it("cancels a call nobody answered, tells the caller's window, and spends the nurse's link", async () => {
    const call = await started();
    const caller = await party(call.token);
    const res = await t.call(cancelVideoCallContract, { params: { room: call.room_name }, headers: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ room_name: call.room_name, status: 'CANCELLED' });
    expect(await caller.c.next((m) => m.type === 'call.ended')).toEqual({ type: 'call.ended', status: 'CANCELLED' });
    expect((await join(call.link)).statusCode).toBe(404);
    const foreign = await t.call(cancelVideoCallContract, { params: { room: call.room_name }, headers: s.manager });
    expect(foreign.statusCode).toBe(404);
  });

  it("lists the nurse's calls for her detail page", async () => {
    const res = await t.call(listVideoCallsContract, { params: { nurseId }, headers: s.admin });
    expect(res.statusCode).toBe(200);
    const calls = res.data;
    expect(calls.map((c) => c.status)).toEqual(expect.arrayContaining(['ENDED', 'CANCELLED', 'RINGING']));
    expect(calls[0]!.caller_name).toMatch(/\w/);
  });
});

describe('ICE servers', () => {
  it('mints TURN credentials with the coturn REST scheme and passes STUN through', () => {
    const servers = iceServersFor(
      { iceServers: ['stun:stun.example:3478', 'turn:turn.example:3478'], turnSecret: 'north' },
      'call-1',
      1_000_000,
    );
    expect(servers[0]).toEqual({ urls: ['stun:stun.example:3478'] });
    expect(servers[1]).toMatchObject({ urls: ['turn:turn.example:3478'], username: `${1000 + 4 * 3600}:call-1` });
    // base64(HMAC-SHA1("north", username)), as coturn's use-auth-secret computes it.
    expect(servers[1]!.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});
