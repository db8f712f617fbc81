import { broadcastAudienceContract } from '@careroster/shared/api/broadcasts/broadcast-audience';
import { createBroadcastContract } from '@careroster/shared/api/broadcasts/create-broadcast';
import { getBroadcastContract } from '@careroster/shared/api/broadcasts/get-broadcast';
import { listBroadcastsContract } from '@careroster/shared/api/broadcasts/list-broadcasts';
import { BROADCAST_MAX_RECIPIENTS, BROADCASTS_PER_HOUR, SMS_BODY_MAX_LENGTH } from '@careroster/shared/constants';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, broadcastRecipients, broadcasts, employees, nurseMessages, nurses, outbox } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { type BodyOf, dataOf, type QueryOf, messagesOf } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { countRows, soloEmployees } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);

// Many sends here are malformed on purpose (an unknown channel, a title on an SMS), for the server to refuse.
const send = (payload: object, headers = s.admin, extra: Record<string, string> = {}) =>
  t.call(createBroadcastContract, { body: payload as BodyOf<typeof createBroadcastContract>, headers: { ...headers, ...extra } });
const list = (query: QueryOf<typeof listBroadcastsContract> = {}, headers = s.admin) => t.call(listBroadcastsContract, { query, headers });
const detailOf = (broadcastId: string) => t.call(getBroadcastContract, { params: { broadcastId }, headers: s.admin });
const audience = (query: QueryOf<typeof broadcastAudienceContract>) => t.call(broadcastAudienceContract, { query, headers: s.admin });
const written = async () => ({
  broadcasts: await countRows(t, 'broadcasts'),
  recipients: await countRows(t, 'broadcast_recipients'),
  outbox: await countRows(t, 'outbox'),
  inbox: await countRows(t, 'nurse_messages'),
});

describe('broadcasts', () => {
  it('queues one SMS per chosen nurse, prefixed with the facility name, and counts them pending', async () => {
    const [a, b] = await soloEmployees(t, s.sunrise, 2);
    const answer = dataOf(await send({ channel: 'SMS', body: 'Staff meeting at 3 pm today.', employee_ids: [a!.id, b!.id, a!.id] }));
    expect(answer).toMatchObject({ recipients: 2, skipped: 0, message: productMessages.broadcastSent(2) });

    const rows = await t.deps.db
      .select({ to: outbox.to, text: outbox.text, status: outbox.status, nurseMobile: nurses.mobile })
      .from(broadcastRecipients)
      .innerJoin(outbox, eq(outbox.id, broadcastRecipients.outboxId))
      .innerJoin(employees, eq(employees.id, broadcastRecipients.employeeId))
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .where(eq(broadcastRecipients.broadcastId, answer.id));
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.to).toBe(`+1${r.nurseMobile}`);
      expect(r.text).toBe('Sunrise Care Center: Staff meeting at 3 pm today.');
      expect(r.status).toBe('PENDING');
    }

    const log = dataOf(await list());
    expect(log.results[0]).toMatchObject({
      id: answer.id,
      channel: 'SMS',
      title: null,
      created_by: 'Adam Reyes',
      counts: { recipients: 2, pending: 2, sent: 0, failed: 0, delivered: 0, read: 0 },
    });
    const detail = dataOf(await detailOf(answer.id));
    expect(detail.recipients.map((r) => r.employee_id).sort()).toEqual([a!.id, b!.id].sort());
    expect(detail.recipients.every((r) => r.state === 'PENDING')).toBe(true);
  });

  it('skips nurses without a mobile number for an SMS and says how many', async () => {
    const [a, b] = await soloEmployees(t, s.sunrise, 4).then((rows) => rows.slice(2));
    await t.deps.db.update(nurses).set({ mobile: '' }).where(eq(nurses.id, b!.nurseId));
    await t.deps.db.update(employees).set({ status: 'ACTIVE' }).where(eq(employees.id, b!.id));
    const answer = dataOf(await send({ channel: 'SMS', body: 'Parking lot closed tomorrow.', employee_ids: [a!.id, b!.id] }));
    expect(answer).toMatchObject({ recipients: 1, skipped: 1 });
    // The dialog's preview counts the same way.
    const bySms = dataOf(await audience({ channel: 'SMS' }));
    const byInbox = dataOf(await audience({ channel: 'NOTIFICATION' }));
    expect(bySms.skipped).toBe(1);
    expect(byInbox).toEqual({ recipients: bySms.recipients + 1, skipped: 0 });
    const only = await send({ channel: 'SMS', body: 'Parking lot closed tomorrow.', employee_ids: [b!.id] });
    expect(only.statusCode).toBe(422);
    expect(messagesOf(only)).toEqual([productMessages.broadcastNoReachableRecipients]);
    // A notification reaches the same nurse: the inbox needs no number.
    expect(
      dataOf(await send({ channel: 'NOTIFICATION', title: 'Parking', body: 'Closed tomorrow.', employee_ids: [b!.id] })),
    ).toMatchObject({
      recipients: 1,
      skipped: 0,
    });
  });

  it('writes a notification into each filtered nurse inbox, only of this facility, and counts reads', async () => {
    const filter = { worker_type: 'IN', job_title_id: JOB_TITLE_IDS.RN };
    const preview = dataOf(await audience({ channel: 'NOTIFICATION', worker_type: 'IN', job_title_id: JOB_TITLE_IDS.RN }));
    expect(preview.recipients).toBeGreaterThan(0);
    const answer = dataOf(await send({ channel: 'NOTIFICATION', title: 'Flu shots', body: 'Flu shots in the lobby on Friday.', filter }));
    expect(answer.recipients).toBe(preview.recipients);

    const reached = await t.deps.db
      .select({
        facilityId: employees.facilityId,
        workerType: employees.workerType,
        status: employees.status,
        jobTitleId: employees.jobTitleId,
      })
      .from(broadcastRecipients)
      .innerJoin(employees, eq(employees.id, broadcastRecipients.employeeId))
      .where(eq(broadcastRecipients.broadcastId, answer.id));
    expect(reached).toHaveLength(answer.recipients);
    for (const r of reached) expect(r).toMatchObject({ facilityId: s.sunrise, workerType: 'IN', jobTitleId: JOB_TITLE_IDS.RN });
    expect(reached.some((r) => r.status === 'INACTIVE')).toBe(false);

    const inbox = await t.deps.db.select().from(nurseMessages).where(eq(nurseMessages.broadcastId, answer.id));
    expect(inbox).toHaveLength(answer.recipients);
    expect(inbox.every((m) => m.facilityId === s.sunrise && m.title === 'Flu shots' && m.readAt === null)).toBe(true);
    expect(
      await t.deps.db
        .select()
        .from(outbox)
        .where(sql`${outbox.text} like '%Flu shots in the lobby%'`),
    ).toEqual([]);

    await t.deps.db.update(nurseMessages).set({ readAt: new Date() }).where(eq(nurseMessages.id, inbox[0]!.id));
    const detail = dataOf(await detailOf(answer.id));
    expect(detail.counts).toMatchObject({ recipients: answer.recipients, delivered: answer.recipients, read: 1, pending: 0 });
    expect(detail.recipients.filter((r) => r.state === 'READ')).toHaveLength(1);
    expect(detail.recipients.filter((r) => r.state === 'DELIVERED')).toHaveLength(answer.recipients - 1);
  });

  it("refuses another facility's employee and writes nothing", async () => {
    const [own] = await soloEmployees(t, s.sunrise, 1);
    const [foreign] = await soloEmployees(t, s.maple, 1);
    const before = await written();
    for (const channel of ['SMS', 'NOTIFICATION'] as const) {
      const res = await send({
        channel,
        ...(channel === 'NOTIFICATION' ? { title: 'Hi' } : {}),
        body: 'Hello',
        employee_ids: [own!.id, foreign!.id],
      });
      expect(res.statusCode).toBe(404);
      expect(messagesOf(res)).toEqual([productMessages.broadcastUnknownRecipients]);
    }
    expect(await written()).toEqual(before);
  });

  it('answers 422 with the rule of each mistake, and writes nothing', async () => {
    const [a] = await soloEmployees(t, s.sunrise, 1);
    const ids = [a!.id];
    const before = await written();
    const cases: [object, string][] = [
      [
        { channel: 'SMS', body: 'x'.repeat(SMS_BODY_MAX_LENGTH + 1), employee_ids: ids },
        productMessages.broadcastBodyTooLong(SMS_BODY_MAX_LENGTH),
      ],
      [{ channel: 'SMS', body: '   ', employee_ids: ids }, productMessages.broadcastBodyRequired],
      [{ channel: 'SMS', title: 'No', body: 'Hello', employee_ids: ids }, productMessages.broadcastSmsHasNoTitle],
      [{ channel: 'NOTIFICATION', body: 'Hello', employee_ids: ids }, productMessages.broadcastTitleRequired],
      [{ channel: 'SMS', body: 'Hello', employee_ids: ids, filter: {} }, productMessages.broadcastRecipientsOneWay],
      [{ channel: 'SMS', body: 'Hello' }, productMessages.broadcastRecipientsOneWay],
      [{ channel: 'SMS', body: 'Hello', employee_ids: [] }, productMessages.broadcastNoRecipients],
      [
        { channel: 'SMS', body: 'Hello', employee_ids: Array.from({ length: BROADCAST_MAX_RECIPIENTS + 1 }, () => crypto.randomUUID()) },
        productMessages.broadcastTooManyRecipients(BROADCAST_MAX_RECIPIENTS),
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(messagesOf(res)).toContain(message);
    }
    expect((await send({ channel: 'FAX', body: 'Hello', employee_ids: ids })).statusCode).toBe(422);
    expect((await send({ channel: 'SMS', body: 'Hello', employee_ids: ['not-an-id'] })).statusCode).toBe(422);
    // A filter nobody matches.
    const none = await send({ channel: 'SMS', body: 'Hello', filter: { job_title_id: JOB_TITLE_IDS.ADMIN, worker_type: 'WN' } });
    expect(none.statusCode).toBe(422);
    expect(messagesOf(none)).toEqual([productMessages.broadcastNoRecipients]);
    expect(await written()).toEqual(before);
  });

  it('replays a retried send with the same Idempotency-Key instead of sending twice', async () => {
    const [a] = await soloEmployees(t, s.sunrise, 1);
    const payload = { channel: 'NOTIFICATION', title: 'Once', body: 'Only once, please.', employee_ids: [a!.id] };
    const key = { 'idempotency-key': `broadcast-${crypto.randomUUID()}` };
    const first = await send(payload, s.admin, key);
    const again = await send(payload, s.admin, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf(again)).toEqual(dataOf(first));
    const rows = await t.deps.db.select().from(broadcasts).where(eq(broadcasts.body, 'Only once, please.'));
    expect(rows).toHaveLength(1);
    expect(await t.deps.db.select().from(nurseMessages).where(eq(nurseMessages.broadcastId, rows[0]!.id))).toHaveLength(1);
  });

  it('lets owners, admins and managers of the facility send, nobody else, and never shows another facility its log', async () => {
    const owner = (await t.login(demoUsers.owner)).token;
    const manager = bearer((await t.login(demoUsers.manager)).token, s.maple);
    const [ours] = await soloEmployees(t, s.sunrise, 1);
    const [m] = await soloEmployees(t, s.maple, 1);
    expect((await send({ channel: 'SMS', body: 'From the owner', employee_ids: [ours!.id] }, bearer(owner, s.sunrise))).statusCode).toBe(
      200,
    );
    const fromManager = dataOf(await send({ channel: 'SMS', body: 'From the manager', employee_ids: [m!.id] }, manager));

    const otherFacility = bearer(manager.authorization.slice('Bearer '.length), s.sunrise);
    expect((await send({ channel: 'SMS', body: 'Sneaky', employee_ids: [ours!.id] }, otherFacility)).statusCode).toBe(403);
    expect((await list({}, otherFacility)).statusCode).toBe(403);
    expect((await t.call(createBroadcastContract, { body: {} as BodyOf<typeof createBroadcastContract> })).statusCode).toBe(401);

    const mapleLog = dataOf(await list({}, manager));
    expect(mapleLog.results.map((r) => r.id)).toEqual([fromManager.id]);
    const sunriseLog = dataOf(await list({ page_size: 100 }));
    expect(sunriseLog.results.map((r) => r.id)).not.toContain(fromManager.id);
    expect((await detailOf(fromManager.id)).statusCode).toBe(404);
  });

  it('keeps what the manager wrote out of the logs and the audit row', async () => {
    const [a] = await soloEmployees(t, s.sunrise, 1);
    const secret = `Resident-room-${crypto.randomUUID()}`;
    const answer = dataOf(await send({ channel: 'NOTIFICATION', title: secret, body: secret, employee_ids: [a!.id] }));
    expect(t.logs.join('\n')).not.toContain(secret);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'broadcast.send'), eq(auditLog.target, answer.id)));
    expect(audit!.detail).toBe('NOTIFICATION 1');
  });

  it(`answers 429 after ${BROADCASTS_PER_HOUR} broadcasts of a facility within an hour, and sends nothing more`, async () => {
    const manager = bearer((await t.login(demoUsers.manager)).token, s.maple);
    const [m] = await soloEmployees(t, s.maple, 1);
    const [{ n }] = (await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(broadcasts)
      .where(and(eq(broadcasts.facilityId, s.maple), sql`${broadcasts.createdAt} > now() - interval '1 hour'`))) as [{ n: number }];
    for (let i = n; i < BROADCASTS_PER_HOUR; i++) {
      expect((await send({ channel: 'NOTIFICATION', title: `Note ${i}`, body: 'Hello', employee_ids: [m!.id] }, manager)).statusCode).toBe(
        200,
      );
    }
    const before = await written();
    const refused = await send({ channel: 'NOTIFICATION', title: 'One more', body: 'Hello', employee_ids: [m!.id] }, manager);
    expect(refused.statusCode).toBe(429);
    expect(messagesOf(refused)).toEqual([productMessages.broadcastRateLimited(BROADCASTS_PER_HOUR)]);
    expect(await written()).toEqual(before);
    // Another facility is counted on its own.
    const [ours] = await soloEmployees(t, s.sunrise, 1);
    expect((await send({ channel: 'NOTIFICATION', title: 'Still fine', body: 'Hello', employee_ids: [ours!.id] })).statusCode).toBe(200);
    // An hour later the window has moved on.
    await t.deps.db
      .update(broadcasts)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(inArray(broadcasts.facilityId, [s.maple]));
    expect((await send({ channel: 'NOTIFICATION', title: 'Later', body: 'Hello', employee_ids: [m!.id] }, manager)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous sends take the last slot of the hour', async () => {
    const manager = bearer((await t.login(demoUsers.manager)).token, s.maple);
    const [m] = await soloEmployees(t, s.maple, 1);
    await t.deps.db
      .update(broadcasts)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(broadcasts.facilityId, s.maple));
    await t.deps.db.insert(broadcasts).values(
      Array.from({ length: BROADCASTS_PER_HOUR - 1 }, (_, i) => ({
        facilityId: s.maple,
        channel: 'NOTIFICATION' as const,
        title: `Earlier ${i}`,
        body: 'x',
        recipientCount: 0,
      })),
    );
    const results = await Promise.all(
      ['A', 'B'].map((n) => send({ channel: 'NOTIFICATION', title: `Race ${n}`, body: 'Hello', employee_ids: [m!.id] }, manager)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });
});
