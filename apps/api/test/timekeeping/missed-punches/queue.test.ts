import { productMessages } from '@careroster/shared/messages';
import {
  approveMissedPunchContract,
  rejectMissedPunchContract,
  remindMissedPunchContract,
  updateMissedPunchContract,
} from '@careroster/shared/api/timekeeping/missed-punches/decide-missed-punch';
import { listMissedPunchesContract } from '@careroster/shared/api/timekeeping/missed-punches/list-missed-punches';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, missedPunches, outbox, timecardChanges, timecards, users } from '../../../src/db/schema';
import { demoUsers } from '../../../src/db/seed/demo';
import { type BodyOf, type QueryOf } from '../../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../../helpers/test-app';
import { bookNurse, hours, minutes, type Booking } from './fixtures';
import { dataOf, messagesOf } from '../../helpers/contract-call';
import { detect, missedOf, propose } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let b: Booking;
let c: Booking;
let adminId: string;

beforeAll(async () => {
  const startsAt = new Date(Date.now() - hours(12));
  const endsAt = new Date(Date.now() - hours(4));
  b = await bookNurse(t, s.sunrise, { startsAt, endsAt });
  c = await bookNurse(t, s.sunrise, { startsAt, endsAt });
  await detect(t, new Date());
  adminId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.admin)))[0]!.id;
});

const approve = (missedPunchId: string, body: BodyOf<typeof approveMissedPunchContract> = {}, headers = s.admin) =>
  t.call(approveMissedPunchContract, { params: { missedPunchId }, body, headers });
// Some decisions here leave out what the form requires (the reason, the time) on purpose, for the server to refuse.
const update = (missedPunchId: string, body: object, headers = s.admin) =>
  t.call(updateMissedPunchContract, { params: { missedPunchId }, body: body as BodyOf<typeof updateMissedPunchContract>, headers });
const reject = (missedPunchId: string, body: object, headers = s.admin) =>
  t.call(rejectMissedPunchContract, { params: { missedPunchId }, body: body as BodyOf<typeof rejectMissedPunchContract>, headers });
const remind = (missedPunchId: string, headers = s.admin) => t.call(remindMissedPunchContract, { params: { missedPunchId }, headers });
const list = (query: QueryOf<typeof listMissedPunchesContract> = {}, headers = s.admin) =>
  t.call(listMissedPunchesContract, { query, headers });
const historyOf = (timecardId: string) => t.deps.db.select().from(timecardChanges).where(eq(timecardChanges.timecardId, timecardId));

describe("the facility's missed-punch queue", () => {
  it('lists missed punches by status with the shift, the nurse, the kind and the proposal', async () => {
    const mp = await missedOf(t, b, 'IN');
    dataOf(
      await propose(t, b.deviceToken, mp.id, {
        time: new Date(b.assignment.startsAt.getTime() + minutes(4)).toISOString(),
        reason: 'Phone died',
      }),
    );
    const proposed = (await list({ status: 'PROPOSED', page_size: 100 })).data;
    const row = proposed.results.find((r) => r.id === mp.id)!;
    expect(row).toMatchObject({
      kind: 'IN',
      status: 'PROPOSED',
      proposed_reason: 'Phone died',
      nurse: { id: b.nurse.id, employee_id: b.employee.id, name: `${b.nurse.firstName} ${b.nurse.lastName}`, worker_type: 'IN' },
      shift: { id: b.shift.id, title: b.shift.title, timezone: 'EST', starts_at: b.assignment.startsAt.toISOString() },
      supervisor_link: { sent_to: b.shift.contactEmail },
      reminders_sent: 1,
    });
    expect(proposed.results.every((r) => r.status === 'PROPOSED')).toBe(true);
    const open = (await list({ status: 'OPEN,REJECTED', page_size: 100 })).data;
    expect(open.results.some((r) => r.id === mp.id)).toBe(false);
    expect(open.results.every((r) => r.status === 'OPEN' || r.status === 'REJECTED')).toBe(true);
    expect((await list({ status: 'LOST' })).statusCode).toBe(422);
  });

  it("is the facility's own: another facility's user gets a 404 for every action and does not see the rows", async () => {
    const mp = await missedOf(t, c, 'IN');
    for (const [action, call] of [
      ['approve', () => approve(mp.id, {}, s.manager)],
      ['update', () => update(mp.id, { time: c.assignment.startsAt.toISOString(), reason: 'x' }, s.manager)],
      ['remind', () => remind(mp.id, s.manager)],
      ['reject', () => reject(mp.id, { reason: 'x' }, s.manager)],
    ] as const) {
      const res = await call();
      expect(res.statusCode, action).toBe(404);
    }
    const theirs = (await list({ page_size: 100 }, s.manager)).data;
    expect(theirs.results.some((r) => r.id === mp.id)).toBe(false);
    expect((await missedOf(t, c, 'IN')).status).toBe('OPEN');
  });

  it('approves the proposed time onto the timecard with the user and the reason in its history', async () => {
    const open = await missedOf(t, c, 'IN');
    const nothing = await approve(open.id);
    expect(nothing.statusCode).toBe(422);
    expect(messagesOf(nothing)).toEqual([productMessages.missedPunchNothingProposed]);

    const mp = await missedOf(t, b, 'IN');
    const answer = (await approve(mp.id, { reason: 'Checked with the charge nurse' })).data;
    expect(answer).toMatchObject({
      status: 'APPROVED',
      resolved_time: mp.proposedAt!.toISOString(),
      resolved_by: 'Adam Reyes',
      supervisor_link: null,
    });
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.id, mp.timecardId));
    expect(card!.clockInAt).toEqual(mp.proposedAt);
    const history = await historyOf(mp.timecardId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      field: 'clock_in_at',
      oldValue: null,
      newValue: mp.proposedAt!.toISOString(),
      reason: 'Checked with the charge nurse',
      actorKind: 'USER',
      actorUserId: adminId,
    });
    // The OUT punch of the same booking is still missing: the card stays flagged.
    expect(card!.flagged).toBe(true);
    const again = await approve(mp.id);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual([productMessages.missedPunchAlreadyDecided('Approved')]);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'missed_punch.approve'), eq(auditLog.target, mp.id)));
    expect(audit).toHaveLength(1);
  });

  it('updates: the facility sets a plausible time itself with a reason, and the card is no longer flagged', async () => {
    const mp = await missedOf(t, b, 'OUT');
    const wrong = await update(mp.id, {
      time: new Date(b.assignment.endsAt.getTime() + hours(13)).toISOString(),
      reason: 'Stayed late',
    });
    expect(wrong.statusCode).toBe(422);
    expect(messagesOf(wrong)[0]).toMatch(/^The clock-out time must be between/);
    expect((await update(mp.id, { time: b.assignment.endsAt.toISOString() })).statusCode).toBe(422);
    const time = new Date(b.assignment.endsAt.getTime() + minutes(20));
    const answer = (await update(mp.id, { time: time.toISOString(), reason: 'Handover ran over' })).data;
    expect(answer).toMatchObject({ status: 'APPROVED', resolved_time: time.toISOString(), resolution_reason: 'Handover ran over' });
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.id, mp.timecardId));
    expect(card).toMatchObject({ clockOutAt: time, flagged: false });
    expect(card!.workedMinutes).toBeGreaterThan(0);
    const history = await historyOf(mp.timecardId);
    expect(history.map((h) => [h.field, h.actorKind, h.reason])).toContainEqual(['clock_out_at', 'USER', 'Handover ran over']);
  });

  it('reminds the nurse again, but not twice within the hour, and only while nothing is proposed', async () => {
    const mp = await missedOf(t, c, 'OUT');
    const tooSoon = await remind(mp.id);
    expect(tooSoon.statusCode).toBe(409);
    expect(messagesOf(tooSoon)[0]).toMatch(
      /^A reminder was sent less than an hour ago\. Please wait \d+ more minutes? before sending another\.$/,
    );

    await t.deps.db
      .update(missedPunches)
      .set({ lastRemindedAt: new Date(Date.now() - minutes(61)) })
      .where(eq(missedPunches.id, mp.id));
    const before = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `+1${c.nurse.mobile}`));
    const answer = (await remind(mp.id)).data;
    expect(answer.reminders_sent).toBe(2);
    const after = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `+1${c.nurse.mobile}`));
    expect(after.length).toBe(before.length + 1);
    expect((await remind(mp.id)).statusCode).toBe(409);

    const inMp = await missedOf(t, c, 'IN');
    dataOf(await propose(t, c.deviceToken, inMp.id, { time: c.assignment.startsAt.toISOString(), reason: 'On time, forgot' }));
    const proposed = await remind(inMp.id);
    expect(proposed.statusCode).toBe(409);
    expect(messagesOf(proposed)).toEqual([productMessages.missedPunchRemindOnlyOpen]);
  });

  it('rejects with a reason: no time on the card, the link spent, and nothing more can be done', async () => {
    const mp = await missedOf(t, c, 'IN');
    expect((await reject(mp.id, {})).statusCode).toBe(422);
    const answer = (await reject(mp.id, { reason: 'She was not on shift' })).data;
    expect(answer).toMatchObject({
      status: 'REJECTED',
      resolution_reason: 'She was not on shift',
      resolved_by: 'Adam Reyes',
      supervisor_link: null,
    });
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.id, mp.timecardId));
    expect(card!.clockInAt).toBeNull();
    expect((await update(mp.id, { time: c.assignment.startsAt.toISOString(), reason: 'x' })).statusCode).toBe(409);
    expect((await propose(t, c.deviceToken, mp.id, { time: c.assignment.startsAt.toISOString(), reason: 'x' })).statusCode).toBe(409);
  });
});
