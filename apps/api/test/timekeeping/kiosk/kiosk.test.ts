import { createDeviceContract } from '@careroster/shared/api/employees/devices';
import { punchPhotoKey } from '@careroster/shared/api/timekeeping/clock-details';
import { getKioskContract, kioskPunchContract } from '@careroster/shared/api/timekeeping/kiosk/kiosk-punch';
import {
  listTimeClockKiosksContract,
  pairTimeClockKioskContract,
  revokeTimeClockKioskContract,
} from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import {
  getTimeClockPasscodeContract,
  regenerateTimeClockPasscodeContract,
} from '@careroster/shared/api/timekeeping/kiosk/time-clock-passcode';
import { productMessages } from '@careroster/shared/messages';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, nurses, outbox, punches, timecards, timeClockKiosks, timeClockPasscodes } from '../../../src/db/schema';
import { dispatchOutbox, type SmsSender } from '../../../src/platform/outbox';
import { hashToken } from '../../../src/platform/tokens';
import { useDemoSessions, useTestApp } from '../../helpers/test-app';
import { addNurse } from '../../shifts/fixtures';
import { booked, form, jpeg } from '../time-clock/helpers';

/**
 * Issue 27, part "kiosk" (decision 067): a registered device paired as the facility's shared time
 * clock, the nurse's passcode sent by SMS, and punches with her number, passcode and photo.
 */
const delivered: { to: string; text: string }[] = [];
const sms: SmsSender = {
  kind: 'test',
  async send(message) {
    delivered.push(message);
  },
};

const t = useTestApp({ app: { sms } });
const s = useDemoSessions(t);

type Envelope = { error: { message: string[] } | null };
const messageOf = (res: { json: <T>() => T }) => res.json<Envelope>().error?.message;
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
/** An employee number no facility has: the fixtures draw theirs below 2 000 000 000. */
const UNKNOWN = 2_147_000_001;
/** The passcode as a whole number in a text: not a piece of a longer number (a timestamp, an id). */
const standalone = (passcode: string) => new RegExp(`(?<![\\d.])${passcode}(?![\\d])`);

async function registeredDevice(location = 'Front desk') {
  const res = await t.call(createDeviceContract, {
    body: { udid: `kiosk-${randomBytes(4).toString('hex')}`, device_location: location },
    headers: s.admin,
  });
  return res.data.id;
}

async function pairedKiosk(location?: string) {
  const deviceId = await registeredDevice(location);
  const res = await t.call(pairTimeClockKioskContract, { body: { device_id: deviceId }, headers: s.admin });
  return { deviceId, secret: res.data.kiosk_secret };
}

/** Regenerates her passcode and delivers the SMS; answers the passcode the SMS carried. */
async function passcodeOf(employeeId: string): Promise<string> {
  ok(await t.call(regenerateTimeClockPasscodeContract, { params: { employeeId }, headers: s.admin }));
  delivered.length = 0;
  await dispatchOutbox(t.deps.db, { mailer: t.deps.mailer, sms }, t.app.log, 'kiosk-test');
  const text = delivered.map((d) => d.text).find((m) => m.includes('time-clock passcode'));
  return /passcode at .+ is (\d{6})\./.exec(text ?? '')![1]!;
}

function kioskPunch(
  secret: string | undefined,
  fields: { emp_id: string | number; passcode: string; kind: 'IN' | 'OUT'; reason?: string },
  photo: Buffer | null = jpeg(),
) {
  return t.call(kioskPunchContract, {
    body: form(fields, photo ? { data: photo } : undefined),
    headers: secret ? { 'x-time-clock-kiosk': secret } : {},
  });
}

describe('pairing a device as a shared time clock', () => {
  it('issues a secret kept only as a hash; pairing again replaces it; revoking stops the device at once', async () => {
    const deviceId = await registeredDevice('Second floor, nurses station');
    const listed = await t.call(listTimeClockKiosksContract, { headers: s.admin });
    expect(listed.data.results.find((k) => k.device_id === deviceId)).toMatchObject({ pairing: null });

    const first = await t.call(pairTimeClockKioskContract, {
      body: { device_id: deviceId },
      headers: { ...s.admin, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Safari/537.36' },
    });
    ok(first);
    expect(first.headers['cache-control']).toBe('no-store');
    const secret = first.data.kiosk_secret;
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(first.data.kiosk.pairing).toMatchObject({ device_label: 'Chrome on Android' });
    const [row] = await t.deps.db.select().from(timeClockKiosks).where(eq(timeClockKiosks.deviceId, deviceId));
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const home = await t.call(getKioskContract, { headers: { 'x-time-clock-kiosk': secret } });
    expect(home.data).toMatchObject({
      facility_name: 'Sunrise Care Center',
      device_location: 'Second floor, nurses station',
      timezone: 'EST',
      iana_zone: 'America/New_York',
    });

    const again = await t.call(pairTimeClockKioskContract, { body: { device_id: deviceId }, headers: s.admin });
    ok(again);
    const replaced = await t.call(getKioskContract, { headers: { 'x-time-clock-kiosk': secret } });
    expect(replaced.statusCode).toBe(401);
    expect(messageOf(replaced)).toEqual([productMessages.kioskDeviceInvalid]);
    const secret2 = again.data.kiosk_secret;
    ok(await t.call(getKioskContract, { headers: { 'x-time-clock-kiosk': secret2 } }));

    const revoked = await t.call(revokeTimeClockKioskContract, { params: { deviceId }, headers: s.admin });
    expect(revoked.data.pairing).toBeNull();
    expect((await t.call(getKioskContract, { headers: { 'x-time-clock-kiosk': secret2 } })).statusCode).toBe(401);
    expect((await t.call(getKioskContract, { headers: {} })).statusCode).toBe(401);

    // A revoked device cannot punch, whatever it sends.
    const { employee } = await booked(t, s.sunrise);
    const passcode = await passcodeOf(employee.id);
    const refused = await kioskPunch(secret2, { emp_id: employee.empId, passcode, kind: 'IN' });
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toEqual([productMessages.kioskDeviceInvalid]);
    expect(await t.deps.db.select().from(punches).where(eq(punches.employeeId, employee.id))).toEqual([]);

    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, deviceId)).orderBy(desc(auditLog.at));
    expect(
      audits
        .map((a) => a.action)
        .filter((a) => a.startsWith('time_clock_kiosk.'))
        .sort(),
    ).toEqual(['time_clock_kiosk.pair', 'time_clock_kiosk.pair', 'time_clock_kiosk.revoke']);
  });

  it('is refused to a manager without devices:write, and to another facility’s device', async () => {
    const mapleDevice = await t.call(createDeviceContract, {
      body: { udid: `maple-${randomBytes(4).toString('hex')}`, device_location: 'Lobby' },
      headers: s.ownerAtMaple,
    });
    ok(mapleDevice);
    const manager = await t.call(pairTimeClockKioskContract, { body: { device_id: mapleDevice.data.id }, headers: s.manager });
    expect(manager.statusCode).toBe(403);
    const foreign = await t.call(pairTimeClockKioskContract, { body: { device_id: mapleDevice.data.id }, headers: s.admin });
    expect(foreign.statusCode).toBe(404);
    const revokeForeign = await t.call(revokeTimeClockKioskContract, { params: { deviceId: mapleDevice.data.id }, headers: s.admin });
    expect(revokeForeign.statusCode).toBe(404);
    const bad = await t.call(pairTimeClockKioskContract, { body: { device_id: 'not-an-id' }, headers: s.admin });
    expect(bad.statusCode).toBe(422);
  });
});

describe("the nurse's passcode", () => {
  it('goes to her by SMS, is stored as an argon2id hash, and is cut from the outbox once sent; never in an answer, the audit or the logs', async () => {
    const nurse = await addNurse(t, s.sunrise);
    const before = await t.call(getTimeClockPasscodeContract, { params: { employeeId: nurse.id }, headers: s.admin });
    expect(before.data).toEqual({ set_at: null, set_by: null });
    const logStart = t.logs.length;

    const res = await t.call(regenerateTimeClockPasscodeContract, { params: { employeeId: nurse.id }, headers: s.admin });
    ok(res);
    expect(res.data.set_at).not.toBeNull();
    const [queued] = await t.deps.db
      .select()
      .from(outbox)
      .where(and(like(outbox.to, `%${(await mobileOf(nurse.nurseId)).slice(-10)}`), like(outbox.text, '%time-clock passcode%')));
    const passcode = /is (\d{6})\./.exec(queued!.text)![1]!;
    expect(queued).toMatchObject({ channel: 'SMS', priority: 'URGENT', secrets: [passcode], status: 'PENDING' });
    expect(queued!.text).toContain(`employee number ${nurse.empId}`);
    expect(res.body).not.toMatch(standalone(passcode));

    delivered.length = 0;
    await dispatchOutbox(t.deps.db, { mailer: t.deps.mailer, sms }, t.app.log, 'kiosk-test');
    expect(delivered.find((d) => d.text.includes(passcode))?.to).toMatch(/\d{10}$/);
    const [sent] = await t.deps.db.select().from(outbox).where(eq(outbox.id, queued!.id));
    expect(sent).toMatchObject({ status: 'SENT', secrets: null });
    expect(sent!.text).not.toMatch(standalone(passcode));
    expect(sent!.text).toContain('[redacted]');

    const [stored] = await t.deps.db.select().from(timeClockPasscodes).where(eq(timeClockPasscodes.employeeId, nurse.id));
    expect(stored!.passcodeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toMatch(standalone(passcode));
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, nurse.id));
    expect(audits.map((a) => a.action)).toEqual(['time_clock_passcode.regenerate']);
    expect(JSON.stringify(audits)).not.toMatch(standalone(passcode));
    expect(t.logs.slice(logStart).join('\n')).not.toMatch(standalone(passcode));

    const after = await t.call(getTimeClockPasscodeContract, { params: { employeeId: nurse.id }, headers: s.admin });
    expect(after.data.set_at).toBe(res.data.set_at);
    expect(after.data.set_by).toMatch(/\S/);
  });

  it("a new passcode ends the old one; another facility's employee is not found", async () => {
    const { employee } = await booked(t, s.sunrise, { startsInMinutes: 5 });
    const { secret } = await pairedKiosk();
    const old = await passcodeOf(employee.id);
    const fresh = await passcodeOf(employee.id);
    if (old !== fresh) {
      const refused = await kioskPunch(secret, { emp_id: employee.empId, passcode: old, kind: 'IN' });
      expect(refused.statusCode).toBe(403);
    }
    ok(await kioskPunch(secret, { emp_id: employee.empId, passcode: fresh, kind: 'IN' }));

    const mapleNurse = await addNurse(t, s.maple);
    expect(
      (await t.call(regenerateTimeClockPasscodeContract, { params: { employeeId: mapleNurse.id }, headers: s.admin })).statusCode,
    ).toBe(404);
    expect((await t.call(getTimeClockPasscodeContract, { params: { employeeId: mapleNurse.id }, headers: s.admin })).statusCode).toBe(404);
  });
});

async function mobileOf(nurseId: string) {
  const [row] = await t.deps.db.select({ mobile: nurses.mobile }).from(nurses).where(eq(nurses.id, nurseId));
  return row!.mobile;
}

describe('punching on the shared time clock', () => {
  it('clocks her in on her shift with the photo, through the phone’s rules, and out again', async () => {
    const { employee, assignment } = await booked(t, s.sunrise, { startsInMinutes: 10 });
    const { secret } = await pairedKiosk('Main entrance');
    const passcode = await passcodeOf(employee.id);
    const logStart = t.logs.length;

    const tooSoonOut = await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'OUT' });
    expect(tooSoonOut.statusCode).toBe(409);
    expect(messageOf(tooSoonOut)).toEqual([productMessages.timeClockNotIn]);

    const clockIn = await kioskPunch(secret, { emp_id: String(employee.empId), passcode, kind: 'IN' });
    ok(clockIn);
    expect(clockIn.data).toMatchObject({ first_name: employee.name.split(' ')[0], kind: 'IN', flags: [] });
    const [row] = await t.deps.db.select().from(punches).where(eq(punches.assignmentId, assignment.id));
    const [kiosk] = await t.deps.db
      .select()
      .from(timeClockKiosks)
      .where(eq(timeClockKiosks.secretHash, hashToken(secret)));
    expect(row).toMatchObject({ kind: 'IN', kioskId: kiosk!.id, timeClockLinkId: null, latitude: null, distanceMetres: null, flags: [] });
    expect(row!.photoKey).toBe(punchPhotoKey(s.sunrise, row!.id));
    expect(await t.deps.files.exists(row!.photoKey!)).toBe(true);
    const [card] = await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, assignment.id));
    expect(card!.clockInAt?.toISOString()).toBe(clockIn.data.punched_at);

    const twice = await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'IN' });
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toEqual([productMessages.timeClockAlreadyIn]);

    ok(await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'OUT' }));
    const [closed] = await t.deps.db.select().from(timecards).where(eq(timecards.assignmentId, assignment.id));
    expect(closed!.clockOutAt).not.toBeNull();
    expect(t.logs.slice(logStart).join('\n')).not.toMatch(standalone(passcode));
  });

  it('asks a reason for a punch without a photo, and says when she has no shift to clock in to', async () => {
    const { employee } = await booked(t, s.sunrise, { startsInMinutes: -30 });
    const { secret } = await pairedKiosk();
    const passcode = await passcodeOf(employee.id);
    const noPhoto = await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'IN' }, null);
    expect(noPhoto.statusCode).toBe(422);
    expect(messageOf(noPhoto)).toEqual([productMessages.timeClockReasonRequired, productMessages.timeClockFlagExplained.NO_PHOTO]);
    const withReason = await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'IN', reason: 'Camera cover stuck' }, null);
    ok(withReason);
    expect(withReason.data.flags).toEqual(['NO_PHOTO']);

    const idle = await addNurse(t, s.sunrise);
    const idlePasscode = await passcodeOf(idle.id);
    const none = await kioskPunch(secret, { emp_id: idle.empId, passcode: idlePasscode, kind: 'IN' });
    expect(none.statusCode).toBe(409);
    expect(messageOf(none)).toEqual([productMessages.kioskNoShiftNow]);

    const notJpeg = await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'OUT' }, Buffer.from('not a photo at all'));
    expect(notJpeg.statusCode).toBe(422);
    const shape = await kioskPunch(secret, { emp_id: 'abc', passcode: '12', kind: 'OUT' });
    expect(shape.statusCode).toBe(422);
    expect(messageOf(shape)).toEqual([productMessages.kioskCredentialsShape]);
  });
});

describe('wrong passcodes', () => {
  it('are refused the same way for an unknown number and a wrong passcode, and lock the number after the limit', async () => {
    const { employee } = await booked(t, s.sunrise, { startsInMinutes: 5 });
    const { secret } = await pairedKiosk();
    const passcode = await passcodeOf(employee.id);
    const wrong = passcode === '000000' ? '111111' : '000000';

    const unknownNumber = await kioskPunch(secret, { emp_id: UNKNOWN, passcode, kind: 'IN' });
    const wrongPasscode = await kioskPunch(secret, { emp_id: employee.empId, passcode: wrong, kind: 'IN' });
    for (const res of [unknownNumber, wrongPasscode]) {
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toEqual([productMessages.kioskWrongCredentials]);
    }
    // A Maple nurse's number means nothing on a Sunrise time clock.
    const mapleNurse = await addNurse(t, s.maple);
    const foreign = await kioskPunch(secret, { emp_id: mapleNurse.empId, passcode, kind: 'IN' });
    expect(foreign.statusCode).toBe(403);

    for (let i = 0; i < 4; i += 1) {
      expect((await kioskPunch(secret, { emp_id: employee.empId, passcode: wrong, kind: 'IN' })).statusCode).toBe(403);
      expect((await kioskPunch(secret, { emp_id: UNKNOWN, passcode: wrong, kind: 'IN' })).statusCode).toBe(403);
    }
    // Five failures each: the right passcode no longer opens her number, and an unknown number reads the same.
    const locked = await kioskPunch(secret, { emp_id: employee.empId, passcode, kind: 'IN' });
    const lockedUnknown = await kioskPunch(secret, { emp_id: UNKNOWN, passcode, kind: 'IN' });
    for (const res of [locked, lockedUnknown]) {
      expect(res.statusCode).toBe(429);
      expect(messageOf(res)).toEqual([productMessages.kioskEmployeeLocked(15)]);
    }
    expect(await t.deps.db.select().from(punches).where(eq(punches.employeeId, employee.id))).toEqual([]);
  });

  it('lock the device after its limit, across numbers; another device still works', async () => {
    const { employee } = await booked(t, s.sunrise, { startsInMinutes: 5 });
    const passcode = await passcodeOf(employee.id);
    const sprayed = await pairedKiosk('Back door');
    for (let i = 0; i < 20; i += 1) {
      const res = await kioskPunch(sprayed.secret, { emp_id: 1000 + i, passcode, kind: 'IN' });
      expect(res.statusCode).toBe(403);
    }
    const locked = await kioskPunch(sprayed.secret, { emp_id: employee.empId, passcode, kind: 'IN' });
    expect(locked.statusCode).toBe(429);
    expect(messageOf(locked)).toEqual([productMessages.kioskDeviceLocked(15)]);

    const other = await pairedKiosk('Front door');
    ok(await kioskPunch(other.secret, { emp_id: employee.empId, passcode, kind: 'IN' }));
  });
});
