import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rejectMissedPunchContract } from '@careroster/shared/api/timekeeping/missed-punches/decide-missed-punch';
import {
  actOnMissedPunchContract,
  getMissedPunchActionContract,
} from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import { paths } from '@careroster/shared/paths';
import { productMessages } from '@careroster/shared/messages';
import { MISSED_PUNCH_LINK_HOURS } from '@careroster/shared/timekeeping/values';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missedPunchActionTokens, missedPunches, timecardChanges, timecards } from '../../../src/db/schema';
import type { BodyOf } from '../../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../../helpers/test-app';
import { bookNurse, hours, minutes, type Booking } from './fixtures';
import { dataOf, messagesOf } from '../../helpers/contract-call';
import { detect, linksTo, missedOf, propose } from './helpers';

let webDist: string;
const t = useTestApp(() => {
  // A built client, so the page's own answer (the SPA's index.html) can be checked too.
  webDist = fsSync.mkdtempSync(path.join(os.tmpdir(), 'careroster-web-'));
  fsSync.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return { config: { webDist } };
});
const sessions = useDemoSessions(t);
let b: Booking;

beforeAll(async () => {
  const startsAt = new Date(Date.now() - hours(11));
  b = await bookNurse(t, sessions.sunrise, { startsAt, endsAt: new Date(startsAt.getTime() + hours(8)) });
  await detect(t, new Date());
});
afterAll(async () => {
  await fs.rm(webDist, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

const view = (token: string) => t.call(getMissedPunchActionContract, { params: { token } });
// Some answers here leave out what the form requires (a name, a reason) on purpose, for the server to refuse.
const act = (token: string, body: object) =>
  t.call(actOnMissedPunchContract, { params: { token }, body: body as BodyOf<typeof actOnMissedPunchContract> });

/** Proposes a time for the booking's punch and answers the link the supervisor was mailed. */
async function proposed(kind: 'IN' | 'OUT', time: Date, reason = 'Forgot to punch') {
  const mp = await missedOf(t, b, kind);
  dataOf(await propose(t, b.deviceToken, mp.id, { time: time.toISOString(), reason }));
  return { mp, token: (await linksTo(t, b.shift.contactEmail!)).at(-1)! };
}

describe("the supervisor's missed-punch link", () => {
  it('shows the facility, the shift, the nurse, the kind and the proposal, with no referrer, and reading does not spend it', async () => {
    const time = new Date(b.assignment.startsAt.getTime() + minutes(7));
    const { token } = await proposed('IN', time, 'Badge reader was down');
    const res = await view(token);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const page = dataOf(res);
    expect(page).toMatchObject({
      facility_name: 'Sunrise Care Center',
      nurse_name: `${b.nurse.firstName} ${b.nurse.lastName}`,
      kind: 'IN',
      proposed_at: time.toISOString(),
      proposed_reason: 'Badge reader was down',
      shift: {
        title: b.shift.title,
        start_date: b.shift.startDate,
        end_date: b.shift.endDate,
        timezone: 'EST',
        start_time: b.shift.startTime.slice(0, 5),
      },
    });
    expect(dataOf(await view(token)).kind).toBe('IN');
  });

  it('approves once, as the supervisor by name and address, then the link is used', async () => {
    const token = (await linksTo(t, b.shift.contactEmail!)).at(-1)!;
    const mp = await missedOf(t, b, 'IN');
    expect((await act(token, { decision: 'APPROVE', name: '' })).statusCode).toBe(422);
    const res = await act(token, { decision: 'APPROVE', name: 'Sam Supervisor' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(dataOf(res)).toEqual({ status: 'APPROVED', resolved_time: mp.proposedAt!.toISOString() });
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.id, mp.timecardId));
    expect(card!.clockInAt).toEqual(mp.proposedAt);
    const [change] = await t.deps.db.select().from(timecardChanges).where(eq(timecardChanges.timecardId, mp.timecardId));
    expect(change).toMatchObject({
      field: 'clock_in_at',
      actorKind: 'SUPERVISOR',
      actorUserId: null,
      actorLabel: `Sam Supervisor (${b.shift.contactEmail})`,
      reason: productMessages.missedPunchApprovedReason('Badge reader was down'),
    });
    expect(await missedOf(t, b, 'IN')).toMatchObject({ status: 'APPROVED', resolvedByLabel: `Sam Supervisor (${b.shift.contactEmail})` });

    for (const again of [await act(token, { decision: 'APPROVE', name: 'Sam Supervisor' }), await view(token)]) {
      expect(again.statusCode).toBe(404);
      expect(messagesOf(again)).toEqual([productMessages.missedPunchLinkUsed]);
      expect(again.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('corrects the time with a reason, within the plausible window', async () => {
    const { mp, token } = await proposed('OUT', new Date(b.assignment.endsAt.getTime() + minutes(30)));
    expect((await act(token, { decision: 'CORRECT', name: 'Sam', time: b.assignment.endsAt.toISOString() })).statusCode).toBe(422);
    const implausible = await act(token, {
      decision: 'CORRECT',
      name: 'Sam',
      time: new Date(b.assignment.startsAt.getTime() - hours(1)).toISOString(),
      reason: 'x',
    });
    expect(implausible.statusCode).toBe(422);
    expect(messagesOf(implausible)[0]).toMatch(/^The clock-out time must be between/);
    // A refused correction does not spend the link.
    const time = new Date(b.assignment.endsAt.getTime() + minutes(10));
    const res = await act(token, {
      decision: 'CORRECT',
      name: 'Sam Supervisor',
      time: time.toISOString(),
      reason: 'I saw her leave at ten past',
    });
    expect(dataOf(res)).toEqual({ status: 'APPROVED', resolved_time: time.toISOString() });
    const changes = await t.deps.db.select().from(timecardChanges).where(eq(timecardChanges.timecardId, mp.timecardId));
    expect(changes.find((c) => c.field === 'clock_out_at')).toMatchObject({
      newValue: time.toISOString(),
      reason: 'I saw her leave at ten past',
      actorKind: 'SUPERVISOR',
    });
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.id, mp.timecardId));
    expect(card).toMatchObject({ clockOutAt: time, flagged: false });
  });

  it(`expires ${MISSED_PUNCH_LINK_HOURS} hours after it was sent`, async () => {
    const s = new Date(Date.now() - hours(20));
    const late = await bookNurse(t, sessions.sunrise, { startsAt: s, endsAt: new Date(s.getTime() + hours(8)) });
    await detect(t, new Date());
    const mp = await missedOf(t, late, 'IN');
    dataOf(await propose(t, late.deviceToken, mp.id, { time: s.toISOString(), reason: 'Forgot' }));
    const token = (await linksTo(t, late.shift.contactEmail!)).at(-1)!;
    const [row] = await t.deps.db.select().from(missedPunchActionTokens).where(eq(missedPunchActionTokens.missedPunchId, mp.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(row!.expiresAt.getTime() - minutes(1)));
    expect((await view(token)).statusCode).toBe(200);
    vi.setSystemTime(new Date(row!.expiresAt.getTime() + minutes(1)));
    for (const res of [await view(token), await act(token, { decision: 'APPROVE', name: 'Sam' })]) {
      expect(res.statusCode).toBe(404);
      expect(messagesOf(res)).toEqual([productMessages.missedPunchLinkExpired(MISSED_PUNCH_LINK_HOURS)]);
    }
    vi.useRealTimers();
    expect((await missedOf(t, late, 'IN')).status).toBe('PROPOSED');
  });

  it('says so for an unknown link, and for one whose missed punch the facility decided meanwhile', async () => {
    const unknown = await view('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toEqual([productMessages.missedPunchLinkUnknown]);
    expect(unknown.headers['referrer-policy']).toBe('no-referrer');

    const s = new Date(Date.now() - hours(30));
    const other = await bookNurse(t, sessions.sunrise, { startsAt: s, endsAt: new Date(s.getTime() + hours(8)) });
    await detect(t, new Date());
    const mp = await missedOf(t, other, 'IN');
    dataOf(await propose(t, other.deviceToken, mp.id, { time: s.toISOString(), reason: 'Forgot' }));
    const token = (await linksTo(t, other.shift.contactEmail!)).at(-1)!;
    dataOf(
      await t.call(rejectMissedPunchContract, {
        params: { missedPunchId: mp.id },
        body: { reason: 'Not on shift' },
        headers: sessions.admin,
      }),
    );
    const res = await act(token, { decision: 'APPROVE', name: 'Sam' });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual([productMessages.missedPunchLinkUsed]);
    const [row] = await t.deps.db.select().from(missedPunches).where(eq(missedPunches.id, mp.id));
    expect(row!.status).toBe('REJECTED');
  });

  it('the page itself answers with no referrer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: paths.missedPunchAction.replace(':token', 'some-token-value-that-is-long-enough'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
