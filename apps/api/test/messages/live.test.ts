import { liveClose } from '@careroster/shared/api/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import { connect, joined, withTimeout, type Client } from '../helpers/live-client';
import { bearer, useTestApp } from '../helpers/test-app';
import { addNurse, data, nurseCalls, smsToken, staffCalls } from './helpers';

const t = useTestApp({ live: { authTimeoutMs: 2_000, heartbeatMs: 1_000 } });
let base: string;
let sunrise: string;
let adminToken: string;
let admin: ReturnType<typeof staffCalls>;
const clients: Client[] = [];
const track = (c: Client) => (clients.push(c), c);

beforeAll(async () => {
  sunrise = await t.sunriseId();
  adminToken = (await t.login(demoUsers.admin)).token;
  admin = staffCalls(t, bearer(adminToken, sunrise));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const c of clients) c.ws.terminate();
});

/** A nurse's socket, authenticated with her message-center token. */
async function nurseSocket(token: string) {
  const c = track(connect(base));
  await c.opened;
  c.send({ type: 'auth-nurse', token });
  await c.next((m) => m.type === 'ready');
  return c;
}

/** A conversation with a new nurse and one message, so she has a link. */
async function texted() {
  const nurse = await addNurse(t, sunrise);
  const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
  await admin.send(id, { body: 'Hello' });
  return { nurse, id, token: await smsToken(t, nurse) };
}

const changed = (conversationId: string) => (m: { type: string }) =>
  m.type === 'messages.changed' && 'conversation_id' in m && m.conversation_id === conversationId;

describe('messages arrive live', () => {
  it("on the staff's screens and on her page, never on another nurse's", async () => {
    const her = await texted();
    const other = await texted();
    const staffSocket = track(await joined(base, adminToken, sunrise));
    const hers = await nurseSocket(her.token);
    const theirs = await nurseSocket(other.token);
    expect(hers.messages[0]).toEqual({ type: 'ready', facility_id: sunrise });

    await admin.send(her.id, { body: 'Are you on tonight?' });
    await withTimeout(staffSocket.next(changed(her.id)), 'staff event');
    const event = await withTimeout(hers.next(changed(her.id)), 'nurse event');
    expect(event).toEqual({ type: 'messages.changed', conversation_id: her.id, employee_ids: [her.nurse.id] });

    // Her reply reaches the staff live, and her read does too.
    const reply = data<{ id: string }>(await nurseCalls(t, her.token).send(her.id, { body: 'Yes' }));
    const staffEvents = () => staffSocket.messages.filter(changed(her.id)).length;
    const before = staffEvents();
    await nurseCalls(t, her.token).read(her.id, reply.id);
    await withTimeout(
      staffSocket.next(() => staffEvents() > before),
      'staff event for her read',
    );

    // The other nurse hears her own conversation's changes, and only those.
    await admin.send(other.id, { body: 'And you?' });
    await withTimeout(theirs.next(changed(other.id)), 'other nurse event');
    expect(theirs.messages.filter(changed(her.id))).toEqual([]);
    expect(theirs.messages.every((m) => m.type === 'ready' || m.type === 'messages.changed')).toBe(true);
  });

  it('refuses an unknown token, and drops her socket when the facility revokes her access', async () => {
    const bad = track(connect(base));
    await bad.opened;
    bad.send({ type: 'auth-nurse', token: 'not-a-token' });
    expect((await withTimeout(bad.closed, 'close')).code).toBe(liveClose.unauthenticated);

    const her = await texted();
    const socket = await nurseSocket(her.token);
    await admin.revoke(her.nurse.id);
    expect((await withTimeout(socket.closed, 'dropped after revoke')).code).toBe(liveClose.unauthenticated);
  });
});
