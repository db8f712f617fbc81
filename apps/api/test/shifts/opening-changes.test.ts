import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { deleteShiftContract } from '@careroster/shared/api/shifts/delete-shift';
import { editShiftTimeContract } from '@careroster/shared/api/shifts/edit-shift-time';
import { mergeShiftsContract } from '@careroster/shared/api/shifts/merge-shifts';
import { splitShiftContract } from '@careroster/shared/api/shifts/split-shift';
import { swapBookingsContract } from '@careroster/shared/api/shifts/swap-bookings';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  applications,
  assignments,
  auditLog,
  nursePushSubscriptions,
  outbox,
  positions,
  shifts,
  timeClockLinks,
  units,
} from '../../src/db/schema';
import type { BodyOf } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { linkFor } from '../timekeeping/time-clock/helpers';
import { addNurse, addPosition, addShift, today, zone } from './fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

type Answer = {
  applied: boolean;
  blocked: boolean;
  needs_reason: boolean;
  nurses: { name: string; conflicts: { kind: string; severity: string; message: string }[] }[];
  affected: { employee_id: string; role: string }[];
  shift_ids: string[];
};
type Res = { statusCode: number; json: () => { data: Answer; error: { message: string[] } | null } };

const editTime = (id: string, body: object, headers = s.admin) =>
  t.call(editShiftTimeContract, { params: { id }, body: body as BodyOf<typeof editShiftTimeContract>, headers }) as Promise<Res>;
const split = (id: string, body: object, headers = s.admin) =>
  t.call(splitShiftContract, { params: { id }, body: body as BodyOf<typeof splitShiftContract>, headers }) as Promise<Res>;
const merge = (id: string, body: object, headers = s.admin) =>
  t.call(mergeShiftsContract, { params: { id }, body: body as BodyOf<typeof mergeShiftsContract>, headers }) as Promise<Res>;
const remove = (id: string, dry_run: boolean, headers = s.admin) =>
  t.call(deleteShiftContract, { params: { id }, query: { dry_run: String(dry_run) }, headers }) as Promise<Res>;
const swap = (body: object, headers = s.admin) =>
  t.call(swapBookingsContract, { body: body as BodyOf<typeof swapBookingsContract>, headers }) as Promise<Res>;
const errorsOf = (res: Res) => res.json().error!.message;
const dataOf = (res: Res) => {
  expect(res.statusCode, JSON.stringify(res.json().error)).toBe(200);
  return res.json().data;
};

/** Books through the nurse picker, so counts and rules are the product's own. */
async function book(shiftId: string, positionId: string, employeeId: string) {
  const res = await t.call(assignEmployeesContract, {
    params: { id: shiftId },
    body: { nurses: [{ id: employeeId }], position: positionId },
    headers: s.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.deps.db
    .select()
    .from(assignments)
    .where(and(eq(assignments.positionId, positionId), eq(assignments.employeeId, employeeId)));
  return row!;
}

/** A shift with one RN position of `openings`, `daysAhead` days out. */
async function opening(daysAhead: number, start = '07:00', end = '19:00', openings = 3) {
  const shift = await addShift(t, s.sunrise, { daysAhead, start, end });
  const position = await addPosition(t, shift, { totalPositions: openings });
  return { shift, position };
}

const smsTo = async (employee: { mobile: string; countryCode: string | null }) =>
  t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'SMS'), eq(outbox.to, `${employee.countryCode ?? ''}${employee.mobile}`)));
const nurseRow = async (id: string) => {
  const { rows } = (await t.sql(
    sql`select n.mobile, n.country_code as "countryCode" from employees e join nurses n on n.id = e.nurse_id where e.id = ${id}`,
  )) as { rows: { mobile: string; countryCode: string | null }[] };
  return rows[0]!;
};
/** Her SMS about changed shifts (her first booking also texts her a time-clock link). */
const noticesTo = async (employeeId: string) => (await smsTo(await nurseRow(employeeId))).filter((m) => !m.text.includes('/time-clock/'));
const audits = async (action: string, target: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('edit time', () => {
  it('previews the conflicts, refuses a save that needs a reason, saves with one, moves the bookings and tells the nurse', async () => {
    const { shift, position } = await opening(20, '07:00', '15:00');
    const nurse = await addNurse(t, s.sunrise);
    const booking = await book(shift.id, position.id, nurse.id);
    // Her other booking that evening: 16:00 is an hour after 15:00 (less than the facility's 8 hours of rest).
    const other = await opening(20, '16:00', '20:00');
    await book(other.shift.id, other.position.id, nurse.id);
    const date = addDays(today(), 20);

    const overlap = dataOf(await editTime(shift.id, { start_date: date, start_time: '07:00', end_time: '17:00', dry_run: true }));
    expect(overlap).toMatchObject({ applied: false, blocked: true });
    expect(overlap.nurses[0]!.conflicts).toContainEqual({
      kind: 'OVERLAP',
      severity: 'BLOCK',
      message: productMessages.openingOverlap(nurse.name),
    });
    const refused = await editTime(shift.id, { start_date: date, start_time: '07:00', end_time: '17:00' });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toBe(productMessages.openingBlocked);

    const rest = dataOf(await editTime(shift.id, { start_date: date, start_time: '06:00', end_time: '14:00', dry_run: true }));
    expect(rest).toMatchObject({ applied: false, blocked: false, needs_reason: true });
    expect(rest.nurses[0]!.conflicts).toEqual([{ kind: 'REST', severity: 'REASON', message: productMessages.openingRest(nurse.name, 8) }]);
    const noReason = await editTime(shift.id, { start_date: date, start_time: '06:00', end_time: '14:00' });
    expect(noReason.statusCode).toBe(409);
    expect(errorsOf(noReason)).toEqual([productMessages.openingNeedsReason, productMessages.openingRest(nurse.name, 8)]);
    expect(await noticesTo(nurse.id)).toHaveLength(0);

    const done = dataOf(
      await editTime(shift.id, { start_date: date, start_time: '06:00', end_time: '14:00', override_reason: 'She agreed' }),
    );
    expect(done).toMatchObject({ applied: true, affected: [{ employee_id: nurse.id, role: 'BOOKED' }] });
    const [moved] = await t.deps.db.select().from(assignments).where(eq(assignments.id, booking.id));
    expect(moved!.startsAt.toISOString()).toBe(zonedInstant(date, '06:00', zone).toISOString());
    expect(moved!.endsAt.toISOString()).toBe(zonedInstant(date, '14:00', zone).toISOString());
    const [row] = await t.deps.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(row).toMatchObject({ startTime: '06:00:00', endTime: '14:00:00' });
    const [sms] = await noticesTo(nurse.id);
    expect(sms!.text).toContain('06:00–14:00');
    expect(await audits('shift.edit_time', shift.id)).toHaveLength(1);
  });

  it('refuses quarter-hour misses and a shift whose clock-in window is open', async () => {
    const { shift } = await opening(21);
    const bad = await editTime(shift.id, { start_date: addDays(today(), 21), start_time: '07:10', end_time: '19:00' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toContain(productMessages.openingQuarterHour);
    const soon = new Date(Date.now() + 10 * 60_000);
    const started = await addShift(t, s.sunrise, { startsAt: soon, endsAt: new Date(soon.getTime() + 8 * 3600_000) });
    const res = await editTime(started.id, { start_date: addDays(today(), 22), start_time: '07:00', end_time: '15:00' });
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)).toEqual([productMessages.openingStarted]);
  });

  it('answers 409 when the preview went stale: a booking made after it overlaps', async () => {
    const { shift, position } = await opening(23, '07:00', '15:00');
    const nurse = await addNurse(t, s.sunrise);
    await book(shift.id, position.id, nurse.id);
    const date = addDays(today(), 23);
    const body = { start_date: date, start_time: '07:00', end_time: '23:00' };
    expect(dataOf(await editTime(shift.id, { ...body, dry_run: true })).nurses[0]!.conflicts).toEqual([]);
    const later = await opening(23, '20:00', '23:45');
    await book(later.shift.id, later.position.id, nurse.id);
    const res = await editTime(shift.id, body);
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)).toContain(productMessages.openingOverlap(nurse.name));
  });

  it('warns of overtime through the overtime port, counting her booking on this shift once', async () => {
    // Five 8-hour days in one Sunday-to-Saturday week, then one of them stretched to 12 hours.
    const first = addDays(today(), 28);
    const weekday = new Date(`${first}T12:00:00Z`).getUTCDay();
    const monday = addDays(first, (8 - weekday) % 7 || 7);
    const nurse = await addNurse(t, s.sunrise);
    const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
    const booked = [];
    for (const day of days) {
      const shift = await addShift(t, s.sunrise, {
        daysAhead: Math.round((Date.parse(day) - Date.parse(today())) / 86_400_000),
        start: '07:00',
        end: '15:30',
      });
      const position = await addPosition(t, shift);
      await book(shift.id, position.id, nurse.id);
      booked.push(shift);
    }
    const same = dataOf(await editTime(booked[0]!.id, { start_date: days[0], start_time: '07:00', end_time: '15:30', dry_run: true }));
    expect(same.nurses[0]!.conflicts).toEqual([]);
    const longer = dataOf(await editTime(booked[0]!.id, { start_date: days[0], start_time: '07:00', end_time: '19:30', dry_run: true }));
    expect(longer.nurses[0]!.conflicts).toEqual([expect.objectContaining({ kind: 'OVERTIME', severity: 'WARN' })]);
  });
});

describe('split', () => {
  it('refuses a time outside the shift or off the quarter hour', async () => {
    const { shift } = await opening(30);
    for (const at of ['07:00', '19:00', '06:00', '20:00']) {
      const res = await split(shift.id, { at });
      expect(res.statusCode, at).toBe(422);
      expect(errorsOf(res)).toEqual([productMessages.openingSplitOutside]);
    }
    expect(errorsOf(await split(shift.id, { at: '12:10' }))).toContain(productMessages.openingQuarterHour);
    expect((await split(shift.id, { at: '13:00', keep: [{ booking_id: crypto.randomUUID(), half: 'SECOND' }] })).statusCode).toBe(422);
  });

  it('splits a booked 12-hour opening into two 6-hour ones, each booking on the half chosen', async () => {
    const { shift, position } = await opening(31);
    const [a, b, c] = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
    const ba = await book(shift.id, position.id, a.id);
    const bb = await book(shift.id, position.id, b.id);
    const bc = await book(shift.id, position.id, c.id);
    const keep = [
      { booking_id: bb.id, half: 'SECOND' },
      { booking_id: bc.id, half: 'BOTH' },
    ];
    const preview = dataOf(await split(shift.id, { at: '13:00', keep, dry_run: true }));
    expect(preview).toMatchObject({ applied: false, blocked: false, needs_reason: false });
    expect(preview.affected.map((x) => x.employee_id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await t.deps.db.select().from(shifts).where(eq(shifts.id, shift.id))).toMatchObject([{ endTime: '19:00:00' }]);

    const done = dataOf(await split(shift.id, { at: '13:00', keep }));
    expect(done.shift_ids).toHaveLength(2);
    const [firstId, secondId] = done.shift_ids as [string, string];
    expect(firstId).toBe(shift.id);
    const halves = await t.deps.db
      .select()
      .from(shifts)
      .where(inArray(shifts.id, [firstId, secondId]));
    const first = halves.find((h) => h.id === firstId)!;
    const second = halves.find((h) => h.id === secondId)!;
    expect(first).toMatchObject({ startTime: '07:00:00', endTime: '13:00:00', mealMinutes: 15 });
    expect(second).toMatchObject({ startTime: '13:00:00', endTime: '19:00:00', mealMinutes: 15, title: shift.title });
    const [copy] = await t.deps.db.select().from(positions).where(eq(positions.shiftId, secondId));
    expect(copy).toMatchObject({ jobTitleId: position.jobTitleId, totalPositions: 3, assignedCount: 2 });
    const [original] = await t.deps.db.select().from(positions).where(eq(positions.id, position.id));
    expect(original).toMatchObject({ assignedCount: 2 });
    const rows = await t.deps.db
      .select()
      .from(assignments)
      .where(inArray(assignments.positionId, [position.id, copy!.id]));
    const on = (employeeId: string) =>
      rows
        .filter((r) => r.employeeId === employeeId)
        .map((r) => r.positionId)
        .sort();
    expect(on(a.id)).toEqual([position.id]);
    expect(on(b.id)).toEqual([copy!.id]);
    expect(on(c.id)).toEqual([position.id, copy!.id].sort());
    expect(rows.find((r) => r.id === ba.id)!.endsAt.getTime()).toBe(first.endsAt.getTime());
    expect(rows.find((r) => r.id === bb.id)!.startsAt.getTime()).toBe(second.startsAt.getTime());
    for (const n of [a, b, c]) expect(await noticesTo(n.id)).toHaveLength(1);
    expect(await audits('shift.split', shift.id)).toHaveLength(1);
  });

  it('queues a push for a nurse whose phone takes them, after the commit', async () => {
    const { shift, position } = await opening(32);
    const nurse = await addNurse(t, s.sunrise);
    await book(shift.id, position.id, nurse.id);
    await linkFor(t, nurse.id, { linkUsedAt: new Date() });
    const [link] = await t.deps.db.select().from(timeClockLinks).where(eq(timeClockLinks.employeeId, nurse.id));
    await t.deps.db.insert(nursePushSubscriptions).values({
      facilityId: s.sunrise,
      employeeId: nurse.id,
      timeClockLinkId: link!.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/opening-test',
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    });
    const trigger = vi.spyOn(t.deps.jobs, 'trigger');
    try {
      dataOf(await split(shift.id, { at: '11:00' }));
      expect(trigger).toHaveBeenCalledWith(
        'shifts.opening-notice',
        expect.objectContaining({ shiftId: shift.id, employeeId: nurse.id }),
        undefined,
      );
    } finally {
      trigger.mockRestore();
    }
  });
});

describe('merge', () => {
  it('refuses another day, a gap, other job titles and another unit', async () => {
    const a = await opening(40, '07:00', '13:00');
    const nextDay = await opening(41, '13:00', '19:00');
    expect(errorsOf(await merge(a.shift.id, { other_shift_id: nextDay.shift.id }))).toEqual([productMessages.openingMergeDay]);
    const apart = await opening(40, '14:00', '19:00');
    expect(errorsOf(await merge(a.shift.id, { other_shift_id: apart.shift.id }))).toEqual([productMessages.openingMergeApart]);
    const lpn = await addShift(t, s.sunrise, { daysAhead: 40, start: '13:00', end: '19:00' });
    await addPosition(t, lpn, { jobTitleId: JOB_TITLE_IDS.LPN });
    expect(errorsOf(await merge(a.shift.id, { other_shift_id: lpn.id }))).toEqual([productMessages.openingMergeTitles]);
    const [unit] = await t.deps.db.select().from(units).where(eq(units.facilityId, s.sunrise)).limit(1);
    const other = await opening(40, '13:00', '19:00');
    await t.deps.db.update(shifts).set({ unitId: unit!.id }).where(eq(shifts.id, other.shift.id));
    expect(errorsOf(await merge(a.shift.id, { other_shift_id: other.shift.id }))).toEqual([productMessages.openingMergeUnit]);
    expect(errorsOf(await merge(a.shift.id, { other_shift_id: a.shift.id }))).toEqual([productMessages.openingMergeSelf]);
  });

  it('folds the later shift into this one with its bookings and applicants', async () => {
    const x = await opening(42, '07:00', '13:00', 1);
    const y = await opening(42, '13:00', '19:00', 2);
    const [a, b, both, applicant] = [
      await addNurse(t, s.sunrise),
      await addNurse(t, s.sunrise),
      await addNurse(t, s.sunrise),
      await addNurse(t, s.sunrise),
    ];
    await book(x.shift.id, x.position.id, a.id);
    await book(y.shift.id, y.position.id, b.id);
    await t.deps.db.update(positions).set({ totalPositions: 2 }).where(eq(positions.id, x.position.id));
    await book(x.shift.id, x.position.id, both.id);
    await book(y.shift.id, y.position.id, both.id);
    await t.deps.db.insert(applications).values({ facilityId: s.sunrise, positionId: y.position.id, employeeId: applicant.id });
    const preview = dataOf(await merge(x.shift.id, { other_shift_id: y.shift.id, dry_run: true }));
    expect(preview.nurses.map((n) => n.conflicts)).toEqual([[], [], []]);
    const done = dataOf(await merge(x.shift.id, { other_shift_id: y.shift.id }));
    expect(done.shift_ids).toEqual([x.shift.id]);
    expect(await t.deps.db.select().from(shifts).where(eq(shifts.id, y.shift.id))).toEqual([]);
    const [row] = await t.deps.db.select().from(shifts).where(eq(shifts.id, x.shift.id));
    expect(row).toMatchObject({ startTime: '07:00:00', endTime: '19:00:00' });
    const [pos] = await t.deps.db.select().from(positions).where(eq(positions.id, x.position.id));
    expect(pos).toMatchObject({ totalPositions: 3, assignedCount: 3, status: 'FILLED' });
    const rows = await t.deps.db.select().from(assignments).where(eq(assignments.positionId, x.position.id));
    expect(rows.map((r) => r.employeeId).sort()).toEqual([a.id, b.id, both.id].sort());
    for (const r of rows) expect(r.endsAt.getTime()).toBe(row!.endsAt.getTime());
    const [moved] = await t.deps.db.select().from(applications).where(eq(applications.employeeId, applicant.id));
    expect(moved!.positionId).toBe(x.position.id);
    expect(await audits('shift.merge', x.shift.id)).toHaveLength(1);
  });
});

describe('delete', () => {
  it('lists the booked nurses and applicants first, then cancels and tells them', async () => {
    const { shift, position } = await opening(50);
    const [nurse, applicant] = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
    await book(shift.id, position.id, nurse.id);
    await t.deps.db.insert(applications).values({ facilityId: s.sunrise, positionId: position.id, employeeId: applicant.id });
    const preview = dataOf(await remove(shift.id, true));
    expect(preview.applied).toBe(false);
    expect(preview.affected).toEqual([
      expect.objectContaining({ employee_id: nurse.id, role: 'BOOKED' }),
      expect.objectContaining({ employee_id: applicant.id, role: 'APPLICANT' }),
    ]);
    expect(await t.deps.db.select().from(shifts).where(eq(shifts.id, shift.id))).toHaveLength(1);
    expect(dataOf(await remove(shift.id, false)).applied).toBe(true);
    expect(await t.deps.db.select().from(shifts).where(eq(shifts.id, shift.id))).toEqual([]);
    expect(await t.deps.db.select().from(assignments).where(eq(assignments.employeeId, nurse.id))).toEqual([]);
    for (const n of [nurse, applicant]) {
      const [sms] = await noticesTo(n.id);
      expect(sms!.text).toContain('was cancelled');
    }
    expect(await audits('shift.delete', shift.id)).toHaveLength(1);
  });
});

describe('swap', () => {
  it('gives each nurse the other booking, checked as a new booking', async () => {
    const one = await opening(60, '07:00', '15:00');
    const two = await opening(61, '15:00', '23:00');
    const [a, b] = [await addNurse(t, s.sunrise), await addNurse(t, s.sunrise)];
    const ba = await book(one.shift.id, one.position.id, a.id);
    const bb = await book(two.shift.id, two.position.id, b.id);
    expect(errorsOf(await swap({ booking_id: ba.id, other_booking_id: ba.id }))).toEqual([productMessages.openingSwapSame]);
    const preview = dataOf(await swap({ booking_id: ba.id, other_booking_id: bb.id, dry_run: true }));
    expect(preview, JSON.stringify(preview.nurses)).toMatchObject({ applied: false, blocked: false });
    expect(preview.shift_ids.sort()).toEqual([one.shift.id, two.shift.id].sort());
    dataOf(await swap({ booking_id: ba.id, other_booking_id: bb.id }));
    const rows = await t.deps.db
      .select()
      .from(assignments)
      .where(inArray(assignments.id, [ba.id, bb.id]));
    expect(rows.find((r) => r.id === ba.id)).toMatchObject({ employeeId: a.id, positionId: two.position.id });
    expect(rows.find((r) => r.id === bb.id)).toMatchObject({ employeeId: b.id, positionId: one.position.id });
    expect(rows.find((r) => r.id === ba.id)!.startsAt.getTime()).toBe(two.shift.startsAt.getTime());
    expect((await noticesTo(a.id))[0]!.text).toContain('swapped');
    expect(await audits('shift.swap', ba.id)).toHaveLength(1);
  });

  it('blocks a nurse whose credential is not valid for the other shift', async () => {
    const one = await opening(62, '07:00', '15:00');
    const two = await opening(62, '15:00', '23:00');
    const a = await addNurse(t, s.sunrise);
    const expired = await addNurse(t, s.sunrise);
    const ba = await book(one.shift.id, one.position.id, a.id);
    const bb = await book(two.shift.id, two.position.id, expired.id);
    await t.sql(
      sql`update credentials set expiry = ${addDays(today(), 1)}, status = 'CREDENTIAL_EXPIRED' where nurse_id = ${expired.nurseId}`,
    );
    const preview = dataOf(await swap({ booking_id: ba.id, other_booking_id: bb.id, dry_run: true }));
    expect(preview.blocked).toBe(true);
    expect(preview.nurses.find((n) => n.name === expired.name)!.conflicts).toContainEqual(
      expect.objectContaining({ kind: 'CREDENTIAL', severity: 'BLOCK' }),
    );
    const res = await swap({ booking_id: ba.id, other_booking_id: bb.id, override_reason: 'Please' });
    expect(res.statusCode).toBe(409);
  });
});

describe('tenancy and access', () => {
  it("answers 404 for another facility's shifts and bookings, and 401 without a session", async () => {
    const { shift, position } = await opening(70);
    const nurse = await addNurse(t, s.sunrise);
    const booking = await book(shift.id, position.id, nurse.id);
    const date = addDays(today(), 70);
    // The Maple manager may change shifts, but not Sunrise's.
    expect((await editTime(shift.id, { start_date: date, start_time: '08:00', end_time: '16:00' }, s.manager)).statusCode).toBe(404);
    expect((await split(shift.id, { at: '12:00' }, s.manager)).statusCode).toBe(404);
    expect((await remove(shift.id, true, s.manager)).statusCode).toBe(404);
    expect((await swap({ booking_id: booking.id, other_booking_id: crypto.randomUUID(), dry_run: true }, s.manager)).statusCode).toBe(404);
    const maple = await addShift(t, s.maple, { daysAhead: 70, start: '19:00', end: '23:00' });
    expect((await merge(shift.id, { other_shift_id: maple.id, dry_run: true })).statusCode).toBe(404);
    expect((await split(shift.id, { at: '12:00' }, bearer('not-a-token', s.sunrise))).statusCode).toBe(401);
  });
});
