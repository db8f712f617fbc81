import { nurseInboxContract, tradeDeviceForMessageTokenContract } from '@careroster/shared/api/messages/nurse';
import { productMessages } from '@careroster/shared/messages';
import { MESSAGE_DEVICE_TOKEN_HOURS } from '@careroster/shared/messaging/values';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, messageCenterTokens } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/platform/tokens';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { linkFor } from '../timekeeping/time-clock/helpers';
import { addNurse, crewShift, nurseCalls, smsToken, data, demoStaff, type StaffCalls } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let admin: StaffCalls;
let manager: StaffCalls;

beforeAll(() => {
  ({ admin, manager } = demoStaff(t, s));
});

/** The nurse routes' one refusal: 401 with the product's text, whatever the reason. */
async function refused(res: Promise<{ statusCode: number; json: () => { error: { message: string[] } } }>) {
  const r = await res;
  expect(r.statusCode).toBe(401);
  expect(r.json().error.message).toEqual([productMessages.messageLinkInvalid]);
}

/** A conversation of the admin with this nurse and one message in it; answers its id and her token from the SMS. */
async function texted(employee: { id: string; nurseId: string }, calls = admin) {
  const id = data<{ id: string }>(await calls.open({ employee_ids: [employee.id] })).id;
  await calls.send(id, { body: 'Please call the desk.' });
  return { id, token: await smsToken(t, employee) };
}

describe("the nurse's message-center token", () => {
  it('opens her conversations with the facility that texted her, and no one else’s', async () => {
    const her = await addNurse(t, s.sunrise, { first: 'Ingrid' });
    const other = await addNurse(t, s.sunrise);
    const mine = await texted(her);
    const theirs = await texted(other);
    // A group she is in, from a shift's crew.
    const groupId = data<{ id: string }>(await admin.open({ shift_id: (await crewShift(t, s.sunrise, [her, other])).id })).id;
    await admin.send(groupId, { body: 'Parking is closed on Saturday.' });
    const nurse = nurseCalls(t, mine.token);

    const me = await nurse.me();
    expect(me.statusCode).toBe(200);
    expect(me.headers['referrer-policy']).toBe('no-referrer');
    const inbox = data<{
      first_name: string;
      facility_name: string;
      unread: number;
      conversations: { id: string; title: string; unread: number }[];
    }>(me);
    expect(inbox).toMatchObject({ first_name: 'Ingrid', facility_name: 'Sunrise Care Center', unread: 2 });
    expect(inbox.conversations.map((c) => c.id).sort()).toEqual([mine.id, groupId].sort());
    expect(inbox.conversations.find((c) => c.id === mine.id)).toMatchObject({ title: 'Sunrise Care Center', unread: 1 });

    // Another nurse's conversation is not hers: 404 to read, write or mark.
    expect((await nurse.messages(theirs.id)).statusCode).toBe(404);
    expect((await nurse.send(theirs.id, { body: 'hi' })).statusCode).toBe(404);
    const theirMessage = data<{ results: { id: string }[] }>(await admin.messages(theirs.id)).results[0]!.id;
    expect((await nurse.read(mine.id, theirMessage)).statusCode).toBe(404);

    // In the group she sees the staff's messages and her own, never another nurse's.
    const otherNurse = nurseCalls(t, theirs.token);
    await otherNurse.send(groupId, { body: 'I park on the street anyway.' });
    await nurse.send(groupId, { body: 'Thanks for letting us know.' });
    const seen = data<{ results: { body: string }[] }>(await nurse.messages(groupId)).results.map((m) => m.body);
    expect(seen).toEqual(['Parking is closed on Saturday.', 'Thanks for letting us know.']);
    expect(data<{ results: unknown[] }>(await admin.messages(groupId)).results).toHaveLength(3);
  });

  it("never reaches another facility's conversations with the same person", async () => {
    // One person, an employee of both facilities.
    const nurse = await addNurse(t, s.sunrise);
    const atMaple = await addNurse(t, s.maple);
    await t.deps.db.update(employees).set({ nurseId: nurse.nurseId }).where(eq(employees.id, atMaple.id));
    const sunriseSide = await texted(nurse);
    const mapleSide = await texted({ id: atMaple.id, nurseId: nurse.nurseId }, manager);
    expect(mapleSide.token).not.toBe(sunriseSide.token);
    const fromSunrise = nurseCalls(t, sunriseSide.token);
    expect((await fromSunrise.messages(mapleSide.id)).statusCode).toBe(404);
    expect((await fromSunrise.send(mapleSide.id, { body: 'hello' })).statusCode).toBe(404);
    expect(data<{ conversations: { id: string }[] }>(await fromSunrise.me()).conversations.map((c) => c.id)).toEqual([sunriseSide.id]);
    const fromMaple = nurseCalls(t, mapleSide.token);
    expect(data<{ facility_name: string; conversations: { id: string }[] }>(await fromMaple.me())).toMatchObject({
      facility_name: 'Maple Grove Nursing Home',
      conversations: [expect.objectContaining({ id: mapleSide.id })],
    });
    expect((await fromMaple.messages(sunriseSide.id)).statusCode).toBe(404);
  });

  it('is refused, as one 401, when unknown, missing, expired or revoked', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const { id, token } = await texted(nurse);
    await refused(nurseCalls(t, newToken()).me());
    // Her page's address is the link; the request log keeps the path without the token.
    await t.app.inject({ method: 'GET', url: `/nurse-messages/${token}` });
    expect(t.logs.join('\n')).toContain('/nurse-messages/[redacted]');
    expect(t.logs.join('\n')).not.toContain(token);
    await refused(t.call(nurseInboxContract, {}));
    expect((await nurseCalls(t, token).me()).statusCode).toBe(200);
    const [used] = await t.deps.db
      .select()
      .from(messageCenterTokens)
      .where(eq(messageCenterTokens.tokenHash, hashToken(token)));
    expect(used!.lastUsedAt).not.toBeNull();

    await t.deps.db
      .update(messageCenterTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(messageCenterTokens.tokenHash, hashToken(token)));
    await refused(nurseCalls(t, token).messages(id));

    // Revoking: every live token of hers stops, and the facility's audit log says who did it.
    await admin.send(id, { body: 'A new link.' });
    const fresh = await smsToken(t, nurse);
    expect((await nurseCalls(t, fresh).me()).statusCode).toBe(200);
    const revoked = await admin.revoke(nurse.id);
    expect(data(revoked)).toEqual({ revoked: 1 });
    await refused(nurseCalls(t, fresh).send(id, { body: 'hello?' }));
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message_access.revoke'), eq(auditLog.target, nurse.id)));
    expect(audit).toHaveLength(1);
  });

  it('is traded for by her claimed time-clock phone, for hours', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const { id } = await texted(nurse);
    const device = newToken();
    await linkFor(t, nurse.id, { deviceTokenHash: hashToken(device), linkUsedAt: new Date() });
    const trade = (headers: Record<string, string>) => t.call(tradeDeviceForMessageTokenContract, { headers });
    expect((await trade({})).statusCode).toBe(401);
    expect((await trade({ 'x-time-clock-device': newToken() })).statusCode).toBe(401);
    const traded = await trade({ 'x-time-clock-device': device });
    expect(traded.statusCode).toBe(200);
    const { token, expires_at } = data<{ token: string; expires_at: string }>(traded);
    expect(new Date(expires_at).getTime()).toBeLessThanOrEqual(Date.now() + MESSAGE_DEVICE_TOKEN_HOURS * 3_600_000);
    const [row] = await t.deps.db
      .select()
      .from(messageCenterTokens)
      .where(eq(messageCenterTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ source: 'DEVICE', employeeId: nurse.id, facilityId: s.sunrise });
    expect(data<{ conversations: { id: string }[] }>(await nurseCalls(t, token).me()).conversations.map((c) => c.id)).toEqual([id]);

    // Revoking the time-clock link (a lost phone) ends what the phone traded for, not her SMS links.
    const sms = await smsToken(t, nurse);
    expect((await admin.revokeTimeClock(nurse.id)).statusCode).toBe(200);
    await refused(nurseCalls(t, token).me());
    expect((await nurseCalls(t, sms).me()).statusCode).toBe(200);
  });
});
