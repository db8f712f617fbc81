import { getActiveShiftContract } from '@careroster/shared/api/records/active-shift';
import { exportWorkHistoryContract, listWorkHistoryContract, type WorkHistoryQuery } from '@careroster/shared/api/records/work-history';
import { approveTimecardsContract, disputeTimecardContract } from '@careroster/shared/api/timekeeping/timecard-actions';
import { zonedDate, zonedInstant, addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { destinationPoint } from '@careroster/shared/timekeeping/geo';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { floors, shifts, units } from '../../src/db/schema';
import { dataOf, messagesOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';
import { booked, deviceFor, punch as clockPunch } from '../timekeeping/time-clock/helpers';
import { addBooking, punch } from '../timekeeping/timesheet/helpers';

const t = useTestApp();
const sessions = useDemoSessions(t);
const at = (date: string, time: string) => zonedInstant(date, time, 'EST');
const sunrisePoint = { latitude: 27.9506, longitude: -82.4572 };

const history = (employeeId: string, query: WorkHistoryQuery = {}, headers = sessions.admin) =>
  t.call(listWorkHistoryContract, { params: { employeeId }, query, headers });

/**
 * A nurse at Sunrise (EST) paid $30.00 an hour with five March 2025 shifts, 07:00-15:00 with a
 * 30-minute meal (7.50 scheduled hours), long before the test clock's today: approved (in 07:12,
 * 12 minutes late), missed clock-out (in 07:05, within the grace), pending (in 07:20), rejected
 * (disputed) and one she never punched.
 */
async function marchShifts() {
  const nurse = await addNurse(t, sessions.sunrise, { hourlyRateCents: 3000 });
  const employee = { id: nurse.id, nurseId: nurse.nurseId };
  const book = (date: string) =>
    addBooking(t, { facilityId: sessions.sunrise, zone: 'EST', employee, date, start: '07:00', end: '15:00', mealMinutes: 30 });
  const approved = await book('2025-03-04');
  const { card } = await punch(t, sessions.sunrise, approved, [
    { kind: 'IN', at: at('2025-03-04', '07:12') },
    { kind: 'OUT', at: at('2025-03-04', '15:00') },
  ]);
  dataOf(await t.call(approveTimecardsContract, { body: { timecard_ids: [card.id] }, headers: sessions.admin }));
  const missed = await book('2025-03-05');
  await punch(t, sessions.sunrise, missed, [{ kind: 'IN', at: at('2025-03-05', '07:05') }]);
  const pending = await book('2025-03-06');
  await punch(t, sessions.sunrise, pending, [
    { kind: 'IN', at: at('2025-03-06', '07:20') },
    { kind: 'OUT', at: at('2025-03-06', '15:00') },
  ]);
  const rejected = await book('2025-03-07');
  const { card: disputed } = await punch(t, sessions.sunrise, rejected, [
    { kind: 'IN', at: at('2025-03-07', '06:58') },
    { kind: 'OUT', at: at('2025-03-07', '15:02') },
  ]);
  dataOf(
    await t.call(disputeTimecardContract, {
      params: { timecardId: disputed.id },
      body: { reason: 'She was not on the floor.' },
      headers: sessions.admin,
    }),
  );
  const noShow = await book('2025-03-10');
  return { nurse, approved, missed, pending, rejected, noShow };
}

describe('work history', () => {
  it('lists every shift she worked here, newest first, with hours, state, pay and lateness', async () => {
    const m = await marchShifts();
    const page = (await history(m.nurse.id, { from: '2025-03-01', to: '2025-03-31', page_size: 10 })).data;
    expect(page.count).toBe(5);
    expect(page.timezone).toBe('EST');
    expect(page.pay_visible).toBe(true);
    expect(page.results.map((r) => r.work_date)).toEqual(['2025-03-10', '2025-03-07', '2025-03-06', '2025-03-05', '2025-03-04']);
    const byId = new Map(page.results.map((r) => [r.assignment_id, r]));

    // 07:12 to 15:00 less the meal is 7.30 hours; at $30.00 that is $219.00; 12 minutes past the 7-minute grace.
    expect(byId.get(m.approved.assignmentId)).toMatchObject({
      state: 'APPROVED',
      timecard_status: 'APPROVED',
      shift_title: 'Test Shift',
      job_title_abbr: 'RN',
      scheduled_hours: 7.5,
      worked_hours: 7.3,
      late_minutes: 12,
      pay: 219,
      rate: 30,
      clock_in_at: at('2025-03-04', '07:12').toISOString(),
      scheduled_start: at('2025-03-04', '07:00').toISOString(),
    });
    expect(byId.get(m.missed.assignmentId)).toMatchObject({
      state: 'MISSED_PUNCH',
      late_minutes: 0,
      worked_hours: 0,
      pay: null,
      rate: null,
    });
    expect(byId.get(m.pending.assignmentId)).toMatchObject({ state: 'PENDING', late_minutes: 20, worked_hours: 7.17, pay: null });
    expect(byId.get(m.rejected.assignmentId)).toMatchObject({ state: 'REJECTED', timecard_status: 'DISPUTED', late_minutes: 0, pay: null });
    expect(byId.get(m.noShow.assignmentId)).toMatchObject({
      state: 'MISSED_PUNCH',
      timecard_id: null,
      clock_in_at: null,
      late_minutes: null,
      worked_hours: 0,
    });
  });

  it('filters by date range and timecard state, pages, and refuses a range that runs backwards', async () => {
    const m = await marchShifts();
    const states = async (query: WorkHistoryQuery) =>
      (await history(m.nurse.id, { from: '2025-03-01', to: '2025-03-31', ...query })).data.results.map((r) => r.state);
    expect(await states({ state: 'APPROVED' })).toEqual(['APPROVED']);
    expect(await states({ state: 'MISSED_PUNCH' })).toEqual(['MISSED_PUNCH', 'MISSED_PUNCH']);
    expect(await states({ state: 'REJECTED' })).toEqual(['REJECTED']);
    expect(await states({ from: '2025-03-05', to: '2025-03-06' })).toEqual(['PENDING', 'MISSED_PUNCH']);

    const first = (await history(m.nurse.id, { from: '2025-03-01', to: '2025-03-31', page: 1, page_size: 2 })).data;
    const third = (await history(m.nurse.id, { from: '2025-03-01', to: '2025-03-31', page: 3, page_size: 2 })).data;
    expect([first.count, first.results.length, third.results.length]).toEqual([5, 2, 1]);
    expect(third.results[0]!.work_date).toBe('2025-03-04');

    const backwards = await history(m.nurse.id, { from: '2025-03-31', to: '2025-03-01' });
    expect(backwards.statusCode).toBe(422);
    expect(messagesOf(backwards)).toContain(productMessages.workHistoryRangeInvalid);
    const badState = await history(m.nurse.id, { state: 'LOST' as never });
    expect(badState.statusCode).toBe(422);
  });

  it('exports the filtered rows as a CSV with its header, times in the facility zone and every cell formula-safe', async () => {
    const m = await marchShifts();
    await t.deps.db.update(shifts).set({ title: '=HYPERLINK("http://x")' }).where(eq(shifts.startDate, '2025-03-04'));
    const res = await t.call(exportWorkHistoryContract, {
      params: { employeeId: m.nurse.id },
      query: { from: '2025-03-04', to: '2025-03-06' },
      headers: sessions.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="work-history-${m.nurse.id}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Shift,Job title,Unit,Floor,Scheduled start,Scheduled end,Clock in,Clock out,Scheduled hours,Worked hours,Timecard state,Late (min),Rate,Pay',
    );
    expect(lines.slice(1)).toEqual([
      '2025-03-06,Test Shift,RN,,,2025-03-06 07:00,2025-03-06 15:00,2025-03-06 07:20,2025-03-06 15:00,7.50,7.17,Pending,20,,',
      '2025-03-05,Test Shift,RN,,,2025-03-05 07:00,2025-03-05 15:00,2025-03-05 07:05,,7.50,0.00,Missed punch,0,,',
      `2025-03-04,"'=HYPERLINK(""http://x"")",RN,,,2025-03-04 07:00,2025-03-04 15:00,2025-03-04 07:12,2025-03-04 15:00,7.50,7.30,Approved,12,30.00,219.00`,
    ]);
  });

  it('shows no pay to a manager, who may not read money', async () => {
    const nurse = await addNurse(t, sessions.maple, { hourlyRateCents: 2500 });
    const b = await addBooking(t, {
      facilityId: sessions.maple,
      zone: 'CST',
      employee: { id: nurse.id, nurseId: nurse.nurseId },
      date: '2025-04-01',
      start: '07:00',
      end: '15:00',
    });
    const { card } = await punch(t, sessions.maple, b, [
      { kind: 'IN', at: zonedInstant('2025-04-01', '07:00', 'CST') },
      { kind: 'OUT', at: zonedInstant('2025-04-01', '15:00', 'CST') },
    ]);
    dataOf(await t.call(approveTimecardsContract, { body: { timecard_ids: [card.id] }, headers: sessions.manager }));
    const asManager = (await history(nurse.id, {}, sessions.manager)).data;
    expect(asManager.pay_visible).toBe(false);
    expect(asManager.results[0]).toMatchObject({ state: 'APPROVED', worked_hours: 7.5, pay: null, rate: null });
    const csv = await t.call(exportWorkHistoryContract, { params: { employeeId: nurse.id }, headers: sessions.manager });
    expect(csv.body.split('\r\n')[0]!.endsWith('Late (min)')).toBe(true);
    // The owner may: 7.50 hours at $25.00.
    expect((await history(nurse.id, {}, sessions.ownerAtMaple)).data.results[0]).toMatchObject({ pay: 187.5, rate: 25 });
  });

  it("reads the work date in the facility's zone: a night shift belongs to the day it starts", async () => {
    // Maple is on Central time: 19:00 CDT on June 30th is midnight UTC, July 1st.
    const nurse = await addNurse(t, sessions.maple);
    const night = await addBooking(t, {
      facilityId: sessions.maple,
      zone: 'CST',
      employee: { id: nurse.id, nurseId: nurse.nurseId },
      date: '2025-06-30',
      start: '19:00',
      end: '07:00',
      endDate: '2025-07-01',
    });
    await punch(t, sessions.maple, night, [
      { kind: 'IN', at: zonedInstant('2025-06-30', '19:09', 'CST') },
      { kind: 'OUT', at: zonedInstant('2025-07-01', '07:00', 'CST') },
    ]);
    expect(zonedInstant('2025-06-30', '19:00', 'CST').toISOString()).toBe('2025-07-01T00:00:00.000Z');
    const june = (await history(nurse.id, { from: '2025-06-01', to: '2025-06-30' }, sessions.manager)).data;
    expect(june.timezone).toBe('CST');
    expect(june.results.map((r) => [r.work_date, r.late_minutes])).toEqual([['2025-06-30', 9]]);
    expect((await history(nurse.id, { from: '2025-07-01', to: '2025-07-31' }, sessions.manager)).data.count).toBe(0);
    const csv = await t.call(exportWorkHistoryContract, { params: { employeeId: nurse.id }, headers: sessions.manager });
    expect(csv.body.split('\r\n')[1]).toContain('2025-06-30 19:00,2025-07-01 07:00,2025-06-30 19:09,2025-07-01 07:00');
  });

  it("answers 404 for another facility's employee", async () => {
    const m = await addNurse(t, sessions.sunrise);
    expect((await history(m.id, {}, sessions.manager)).statusCode).toBe(404);
    expect((await t.call(exportWorkHistoryContract, { params: { employeeId: m.id }, headers: sessions.manager })).statusCode).toBe(404);
    expect((await t.call(getActiveShiftContract, { params: { employeeId: m.id }, headers: sessions.manager })).statusCode).toBe(404);
  });
});

describe('active shift', () => {
  const active = async (employeeId: string) =>
    dataOf(await t.call(getActiveShiftContract, { params: { employeeId }, headers: sessions.admin }));

  it('shows her clocked in on her position, where and since when; then her next shift once she is out', async () => {
    const [floor] = await t.deps.db.insert(floors).values({ facilityId: sessions.sunrise, name: 'Annex floor' }).returning();
    const [unit] = await t.deps.db
      .insert(units)
      .values({ facilityId: sessions.sunrise, floorId: floor!.id, name: 'Memory care' })
      .returning();
    const now = t.deps.clock.now();
    const running = await booked(t, sessions.sunrise, { startsInMinutes: -30, hours: 8 });
    await t.deps.db.update(shifts).set({ floorId: floor!.id, unitId: unit!.id }).where(eq(shifts.id, running.shift.id));
    const tomorrow = await booked(t, sessions.sunrise, { startsInMinutes: 24 * 60, hours: 8, employee: running.employee });

    const before = await active(running.employee.id);
    // Her shift began half an hour ago and she has not clocked in: it is the one to come.
    expect(before).toMatchObject({ on_shift: false, current: null, timezone: 'EST' });
    expect(before.next).toMatchObject({ assignment_id: running.assignment.id, started: true, unit: 'Memory care', floor: 'Annex floor' });

    const device = await deviceFor(t, running.employee.id);
    const inside = destinationPoint(sunrisePoint, 100, 45);
    const fields = (kind: string) => ({ assignment_id: running.assignment.id, kind, ...inside, accuracy: 10 });
    expect((await clockPunch(t, device, fields('IN'))).statusCode).toBe(200);
    const on = await active(running.employee.id);
    expect(on).toMatchObject({ on_shift: true, next: null });
    expect(on.current).toMatchObject({
      assignment_id: running.assignment.id,
      job_title_abbr: 'RN',
      unit: 'Memory care',
      floor: 'Annex floor',
      punch: { distance_metres: 100, outside_geofence: false, imported: false },
    });
    expect(on.current!.punch!.device).toEqual(expect.any(String));
    const since = new Date(on.current!.clocked_in_at).getTime();
    expect(since).toBeGreaterThanOrEqual(now.getTime());
    expect(since).toBeLessThanOrEqual(t.deps.clock.now().getTime());
    // The day she clocked in on, in the facility's zone.
    expect(zonedDate(new Date(on.current!.clocked_in_at), on.timezone)).toBe(zonedDate(t.deps.clock.now(), 'EST'));

    expect((await clockPunch(t, device, fields('OUT'))).statusCode).toBe(200);
    const off = await active(running.employee.id);
    expect(off).toMatchObject({ on_shift: false, current: null });
    expect(off.next).toMatchObject({ assignment_id: tomorrow.assignment.id, started: false });
  });

  it('does not count a clock-in whose shift ended more than an hour ago without a clock-out', async () => {
    const nurse = await addNurse(t, sessions.sunrise);
    const today = zonedDate(t.deps.clock.now(), 'EST');
    const old = await addBooking(t, {
      facilityId: sessions.sunrise,
      zone: 'EST',
      employee: { id: nurse.id, nurseId: nurse.nurseId },
      date: addDays(today, -2),
      start: '07:00',
      end: '15:00',
    });
    await punch(t, sessions.sunrise, old, [{ kind: 'IN', at: at(addDays(today, -2), '07:00') }]);
    expect(await active(nurse.id)).toMatchObject({ on_shift: false, current: null, next: null });
  });
});
