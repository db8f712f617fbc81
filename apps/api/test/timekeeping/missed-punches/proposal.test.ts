import { getMissedPunchActionContract } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import { MISSED_PUNCH_LINK_HOURS } from '@careroster/shared/timekeeping/values';
import { productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { missedPunchActionTokens, missedPunches, outbox, timeClockLinks } from '../../../src/db/schema';
import { hashToken } from '../../../src/platform/tokens';
import { useTestApp } from '../../helpers/test-app';
import { bookNurse, hours, minutes, type Booking } from './fixtures';
import { me } from '../time-clock/helpers';
import { dataOf, messagesOf } from '../../helpers/contract-call';
import { detect, linksTo, missedOf, propose } from './helpers';

const t = useTestApp();
let sunrise: string;
let maple: string;
let b: Booking;
let other: Booking;
let atMaple: Booking;
const now = () => new Date();

beforeAll(async () => {
  sunrise = await t.sunriseId();
  maple = await t.mapleId();
  // A shift that ended two hours ago: both punches are missing.
  const startsAt = new Date(Date.now() - hours(10));
  const endsAt = new Date(Date.now() - hours(2));
  b = await bookNurse(t, sunrise, { startsAt, endsAt });
  other = await bookNurse(t, sunrise, { startsAt, endsAt });
  atMaple = await bookNurse(t, maple, { startsAt, endsAt });
  await detect(t, now());
});

describe("the nurse's proposal from her time clock", () => {
  it('needs her device token: none, an unknown or a revoked one is a 401', async () => {
    const mp = await missedOf(t, b, 'IN');
    const body = { time: b.assignment.startsAt.toISOString(), reason: 'Forgot my phone' };
    expect((await propose(t, null, mp.id, body)).statusCode).toBe(401);
    expect((await propose(t, 'not-a-device-token-at-all-xxxxxxxx', mp.id, body)).statusCode).toBe(401);
    const revoked = await bookNurse(t, sunrise, { startsAt: new Date(Date.now() + hours(100)), endsAt: new Date(Date.now() + hours(108)) });
    await t.deps.db.update(timeClockLinks).set({ revokedAt: new Date() }).where(eq(timeClockLinks.employeeId, revoked.employee.id));
    expect((await propose(t, revoked.deviceToken, mp.id, body)).statusCode).toBe(401);
  });

  it("is only for her own missed punch at this facility: another nurse's or another facility's is a 404", async () => {
    const body = { time: b.assignment.startsAt.toISOString(), reason: 'Forgot my phone' };
    const theirs = await missedOf(t, other, 'IN');
    const res = await propose(t, b.deviceToken, theirs.id, body);
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual([productMessages.missedPunchNotFound]);
    const elsewhere = await missedOf(t, atMaple, 'IN');
    expect((await propose(t, b.deviceToken, elsewhere.id, body)).statusCode).toBe(404);
    expect((await propose(t, b.deviceToken, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await missedOf(t, other, 'IN')).status).toBe('OPEN');
  });

  it('needs a reason and a plausible time', async () => {
    const mp = await missedOf(t, b, 'IN');
    const s = b.assignment.startsAt.getTime();
    expect((await propose(t, b.deviceToken, mp.id, { time: new Date(s).toISOString(), reason: '  ' })).statusCode).toBe(422);
    const early = await propose(t, b.deviceToken, mp.id, { time: new Date(s - minutes(16)).toISOString(), reason: 'Early' });
    expect(early.statusCode).toBe(422);
    expect(messagesOf(early)[0]).toMatch(/^The clock-in time must be between .+ and .+\.$/);
    const afterEnd = await propose(t, b.deviceToken, mp.id, {
      time: new Date(b.assignment.endsAt.getTime() + minutes(1)).toISOString(),
      reason: 'Late',
    });
    expect(afterEnd.statusCode).toBe(422);
    const out = await missedOf(t, b, 'OUT');
    const tooLate = await propose(t, b.deviceToken, out.id, { time: new Date(Date.now() + minutes(5)).toISOString(), reason: 'Future' });
    expect(tooLate.statusCode).toBe(422);
    expect(messagesOf(tooLate)[0]).toMatch(/^The clock-out time must be between/);
    expect((await missedOf(t, b, 'IN')).status).toBe('OPEN');
  });

  it('becomes PROPOSED and mails the supervisor a single-use link, stored only as its hash', async () => {
    const mp = await missedOf(t, b, 'IN');
    const time = new Date(b.assignment.startsAt.getTime() + minutes(3));
    const answer = dataOf(await propose(t, b.deviceToken, mp.id, { time: time.toISOString(), reason: 'My phone was dead' }));
    expect(answer).toEqual({ id: mp.id, status: 'PROPOSED', proposed_at: time.toISOString() });
    expect(await missedOf(t, b, 'IN')).toMatchObject({ status: 'PROPOSED', proposedAt: time, proposedReason: 'My phone was dead' });

    const [token] = await linksTo(t, b.shift.contactEmail!);
    expect(token).toBeDefined();
    const [row] = await t.deps.db.select().from(missedPunchActionTokens).where(eq(missedPunchActionTokens.missedPunchId, mp.id));
    expect(row!.tokenHash).toBe(hashToken(token!));
    expect(row!.tokenHash).not.toContain(token!);
    expect(row!.sentTo).toBe(b.shift.contactEmail);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(hours(MISSED_PUNCH_LINK_HOURS) - minutes(1));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(hours(MISSED_PUNCH_LINK_HOURS) + minutes(1));
    // Nothing the nurse typed, and no token, reaches the log.
    expect(t.logs.join('')).not.toContain('My phone was dead');
    expect(t.logs.join('')).not.toContain(token!);
  });

  it('a new proposal replaces the unused older link', async () => {
    const mp = await missedOf(t, b, 'IN');
    const time = new Date(b.assignment.startsAt.getTime() + minutes(5));
    dataOf(await propose(t, b.deviceToken, mp.id, { time: time.toISOString(), reason: 'It was 5 past, sorry' }));
    const [older, newer] = await linksTo(t, b.shift.contactEmail!);
    const rows = await t.deps.db.select().from(missedPunchActionTokens).where(eq(missedPunchActionTokens.missedPunchId, mp.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.tokenHash === hashToken(older!))!.usedAt).not.toBeNull();
    expect(rows.find((r) => r.tokenHash === hashToken(newer!))!.usedAt).toBeNull();
    const stale = await t.call(getMissedPunchActionContract, { params: { token: older! } });
    expect(stale.statusCode).toBe(404);
    expect(messagesOf(stale)).toEqual([productMessages.missedPunchLinkReplaced]);
    expect((await t.call(getMissedPunchActionContract, { params: { token: newer! } })).statusCode).toBe(200);
  });

  it('without a supervisor e-mail on the shift, only the facility acts: no link is made', async () => {
    const s = new Date(Date.now() - hours(30));
    const bare = await bookNurse(t, sunrise, { startsAt: s, endsAt: new Date(s.getTime() + hours(8)), contactEmail: null });
    await detect(t, now());
    const mp = await missedOf(t, bare, 'OUT');
    dataOf(await propose(t, bare.deviceToken, mp.id, { time: new Date(s.getTime() + hours(8)).toISOString(), reason: 'Left in a hurry' }));
    expect(await t.deps.db.select().from(missedPunchActionTokens).where(eq(missedPunchActionTokens.missedPunchId, mp.id))).toEqual([]);
  });

  it('is refused once the missed punch is decided', async () => {
    const mp = await missedOf(t, other, 'OUT');
    await t.deps.db.update(missedPunches).set({ status: 'REJECTED', resolvedAt: new Date() }).where(eq(missedPunches.id, mp.id));
    const res = await propose(t, other.deviceToken, mp.id, { time: other.assignment.endsAt.toISOString(), reason: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual([productMessages.missedPunchAlreadyDecided('Rejected')]);
  });

  it("a missed punch older than the time clock's week is still listed with her bookings, and its reminder links straight to it", async () => {
    // Ten days ago: outside the week of past bookings "me" lists.
    const startsAt = new Date(Date.now() - hours(240));
    const old = await bookNurse(t, sunrise, { startsAt, endsAt: new Date(startsAt.getTime() + hours(8)) });
    await detect(t, new Date(startsAt.getTime() + hours(10)));
    const mp = await missedOf(t, old, 'IN');
    const clock = dataOf(await me(t, old.deviceToken));
    const booking = clock.bookings.find((x) => x.id === old.assignment.id);
    expect(booking?.missed_punches).toContainEqual(expect.objectContaining({ id: mp.id, status: 'OPEN' }));
    // Both punches are missing by then: one reminder each, in no set order.
    const sms = await t.deps.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, `+1${old.nurse.mobile}`));
    expect(sms.map((x) => x.text)).toContainEqual(expect.stringContaining(`${t.deps.config.publicUrl}/time-clock/missed-punches/${mp.id}`));
    // Proposed, it stays on her list (waiting for the facility); decided, it leaves with the week.
    dataOf(await propose(t, old.deviceToken, mp.id, { time: startsAt.toISOString(), reason: 'Phone was flat' }));
    const after = dataOf(await me(t, old.deviceToken));
    expect(after.bookings.map((x) => x.id)).toContain(old.assignment.id);
  });
});
