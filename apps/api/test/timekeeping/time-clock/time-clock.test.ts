import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import {
  getTimeClockLinkContract,
  revokeTimeClockLinkContract,
  sendTimeClockLinkContract,
} from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { punchPhotoKey } from '@careroster/shared/api/timekeeping/clock-details';
import { productMessages } from '@careroster/shared/messages';
import { destinationPoint } from '@careroster/shared/timekeeping/geo';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, facilities, missedPunches, nurses, outbox, punches, timecards, timeClockLinks } from '../../../src/db/schema';
import { ensureTimecard, syncTimecard } from '../../../src/modules/timekeeping/timecards';
import { hashToken } from '../../../src/platform/tokens';
import { applyToPosition } from '../../../src/modules/shifts/applicants';
import { systemCtx, useDemoSessions, useTestApp } from '../../helpers/test-app';
import { addNurse, addPosition, addShift } from '../../shifts/fixtures';
import { booked, claim, deviceFor, jpeg, linkFor, me, punch } from './helpers';

const t = useTestApp();
const sessions = useDemoSessions(t);
const sunrisePoint = { latitude: 27.9506, longitude: -82.4572 };
const inside = destinationPoint(sunrisePoint, 100, 45);
const outside = destinationPoint(sunrisePoint, 450, 200);
const MINUTE = 60_000;

type Answer<T> = { data: T; error: { message: string[] } };
const messageOf = (res: { json: <T>() => T }) => res.json<Answer<unknown>>().error.message;
const linkTexts = async (mobile: string) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(and(like(outbox.to, `%${mobile}`), like(outbox.text, '%/time-clock/%')));
const tokenIn = (text: string) => /\/time-clock\/([\w-]+)/.exec(text)![1]!;
const mobileOf = async (employeeId: string) =>
  (
    await t.deps.db
      .select({ mobile: nurses.mobile })
      .from(nurses)
      .innerJoin(employees, eq(employees.nurseId, nurses.id))
      .where(eq(employees.id, employeeId))
  )[0]!.mobile;

describe('links issued on first booking', () => {
  it("a manager's assignment issues one link (SMS, and mail when she has one) with the public URL; a second booking issues none", async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    await t.deps.db
      .update(nurses)
      .set({ email: `clock-${nurse.id.slice(0, 8)}@nurse.example` })
      .where(eq(nurses.id, nurse.nurseId));
    const first = await addShift(t, sessions.sunrise, { daysAhead: 5 });
    const p1 = await addPosition(t, first, { applicableFor: ['IN'], jobTitleId: nurse.jobTitleId });
    const assign = (shiftId: string, positionId: string) =>
      t.call(assignEmployeesContract, {
        params: { id: shiftId },
        body: { nurses: [{ id: nurse.id }], position: positionId },
        headers: sessions.admin,
      });
    expect((await assign(first.id, p1.id)).statusCode).toBe(200);

    const email = `clock-${nurse.id.slice(0, 8)}@nurse.example`;
    const sms = await linkTexts(await mobileOf(nurse.id));
    expect(sms.map((o) => o.channel)).toEqual(['SMS']);
    const token = tokenIn(sms[0]!.text);
    expect(sms[0]!.text).toContain(`https://careroster.test/time-clock/${token}`);
    const mail = await t.deps.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail.map((o) => o.channel)).toEqual(['EMAIL']);
    expect(mail[0]!.text).toContain(token);
    const links = await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, nurse.id));
    expect(links).toHaveLength(1);
    expect(JSON.stringify(links[0])).not.toContain(token);

    const second = await addShift(t, sessions.sunrise, { daysAhead: 6 });
    const p2 = await addPosition(t, second, { applicableFor: ['IN'], jobTitleId: nurse.jobTitleId });
    expect((await assign(second.id, p2.id)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, nurse.id))).toHaveLength(1);

    // Revoked: the next booking sends a fresh link.
    await t.deps.db.update(timeClockLinks).set({ revokedAt: new Date() }).where(eq(timeClockLinks.employeeId, nurse.id));
    const third = await addShift(t, sessions.sunrise, { daysAhead: 7 });
    const p3 = await addPosition(t, third, { applicableFor: ['IN'], jobTitleId: nurse.jobTitleId });
    expect((await assign(third.id, p3.id)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, nurse.id))).toHaveLength(2);
  });

  it('an accepted application issues the link too, and the link claims a working device', async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const shift = await addShift(t, sessions.sunrise, { daysAhead: 8 });
    const position = await addPosition(t, shift, { applicableFor: ['IN'], jobTitleId: nurse.jobTitleId, autoApprove: false });
    const application = await applyToPosition(systemCtx(t), {
      facilityId: sessions.sunrise,
      positionId: position.id,
      employeeId: nurse.id,
    });
    expect(await linkTexts(await mobileOf(nurse.id))).toHaveLength(0);
    const res = await t.call(decideApplicantContract, {
      params: { id: shift.id, applicationId: application.id },
      body: { status: 'ACCEPTED' },
      headers: sessions.admin,
    });
    expect(res.statusCode).toBe(200);
    const sms = await linkTexts(await mobileOf(nurse.id));
    expect(sms.map((o) => o.channel)).toEqual(['SMS']);
    const claimed = await claim(t, tokenIn(sms[0]!.text));
    expect(claimed.statusCode).toBe(200);
    const answer = await me(t, claimed.json<Answer<{ device_token: string }>>().data.device_token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Answer<{ facility_name: string }>>().data.facility_name).toBe('Sunrise Care Center');
  });
});

describe('claiming a link', () => {
  it('works once: a second claim from anywhere is refused with a clear message', async () => {
    const { employee } = await booked(t, sessions.sunrise);
    const token = await linkFor(t, employee.id);
    const first = await claim(t, token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const again = await claim(
      t,
      token,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toEqual([productMessages.timeClockLinkUsed]);
    const [row] = await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, employee.id));
    expect(row).toMatchObject({ deviceLabel: 'Chrome on Android' });
    expect(row!.linkUsedAt).not.toBeNull();
  });

  it('refuses unknown, revoked and expired links with 401, and a revoked or expired device too', async () => {
    const { employee } = await booked(t, sessions.sunrise);
    expect((await claim(t, 'z'.repeat(43))).statusCode).toBe(401);
    const revoked = await linkFor(t, employee.id, { revokedAt: new Date() });
    const res = await claim(t, revoked);
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toEqual([productMessages.timeClockLinkInvalid]);
    const expired = await linkFor(t, employee.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await claim(t, expired)).statusCode).toBe(401);

    const device = await deviceFor(t, employee.id);
    expect((await me(t, device)).statusCode).toBe(200);
    await t.deps.db
      .update(timeClockLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(timeClockLinks.deviceTokenHash, hashToken(device)));
    const gone = await me(t, device);
    expect(gone.statusCode).toBe(401);
    expect(messageOf(gone)).toEqual([productMessages.timeClockDeviceInvalid]);
    expect((await me(t, undefined)).statusCode).toBe(401);
  });
});

describe('the time clock', () => {
  it("lists the nurse's bookings here from 7 days back to 14 days ahead, with what she can do now", async () => {
    const soon = await booked(t, sessions.sunrise, { startsInMinutes: 10 });
    const later = await booked(t, sessions.sunrise, { startsInMinutes: 3 * 24 * 60, employee: soon.employee });
    await booked(t, sessions.sunrise, { startsInMinutes: 20 * 24 * 60, employee: soon.employee });
    await booked(t, sessions.sunrise, { startsInMinutes: -10 * 24 * 60, employee: soon.employee });
    const device = await deviceFor(t, soon.employee.id);
    const res = await me(t, device);
    expect(res.statusCode).toBe(200);
    const data = res.json<
      Answer<{
        first_name: string;
        geofence: boolean;
        geofence_radius_metres: number;
        timezone: string;
        bookings: { id: string; can_clock_in: boolean; can_clock_out: boolean; timecard: unknown; missed_punches: unknown[] }[];
      }>
    >().data;
    expect(data).toMatchObject({ geofence: true, geofence_radius_metres: 300, timezone: 'EST' });
    expect(data.first_name).toBe(soon.employee.name.split(' ')[0]);
    expect(data.bookings.map((b) => b.id)).toEqual([soon.assignment.id, later.assignment.id]);
    expect(data.bookings[0]).toMatchObject({ can_clock_in: true, can_clock_out: false, timecard: null, missed_punches: [] });
    expect(data.bookings[1]).toMatchObject({ can_clock_in: false, can_clock_out: false });
    const [link] = await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, soon.employee.id));
    expect(link!.lastSeenAt).not.toBeNull();
  });

  it('clocks in from 15 minutes before the start until the end, once; clocks out after, once', async () => {
    const early = await booked(t, sessions.sunrise, { startsInMinutes: 30 });
    const device = await deviceFor(t, early.employee.id);
    const fields = (assignmentId: string, kind: string) => ({ assignment_id: assignmentId, kind, ...inside, accuracy: 12 });
    const tooEarly = await punch(t, device, fields(early.assignment.id, 'IN'));
    expect(tooEarly.statusCode).toBe(409);
    expect(messageOf(tooEarly)).toEqual([productMessages.timeClockTooEarly(15)]);

    const ended = await booked(t, sessions.sunrise, { startsInMinutes: -9 * 60, hours: 8, employee: early.employee });
    const late = await punch(t, device, fields(ended.assignment.id, 'IN'));
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toEqual([productMessages.timeClockShiftEnded]);

    const now = await booked(t, sessions.sunrise, { startsInMinutes: 14 });
    const device2 = await deviceFor(t, now.employee.id);
    const outFirst = await punch(t, device2, fields(now.assignment.id, 'OUT'));
    expect(outFirst.statusCode).toBe(409);
    expect(messageOf(outFirst)).toEqual([productMessages.timeClockNotIn]);
    const clockIn = await punch(t, device2, fields(now.assignment.id, 'IN'));
    expect(clockIn.statusCode).toBe(200);
    expect(clockIn.json<Answer<{ kind: string; flags: string[] }>>().data).toMatchObject({ kind: 'IN', flags: [] });
    expect((await punch(t, device2, fields(now.assignment.id, 'IN'))).statusCode).toBe(409);
    const clockOut = await punch(t, device2, fields(now.assignment.id, 'OUT'));
    expect(clockOut.statusCode).toBe(200);
    const again = await punch(t, device2, fields(now.assignment.id, 'OUT'));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toEqual([productMessages.timeClockAlreadyOut]);

    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, now.assignment.id));
    expect(card).toMatchObject({ status: 'PENDING', flagged: false });
    expect(card!.clockInAt).not.toBeNull();
    expect(card!.clockOutAt!.getTime()).toBeGreaterThan(card!.clockInAt!.getTime());
    const listed = (await me(t, device2)).json<
      Answer<{ bookings: { id: string; punches: { kind: string }[]; timecard: { status: string } | null; can_clock_out: boolean }[] }>
    >().data;
    const booking = listed.bookings.find((b) => b.id === now.assignment.id)!;
    expect(booking.punches.map((p) => p.kind)).toEqual(['IN', 'OUT']);
    expect(booking).toMatchObject({ timecard: { status: 'PENDING' }, can_clock_out: false });
  });

  it('settles the missed clock-in the job listed when the nurse then clocks in late', async () => {
    const late = await booked(t, sessions.sunrise, { startsInMinutes: -20 });
    const card = await ensureTimecard(t.deps.db, late.assignment.id);
    await t.deps.db.insert(missedPunches).values({
      facilityId: sessions.sunrise,
      assignmentId: late.assignment.id,
      timecardId: card.id,
      employeeId: late.employee.id,
      kind: 'IN',
    });
    expect((await syncTimecard(t.deps.db, card.id, t.deps.clock.now())).flagged).toBe(true);

    const device = await deviceFor(t, late.employee.id);
    const res = await punch(t, device, { assignment_id: late.assignment.id, kind: 'IN', ...inside, accuracy: 10 });
    expect(res.statusCode).toBe(200);
    const [missed] = await t.deps.db.select().from(missedPunches).where(eq(missedPunches.assignmentId, late.assignment.id));
    expect(missed).toMatchObject({ status: 'APPROVED', resolvedByLabel: productMessages.missedPunchAnsweredByTimeClock });
    expect(missed!.resolvedTime!.toISOString()).toBe(res.json<Answer<{ punched_at: string }>>().data.punched_at);
    const [after] = await t.deps.db.select().from(timecards).where(eq(timecards.id, card.id));
    expect(after).toMatchObject({ flagged: false });
    expect(after!.clockInAt).not.toBeNull();
  });

  it('flags a punch outside the area, without location or without photo: refused without a reason, accepted with one', async () => {
    const { assignment, employee } = await booked(t, sessions.sunrise);
    const device = await deviceFor(t, employee.id);
    const outsideIn = { assignment_id: assignment.id, kind: 'IN', ...outside, accuracy: 20 };
    const refused = await punch(t, device, outsideIn);
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toEqual([productMessages.timeClockReasonRequired, productMessages.timeClockFlagExplained.OUTSIDE_GEOFENCE]);
    expect(await t.deps.db.select().from(punches).where(eq(punches.assignmentId, assignment.id))).toHaveLength(0);

    const accepted = await punch(t, device, { ...outsideIn, reason: 'Parked across the street, gate closed' });
    expect(accepted.statusCode).toBe(200);
    const data = accepted.json<Answer<{ flags: string[]; distance_metres: number }>>().data;
    expect(data.flags).toEqual(['OUTSIDE_GEOFENCE']);
    expect(data.distance_metres).toBeGreaterThan(440);
    expect(data.distance_metres).toBeLessThan(460);
    const [row] = await t.deps.db.select().from(punches).where(eq(punches.assignmentId, assignment.id));
    expect(row).toMatchObject({ flagReason: 'Parked across the street, gate closed', accuracyMetres: 20 });
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, assignment.id));
    expect(card!.flagged).toBe(true);

    const bare = await punch(t, device, { assignment_id: assignment.id, kind: 'OUT' }, null);
    expect(bare.statusCode).toBe(422);
    expect(messageOf(bare)).toEqual([
      productMessages.timeClockReasonRequired,
      productMessages.timeClockFlagExplained.NO_LOCATION,
      productMessages.timeClockFlagExplained.NO_PHOTO,
    ]);
    const out = await punch(t, device, { assignment_id: assignment.id, kind: 'OUT', reason: 'Phone battery died' }, null);
    expect(out.statusCode).toBe(200);
    expect(out.json<Answer<{ flags: string[]; distance_metres: number | null }>>().data).toMatchObject({
      flags: ['NO_LOCATION', 'NO_PHOTO'],
      distance_metres: null,
    });
  });

  it('refuses half a location and out-of-range coordinates', async () => {
    const { assignment, employee } = await booked(t, sessions.sunrise);
    const device = await deviceFor(t, employee.id);
    const half = await punch(t, device, { assignment_id: assignment.id, kind: 'IN', latitude: inside.latitude });
    expect(half.statusCode).toBe(422);
    expect(messageOf(half)).toEqual([productMessages.timeClockLocationIncomplete]);
    expect((await punch(t, device, { assignment_id: assignment.id, kind: 'IN', latitude: 91, longitude: 0 })).statusCode).toBe(422);
    expect((await punch(t, device, { assignment_id: assignment.id, kind: 'SIDEWAYS', ...inside })).statusCode).toBe(422);
  });

  it('does not measure against a facility without coordinates: no area flag, no distance (decision 018)', async () => {
    const { assignment, employee } = await booked(t, sessions.maple);
    await t.deps.db.update(facilities).set({ latitude: null, longitude: null }).where(eq(facilities.id, sessions.maple));
    try {
      const device = await deviceFor(t, employee.id);
      expect((await me(t, device)).json<Answer<{ geofence: boolean }>>().data.geofence).toBe(false);
      const res = await punch(t, device, { assignment_id: assignment.id, kind: 'IN', ...outside });
      expect(res.statusCode).toBe(200);
      expect(res.json<Answer<{ flags: string[]; distance_metres: number | null }>>().data).toMatchObject({
        flags: [],
        distance_metres: null,
      });
      const [row] = await t.deps.db.select().from(punches).where(eq(punches.assignmentId, assignment.id));
      expect(row).toMatchObject({ latitude: outside.latitude, longitude: outside.longitude });
    } finally {
      await t.deps.db.update(facilities).set({ latitude: 39.7817, longitude: -89.6501 }).where(eq(facilities.id, sessions.maple));
    }
  });

  it('stores the photo under the punch photo key; an oversized or non-JPEG photo is refused and nothing is stored', async () => {
    const { assignment, employee } = await booked(t, sessions.sunrise);
    const device = await deviceFor(t, employee.id);
    const fields = { assignment_id: assignment.id, kind: 'IN', ...inside, accuracy: 8 };
    const big = await punch(t, device, fields, { data: jpeg(2 * 1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect(messageOf(big)).toEqual([productMessages.timeClockPhotoTooLarge(2)]);
    const png = await punch(t, device, fields, {
      data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100)]),
      filename: 'a.jpg',
    });
    expect(png.statusCode).toBe(422);
    expect(messageOf(png)).toEqual([productMessages.timeClockPhotoNotJpeg]);
    expect(await t.deps.db.select().from(punches).where(eq(punches.assignmentId, assignment.id))).toHaveLength(0);

    const photo = jpeg(50_000);
    const res = await punch(t, device, fields, { data: photo });
    expect(res.statusCode).toBe(200);
    const id = res.json<Answer<{ id: string }>>().data.id;
    const [row] = await t.deps.db.select().from(punches).where(eq(punches.id, id));
    expect(row!.photoKey).toBe(punchPhotoKey(sessions.sunrise, id));
    expect(Buffer.compare((await t.deps.files.get(punchPhotoKey(sessions.sunrise, id)))!, photo)).toBe(0);
  });

  it("keeps a device to its own nurse's bookings at its own facility", async () => {
    const mine = await booked(t, sessions.sunrise);
    const colleague = await booked(t, sessions.sunrise);
    const elsewhere = await booked(t, sessions.maple);
    const device = await deviceFor(t, mine.employee.id);
    const mapleDevice = await deviceFor(t, elsewhere.employee.id);
    for (const [d, target] of [
      [device, colleague.assignment.id],
      [device, elsewhere.assignment.id],
      [mapleDevice, mine.assignment.id],
    ] as const) {
      const res = await punch(t, d, { assignment_id: target, kind: 'IN', ...inside });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toEqual([productMessages.timeClockBookingNotFound]);
    }
    expect((await punch(t, 'not-a-device', { assignment_id: mine.assignment.id, kind: 'IN', ...inside })).statusCode).toBe(401);
    const listed = (await me(t, device)).json<Answer<{ bookings: { id: string }[] }>>().data.bookings.map((b) => b.id);
    expect(listed).toEqual([mine.assignment.id]);
  });

  it('never changes a raw punch: the database refuses an UPDATE', async () => {
    const { assignment, employee } = await booked(t, sessions.sunrise);
    const device = await deviceFor(t, employee.id);
    expect((await punch(t, device, { assignment_id: assignment.id, kind: 'IN', ...inside })).statusCode).toBe(200);
    await expect(
      t.deps.db
        .update(punches)
        .set({ punchedAt: new Date(Date.now() - 3600_000) })
        .where(eq(punches.assignmentId, assignment.id)),
    ).rejects.toThrow();
    const [row] = await t.deps.db.select().from(punches).where(eq(punches.assignmentId, assignment.id));
    expect(Date.now() - row!.punchedAt.getTime()).toBeLessThan(10 * MINUTE);
  });

  it('logs no token, no reason and no coordinates', async () => {
    const { assignment, employee } = await booked(t, sessions.sunrise);
    const token = await linkFor(t, employee.id);
    const device = (await claim(t, token)).json<Answer<{ device_token: string }>>().data.device_token;
    const reason = 'Secret-reason-7f3a';
    await punch(t, device, { assignment_id: assignment.id, kind: 'IN', ...outside, reason });
    await claim(t, token);
    const logged = t.logs.join('\n');
    for (const secret of [token, device, reason, String(outside.latitude), String(outside.longitude)]) expect(logged).not.toContain(secret);
  });
});

describe("the facility's link panel", () => {
  const link = (employeeId: string, headers?: Record<string, string>) => {
    const input = { params: { employeeId }, ...(headers ? { headers } : {}) };
    return {
      get: () => t.call(getTimeClockLinkContract, input),
      send: () => t.call(sendTimeClockLinkContract, input),
      revoke: () => t.call(revokeTimeClockLinkContract, input),
    };
  };

  it('shows none, sent, claimed with the device, revoked; a new link ends the old device', async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const panel = link(nurse.id, sessions.admin);
    const status = async () => (await panel.get()).data;
    expect((await status()).status).toBe('NONE');

    const sent = await panel.send();
    expect(sent.statusCode).toBe(200);
    expect(sent.data.status).toBe('SENT');
    const [sms] = await linkTexts(await mobileOf(nurse.id));
    const device = (await claim(t, tokenIn(sms!.text))).json<Answer<{ device_token: string }>>().data.device_token;
    await me(t, device);
    expect(await status()).toMatchObject({ status: 'CLAIMED', device_label: 'Chrome on Android' });
    expect((await status()).last_seen_at).not.toBeNull();

    const again = await panel.send();
    expect(again.data.status).toBe('SENT');
    expect((await me(t, device)).statusCode).toBe(401);
    expect(await linkTexts(await mobileOf(nurse.id))).toHaveLength(2);

    const revoked = await panel.revoke();
    expect(revoked.data.status).toBe('REVOKED');
    const [latest] = (await linkTexts(await mobileOf(nurse.id))).slice(-1);
    expect((await claim(t, tokenIn(latest!.text))).statusCode).toBe(401);
  });

  it("keeps to the facility's own employees", async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const foreign = link(nurse.id, sessions.manager);
    expect((await foreign.get()).statusCode).toBe(404);
    expect((await foreign.send()).statusCode).toBe(404);
    expect((await foreign.revoke()).statusCode).toBe(404);
    expect((await link(nurse.id).get()).statusCode).toBe(401);
  });
});
