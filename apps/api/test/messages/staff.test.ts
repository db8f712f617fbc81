import { randomUUID } from 'node:crypto';
import { productMessages } from '@careroster/shared/messages';
import { CONVERSATION_MAX_MEMBERS, MESSAGE_MAX_LENGTH, MESSAGE_TOKEN_HEADER } from '@careroster/shared/messaging/values';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees } from '../../src/db/schema';
import { api, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, crewShift, nurseCalls, smsTo, smsToken, data, demoStaff, type StaffCalls } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let admin: StaffCalls;
let manager: StaffCalls;

beforeAll(() => {
  ({ admin, manager } = demoStaff(t, s));
});

describe('conversations of the staff', () => {
  it('shows a newcomer the demo: a nurse with unread replies and a shift crew', async () => {
    const rows = data<{
      results: { direct: boolean; unread: number; shift_id: string | null; last_message: { sender_kind: string } | null }[];
    }>(await admin.list()).results;
    expect(rows).toContainEqual(
      expect.objectContaining({ direct: true, unread: 2, last_message: expect.objectContaining({ sender_kind: 'NURSE' }) }),
    );
    expect(rows.some((r) => !r.direct && r.shift_id !== null)).toBe(true);
    expect(data(await manager.unread())).toEqual({ messages: 2, conversations: 1 });
  });

  it('opens the conversation with one nurse, and finds the same one again', async () => {
    const nurse = await addNurse(t, s.sunrise, { first: 'Greta', last: 'Lindqvist' });
    const first = await admin.open({ employee_ids: [nurse.id] });
    expect(first.statusCode).toBe(200);
    expect(data(first)).toMatchObject({ title: 'Greta Lindqvist', direct: true, members: [{ employee_id: nurse.id, last_read_at: null }] });
    const [again, atOnce] = await Promise.all([admin.open({ employee_ids: [nurse.id] }), admin.open({ employee_ids: [nurse.id] })]);
    expect(data(again).id).toBe(data(first).id);
    expect(data(atOnce).id).toBe(data(first).id);
  });

  it("makes a group of a shift's crew, with the nurses named beside it", async () => {
    const crew = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
    const extra = await addNurse(t, s.sunrise);
    const shift = await crewShift(t, s.sunrise, crew);
    const res = await admin.open({ shift_id: shift.id, employee_ids: [extra.id] });
    expect(res.statusCode).toBe(200);
    const group = data<{ direct: boolean; shift_id: string; title: string; members: { employee_id: string }[] }>(res);
    expect(group).toMatchObject({ direct: false, shift_id: shift.id });
    expect(group.title).toContain('Test Shift');
    expect(group.members.map((m) => m.employee_id).sort()).toEqual([...crew, extra].map((e) => e.id).sort());
    // A titled conversation with one nurse is a group of its own, not her direct one.
    const titled = data(await admin.open({ employee_ids: [extra.id], title: 'Badge renewal' }));
    expect(titled).toMatchObject({ title: 'Badge renewal', direct: false });
  });

  it('refuses members that are not the facility’s, too many, none, and another facility’s shift or conversation', async () => {
    const theirs = await addNurse(t, s.maple);
    const ours = await addNurse(t, s.sunrise);
    const foreign = await admin.open({ employee_ids: [ours.id, theirs.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.message).toEqual([productMessages.conversationNotEmployee]);
    const many = await admin.open({ employee_ids: Array.from({ length: CONVERSATION_MAX_MEMBERS + 1 }, () => randomUUID()) });
    expect(many.statusCode).toBe(422);
    expect(many.json().error.message).toContain(productMessages.conversationTooManyMembers(CONVERSATION_MAX_MEMBERS));
    expect((await admin.open({})).json().error.message).toContain(productMessages.conversationNoMembers);
    const empty = await admin.open({ shift_id: (await crewShift(t, s.sunrise, [])).id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toEqual([productMessages.conversationNoMembers]);
    expect((await admin.open({ shift_id: (await crewShift(t, s.maple, [theirs])).id })).statusCode).toBe(404);

    const mapleConversation = data<{ id: string }>(await manager.open({ employee_ids: [theirs.id] })).id;
    expect((await admin.get(mapleConversation)).statusCode).toBe(404);
    expect((await admin.messages(mapleConversation)).statusCode).toBe(404);
    expect((await admin.send(mapleConversation, { body: 'hello' })).statusCode).toBe(404);
    expect((await admin.revoke(theirs.id)).statusCode).toBe(404);
  });

  it('neither opens a conversation with a nurse who no longer works here nor lets her old link in', async () => {
    const leaving = await addNurse(t, s.sunrise);
    const id = data<{ id: string }>(await admin.open({ employee_ids: [leaving.id] })).id;
    await admin.send(id, { body: 'Your last shift is confirmed.' });
    const token = await smsToken(t, leaving);
    expect((await nurseCalls(t, token).me()).statusCode).toBe(200);
    await t.deps.db.update(employees).set({ status: 'INACTIVE' }).where(eq(employees.id, leaving.id));
    const refused = await admin.open({ employee_ids: [leaving.id], title: 'Exit paperwork' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toEqual([productMessages.conversationInactiveEmployee]);
    expect((await nurseCalls(t, token).me()).statusCode).toBe(401);
    // The history stays with the facility; a new message is kept but texts her no more.
    const texts = (await smsTo(t, leaving)).length;
    expect((await admin.send(id, { body: 'One more thing.' })).statusCode).toBe(200);
    expect(await smsTo(t, leaving)).toHaveLength(texts);
  });
});

describe('sending, reading and finding messages', () => {
  it('sends, texts her a link without the text, and a resend with the same client id is the same message', async () => {
    const nurse = await addNurse(t, s.sunrise, { first: 'Hanna' });
    const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
    const text = `Can you cover Saturday night? ${randomUUID()}`;
    const clientId = randomUUID();
    const sent = await admin.send(id, { body: `  ${text}  `, client_id: clientId });
    expect(sent.statusCode).toBe(200);
    expect(data(sent)).toMatchObject({
      body: text,
      sender_kind: 'STAFF',
      sender_name: 'Adam Reyes',
      mine: true,
      read_by: 0,
      recipients: 1,
    });
    const again = await admin.send(id, { body: text, client_id: clientId });
    expect(data(again).id).toBe(data(sent).id);
    expect(data(await admin.messages(id)).results).toHaveLength(1);

    const texts = await smsTo(t, nurse);
    expect(texts).toHaveLength(1);
    const token = await smsToken(t, nurse);
    expect(texts[0]!.text).toBe(
      productMessages.messageSmsText('Hanna', 'Sunrise Care Center', `https://careroster.test/nurse-messages/${token}`),
    );
    expect(texts[0]!.text).not.toContain(text);
    // Message text reaches no log line: not the request's, not a job's.
    expect(t.logs.join('\n')).not.toContain(text);
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('refuses an empty and a too long message, and logs neither', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
    const empty = await admin.send(id, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toEqual([productMessages.messageEmpty]);
    const marker = `secret-${randomUUID()}`;
    const long = await admin.send(id, { body: `${marker}${'x'.repeat(MESSAGE_MAX_LENGTH)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.message).toEqual([productMessages.messageTooLong(MESSAGE_MAX_LENGTH)]);
    expect(t.logs.join('\n')).not.toContain(marker);
  });

  it('refuses a NUL byte and another media type on both sides, saving nothing', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
    await admin.send(id, { body: 'Hello' });
    const token = await smsToken(t, nurse);
    const her = nurseCalls(t, token);
    const refusedWith = (res: { statusCode: number; json: () => { error: { message: string[] } } }, status: number, message: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toEqual([message]);
    };
    refusedWith(await admin.send(id, { body: 'a\u0000b' }), 422, productMessages.nulCharacter);
    refusedWith(await her.send(id, { body: 'a\u0000b' }), 422, productMessages.nulCharacter);
    refusedWith(await admin.list({ search: 'a\u0000b' }), 422, productMessages.nulCharacter);
    // A body that is not JSON: raw, past the contract caller, on purpose.
    const xml = await t.app.inject({
      method: 'POST',
      url: api(`/nurse-messages/conversations/${id}/messages`),
      headers: { [MESSAGE_TOKEN_HEADER]: token, 'content-type': 'application/xml' },
      payload: '<body>hi</body>',
    });
    refusedWith(xml, 415, productMessages.unsupportedMediaType);
    expect(data<{ results: { body: string }[] }>(await admin.messages(id)).results.map((m) => m.body)).toEqual(['Hello']);
  });

  it('counts unread replies for the caller, marks them read, and shows read receipts on both sides', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
    const before = data<{ messages: number; conversations: number }>(await admin.unread());
    const ask = data<{ id: string }>(await admin.send(id, { body: 'Are you free tomorrow?' }));
    const her = nurseCalls(t, await smsToken(t, nurse));
    const reply = await her.send(id, { body: 'Yes, from 7.' });
    expect(reply.statusCode).toBe(200);
    expect(data(reply)).toMatchObject({ sender_kind: 'NURSE', mine: true, read_by: 0, recipients: 1 });
    await her.send(id, { body: 'Which unit?' });

    expect(data(await admin.unread())).toEqual({ messages: before.messages + 2, conversations: before.conversations + 1 });
    const row = data<{ results: { id: string; unread: number; last_message: { body: string; sender_kind: string } }[] }>(await admin.list())
      .results[0]!;
    expect(row).toMatchObject({ id, unread: 2, last_message: { body: 'Which unit?', sender_kind: 'NURSE' } });

    // Her reply marked the staff message as read by her (she saw it to answer).
    const page = data<{ results: { id: string; read_by: number; recipients: number; sender_kind: string }[] }>(
      await admin.messages(id),
    ).results;
    expect(page.map((m) => m.read_by)).toEqual([1, 0, 0]);
    const read = await admin.read(id, page[2]!.id);
    expect(data(read)).toEqual({ unread: before.messages });
    const after = data<{ results: { read_by: number }[] }>(await admin.messages(id)).results;
    expect(after.map((m) => m.read_by)).toEqual([1, 1, 1]);
    expect(data<{ results: { unread: number }[] }>(await admin.list()).results[0]!.unread).toBe(0);
    // On her side the staff's message is from the facility.
    const hers = data<{ results: { sender_name: string; mine: boolean }[] }>(await her.messages(id)).results;
    expect(hers[0]).toMatchObject({ sender_name: 'Sunrise Care Center', mine: false });
    expect(ask.id).toBe(page[0]!.id);
  });

  it('texts her once while she has not opened the conversation, and again after she has', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
    await admin.send(id, { body: 'First' });
    await admin.send(id, { body: 'Second' });
    expect(await smsTo(t, nurse)).toHaveLength(1);
    const her = nurseCalls(t, await smsToken(t, nurse));
    const shown = data<{ results: { id: string }[] }>(await her.messages(id)).results;
    await her.read(id, shown.at(-1)!.id);
    await admin.send(id, { body: 'Third' });
    expect(await smsTo(t, nurse)).toHaveLength(2);
  });

  it('pages history backwards and searches titles, names and message text', async () => {
    const nurse = await addNurse(t, s.sunrise, { first: 'Zelda', last: 'Quayle' });
    const id = data<{ id: string }>(await admin.open({ employee_ids: [nurse.id] })).id;
    for (const body of ['one', 'two', 'three', 'four', 'five 100%_sure']) await admin.send(id, { body });
    const newest = data<{ results: { id: string; body: string }[]; has_more: boolean }>(await admin.messages(id, { limit: 2 }));
    expect(newest.results.map((m) => m.body)).toEqual(['four', 'five 100%_sure']);
    expect(newest.has_more).toBe(true);
    const older = data<{ results: { body: string }[]; has_more: boolean }>(
      await admin.messages(id, { limit: 2, before: newest.results[0]!.id }),
    );
    expect(older.results.map((m) => m.body)).toEqual(['two', 'three']);
    expect(older.has_more).toBe(true);
    const oldest = data<{ results: { body: string }[]; has_more: boolean }>(
      await admin.messages(id, {
        limit: 2,
        before: data<{ results: { id: string }[] }>(await admin.messages(id, { limit: 4 })).results[0]!.id,
      }),
    );
    expect(oldest).toEqual({ results: [expect.objectContaining({ body: 'one' })], has_more: false });

    const search = async (q: string) =>
      data<{ count: number; results: { id: string; match: string | null }[] }>(await admin.list({ search: q }));
    expect((await search('quayle')).results.map((r) => r.id)).toEqual([id]);
    const byText = await search('100%_s');
    expect(byText.results).toEqual([expect.objectContaining({ id, match: 'five 100%_sure' })]);
    // % and _ are the characters themselves, not wildcards.
    expect((await search('1_0')).results.map((r) => r.id)).not.toContain(id);
    expect((await search('Badge renewal')).count).toBeGreaterThan(0);

    const paged = data<{ count: number; results: unknown[] }>(await admin.list({ page: 1, page_size: 2 }));
    expect(paged.results).toHaveLength(2);
    expect(paged.count).toBeGreaterThan(2);
  });
});
