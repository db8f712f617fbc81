import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { saveCensusContract } from '@careroster/shared/api/shifts/save-census';
import { setAvailabilityContract } from '@careroster/shared/api/staffing/availability';
import { rosterContract, type RosterQuery } from '@careroster/shared/api/staffing/roster';
import { rosterEligibilityContract, type RosterEligibilityQuery } from '@careroster/shared/api/staffing/roster-eligibility';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ptoRequests, shifts, units } from '../../src/db/schema';
import type { BodyOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

const sundayOf = (date: string) => addDays(date, -weekdayOf(date));
const get = (query: RosterQuery, headers = s.admin) => t.call(rosterContract, { query, headers });
const assign = (shiftId: string, positionId: string, ids: string[]) =>
  t.call(assignEmployeesContract, {
    params: { id: shiftId },
    body: { nurses: ids.map((id) => ({ id })), position: positionId },
    headers: s.admin,
  });
const setAvailability = (employeeId: string, body: BodyOf<typeof setAvailabilityContract>) =>
  t.call(setAvailabilityContract, { params: { employeeId }, body, headers: s.admin });
const daysAheadOf = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / 86_400_000);

type Row = {
  employee_id: string;
  first_name: string;
  last_name: string;
  cells: { date: string; bookings: { shift_id: string }[]; pto: { status: string }[]; availability: string | null }[];
};

describe('GET facilities/roster', () => {
  it("answers the demo's week: seven day headers with staffing figures, active staff by name, a cell a day", async () => {
    const week = sundayOf(today());
    const res = await get({ week_start: week, page_size: 100 });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(week, i)));
    for (const day of data.days) {
      // The demo seeds a census and a budget for each of its days, and shifts with positions.
      expect(day.staffing.budgeted_hours).toBeGreaterThan(0);
      expect(day.staffing.patient_count).toBeGreaterThan(0);
      expect(day.staffing.needed).toBeGreaterThan(0);
      expect(day.staffing.booked).toBeLessThanOrEqual(day.staffing.needed);
      expect(['OK', 'SHORT', 'CRITICAL']).toContain(day.staffing.level);
      for (const o of day.openings) expect(o.open).toBeGreaterThan(0);
    }
    // Issue 28: the demo's week reads as a real one, not all critical: the days worked and today
    // staffed or short by a person or two, none critical.
    const levels = data.days.map((d) => d.staffing.level);
    expect(levels).toContain('OK');
    for (const day of data.days.filter((d) => d.date <= today())) expect(['OK', 'SHORT']).toContain(day.staffing.level);
    expect(data.count).toBeGreaterThan(0);
    const names = data.results.map((r: Row) => `${r.last_name} ${r.first_name}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Only the days with something in them, in order.
    const dates = data.days.map((d: { date: string }) => d.date);
    for (const r of data.results as Row[]) {
      const own = r.cells.map((c) => c.date);
      expect(own).toEqual(dates.filter((d) => own.includes(d)));
      for (const c of r.cells) expect(c.bookings.length + c.pto.length + (c.availability ? 1 : 0)).toBeGreaterThan(0);
    }
    expect(data.results.some((r: Row) => r.cells.some((c) => c.bookings.length > 0))).toBe(true);
  });

  it("shows a person's booking, PTO and availability in her day, and the day's openings in its header", async () => {
    const date = addDays(sundayOf(addDays(today(), 21)), 3);
    const nurse = await addNurse(t, s.sunrise, { last: 'Rostercell' });
    const shift = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date) });
    const position = await addPosition(t, shift, { totalPositions: 3, applicableFor: ['IN'], jobTitleId: JOB_TITLE_IDS.RN });
    expect((await assign(shift.id, position.id, [nurse.id])).statusCode).toBe(200);
    const base = { facilityId: s.sunrise, employeeId: nurse.id, minutes: 480, enteredBy: 'USER' as const };
    await t.deps.db.insert(ptoRequests).values([
      { ...base, startDate: addDays(date, 1), endDate: addDays(date, 2), status: 'APPROVED' },
      { ...base, startDate: addDays(date, 2), endDate: addDays(date, 2), status: 'PENDING' },
      { ...base, startDate: addDays(date, -1), endDate: addDays(date, -1), status: 'DENIED' },
    ]);
    expect((await setAvailability(nurse.id, { date: addDays(date, -2), kind: 'UNAVAILABLE' })).statusCode).toBe(200);

    const data = (await get({ week_start: sundayOf(date), search: 'rostercell' })).data;
    expect(data.count).toBe(1);
    const cells = (data.results[0] as Row).cells;
    const on = (d: string) => cells.find((c) => c.date === d) ?? { date: d, bookings: [], pto: [], availability: null };
    expect(on(date).bookings).toEqual([
      expect.objectContaining({
        shift_id: shift.id,
        position_id: position.id,
        shift_title: 'Test Shift',
        job_title: 'Registered Nurse',
        start_time: '07:00',
        end_time: '15:00',
      }),
    ]);
    expect(on(addDays(date, 1)).pto.map((p) => p.status)).toEqual(['APPROVED']);
    expect(
      on(addDays(date, 2))
        .pto.map((p) => p.status)
        .sort(),
    ).toEqual(['APPROVED', 'PENDING']);
    expect(on(addDays(date, -1)).pto).toEqual([]);
    expect(on(addDays(date, -2)).availability).toBe('UNAVAILABLE');
    const header = data.days.find((d: { date: string }) => d.date === date);
    expect(header!.openings).toContainEqual(
      expect.objectContaining({
        shift_id: shift.id,
        position_id: position.id,
        open: 2,
        job_title: 'Registered Nurse',
        start_time: '07:00',
      }),
    );
  });

  it('narrows rows and openings by job title and worker type, and openings and bookings by unit', async () => {
    const date = addDays(sundayOf(addDays(today(), 35)), 2);
    const week = sundayOf(date);
    const [subunit] = await t.deps.db
      .select()
      .from(units)
      .where(and(eq(units.facilityId, s.sunrise), isNotNull(units.parentId)))
      .limit(1);
    const lpn = await addNurse(t, s.sunrise, { last: 'Rosterfilter', jobTitleId: JOB_TITLE_IDS.LPN });
    const external = await addNurse(t, s.sunrise, { last: 'Rosterfilter', workerType: 'EN' });
    const inactive = await addNurse(t, s.sunrise, { last: 'Rosterfilter', status: 'INACTIVE' });
    const inUnit = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date) });
    await t.deps.db.update(shifts).set({ unitId: subunit!.id, title: 'Unit Shift' }).where(eq(shifts.id, inUnit.id));
    const elsewhere = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date), start: '16:00', end: '23:00' });
    const lpnOpening = await addPosition(t, inUnit, { jobTitleId: JOB_TITLE_IDS.LPN, applicableFor: ['IN'] });
    const enOpening = await addPosition(t, elsewhere, { jobTitleId: JOB_TITLE_IDS.RN, applicableFor: ['EN'] });
    expect((await assign(elsewhere.id, enOpening.id, [external.id])).statusCode).toBe(200);

    const rows = async (query: Omit<RosterQuery, 'week_start' | 'search'>) =>
      (await get({ week_start: week, search: 'rosterfilter', ...query })).data;
    const ids = (data: { results: Row[] }) => data.results.map((r) => r.employee_id).sort();
    const openingsOf = (data: { days: { date: string; openings: { position_id: string }[] }[] }) =>
      data.days.find((d) => d.date === date)!.openings.map((o) => o.position_id);

    const all = await rows({});
    expect(ids(all)).toEqual([lpn.id, external.id].sort());
    expect(ids(all)).not.toContain(inactive.id);
    const byTitle = await rows({ job_title_id: JOB_TITLE_IDS.LPN });
    expect(ids(byTitle)).toEqual([lpn.id]);
    expect(openingsOf(byTitle)).toContain(lpnOpening.id);
    expect(openingsOf(byTitle)).not.toContain(enOpening.id);
    const byType = await rows({ worker_type: 'EN' });
    expect(ids(byType)).toEqual([external.id]);
    expect(openingsOf(byType)).toContain(enOpening.id);
    expect(openingsOf(byType)).not.toContain(lpnOpening.id);

    // The unit keeps every row (staff have no unit) and shows only the openings and bookings of
    // its shifts and its subunits' shifts.
    const byUnit = await rows({ unit_id: subunit!.parentId! });
    expect(byUnit.units.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([subunit!.id, subunit!.parentId]));
    expect(ids(byUnit)).toEqual(ids(all));
    expect(openingsOf(byUnit)).toEqual([lpnOpening.id]);
    const externalRow = (data: { results: Row[] }) => data.results.find((r) => r.employee_id === external.id)!;
    expect(externalRow(all).cells.find((c) => c.date === date)!.bookings).toHaveLength(1);
    // Nothing else that day: the day is not sent.
    expect(externalRow(byUnit).cells.find((c) => c.date === date)).toBeUndefined();
  });

  it('pages by name and counts every match; covers up to six weeks', async () => {
    for (const first of ['Ann', 'Bea', 'Cleo']) await addNurse(t, s.sunrise, { first, last: 'Rosterpage' });
    const week = sundayOf(today());
    const first = (await get({ week_start: week, search: 'rosterpage', page_size: 2 })).data;
    const second = (await get({ week_start: week, search: 'rosterpage', page_size: 2, page: 2, weeks: 6 })).data;
    expect([first.count, second.count]).toEqual([3, 3]);
    expect(first.results.map((r: Row) => r.first_name)).toEqual(['Ann', 'Bea']);
    expect(second.results.map((r: Row) => r.first_name)).toEqual(['Cleo']);
    expect(second.days).toHaveLength(42);
    // Nothing booked, no PTO, nothing said: no cells sent.
    expect(second.results[0]!.cells).toEqual([]);
  });

  it("answers the whole demo facility's staff over six weeks in one page, with every day's bookings", async () => {
    const week = sundayOf(addDays(today(), -7));
    const res = await get({ week_start: week, weeks: 6, page_size: 250 });
    expect(res.statusCode).toBe(200);
    const data = res.data;
    expect(data.days).toHaveLength(42);
    expect(data.results).toHaveLength(Math.min(data.count, 250));
    const booked = (data.results as Row[]).flatMap((r) => r.cells.filter((c) => c.bookings.length > 0).map((c) => c.date));
    // The demo books its four weeks: the first three weeks shown all have bookings.
    for (let i = 0; i < 21; i += 1) expect(booked).toContain(addDays(week, i));
    expect((await get({ week_start: week, page_size: 251 })).statusCode).toBe(422);
  });

  it("rates a day's positions booked against those needed, and shows its hours against budget and census", async () => {
    const date = addDays(sundayOf(addDays(today(), 70)), 4);
    const nurses = [];
    for (let i = 0; i < 5; i += 1) nurses.push(await addNurse(t, s.sunrise));
    const shift = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date) });
    const rn = await addPosition(t, shift, { totalPositions: 5, applicableFor: ['IN'], jobTitleId: JOB_TITLE_IDS.RN });
    await addPosition(t, shift, { totalPositions: 1, applicableFor: ['IN'], jobTitleId: JOB_TITLE_IDS.LPN });
    const census = { patient_count: 5, budget_lines: [{ job_title_id: JOB_TITLE_IDS.RN, budgeted_hours: 10, budgeted_spend: 100 }] };
    expect((await t.call(saveCensusContract, { params: { date }, body: census, headers: s.admin })).statusCode).toBe(200);
    const staffing = async (query: Partial<RosterQuery> = {}) =>
      (await get({ week_start: sundayOf(date), page_size: 1, ...query })).data.days.find((d) => d.date === date)!.staffing;

    // 6 needed, none booked: critical.
    expect(await staffing()).toEqual({
      level: 'CRITICAL',
      needed: 6,
      booked: 0,
      patient_count: 5,
      budgeted_hours: 10,
      confirmed_hours: 0,
      budgeted_hppd: 2,
      confirmed_hppd: 0,
    });
    // 5 of 6 (83 %): short (thresholds 80 % and 95 %); the hours are 07:00-15:00 less a 30-minute meal.
    expect(
      (
        await assign(
          shift.id,
          rn.id,
          nurses.map((n) => n.id),
        )
      ).statusCode,
    ).toBe(200);
    expect(await staffing()).toMatchObject({ level: 'SHORT', needed: 6, booked: 5, confirmed_hours: 37.5, confirmed_hppd: 7.5 });
    // The RN positions alone are all booked: staffed; the LPN one alone is critical.
    expect(await staffing({ job_title_id: JOB_TITLE_IDS.RN })).toMatchObject({ level: 'OK', needed: 5, booked: 5 });
    expect(await staffing({ job_title_id: JOB_TITLE_IDS.LPN })).toMatchObject({ level: 'CRITICAL', needed: 1, booked: 0 });
    const empty = (await get({ week_start: sundayOf(date), page_size: 1 })).data.days.find((d) => d.date === addDays(date, 1))!.staffing;
    expect(empty).toMatchObject({ level: null, needed: 0, booked: 0, budgeted_hours: null, confirmed_hours: 0 });
  });

  it('refuses a week that does not start on Sunday, too many weeks, and another facility (404 unit, 403 header)', async () => {
    const sunday = sundayOf(today());
    const monday = await get({ week_start: addDays(sunday, 1) });
    expect(monday.statusCode).toBe(422);
    expect(monday.json().error.message).toContain(productMessages.rosterWeekStartSunday);
    expect((await get({ week_start: sunday, weeks: 7 })).statusCode).toBe(422);
    // A worker type that does not exist, sent on purpose past the contract's type.
    expect((await get({ week_start: sunday, worker_type: 'XX' } as object as RosterQuery)).statusCode).toBe(422);
    const [mapleUnit] = await t.deps.db.select().from(units).where(eq(units.facilityId, s.maple)).limit(1);
    expect((await get({ week_start: sunday, unit_id: mapleUnit!.id })).statusCode).toBe(404);
    expect((await get({ week_start: sunday }, { ...s.manager, 'facility-id': s.sunrise })).statusCode).toBe(403);
  });
});

describe('GET facilities/roster/eligibility', () => {
  const eligibility = (query: RosterEligibilityQuery, headers = s.admin) => t.call(rosterEligibilityContract, { query, headers });

  it("answers who may take an opening and why each other person may not, with the suggestions' rules", async () => {
    const date = addDays(sundayOf(addDays(today(), 49)), 3);
    const last = 'Rostereligible';
    const fits = await addNurse(t, s.sunrise, { last });
    const lpn = await addNurse(t, s.sunrise, { last, jobTitleId: JOB_TITLE_IDS.LPN });
    const external = await addNurse(t, s.sunrise, { last, workerType: 'EN' });
    const expired = await addNurse(t, s.sunrise, { last, credential: 'expired' });
    const missing = await addNurse(t, s.sunrise, { last, credential: 'pending' });
    const away = await addNurse(t, s.sunrise, { last });
    const unavailable = await addNurse(t, s.sunrise, { last });
    const booked = await addNurse(t, s.sunrise, { last });
    const shift = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date) });
    const position = await addPosition(t, shift, { totalPositions: 2, applicableFor: ['IN'], jobTitleId: JOB_TITLE_IDS.RN });
    // Booked until 23:30 the day before: within the facility's 8 rest hours of a 07:00 start.
    const before = await addShift(t, s.sunrise, { daysAhead: daysAheadOf(date) - 1, start: '15:30', end: '23:30' });
    const other = await addPosition(t, before, { totalPositions: 1, applicableFor: ['IN'], jobTitleId: JOB_TITLE_IDS.RN });
    expect((await assign(before.id, other.id, [booked.id])).statusCode).toBe(200);
    await t.deps.db.insert(ptoRequests).values({
      facilityId: s.sunrise,
      employeeId: away.id,
      minutes: 480,
      enteredBy: 'USER',
      startDate: date,
      endDate: date,
      status: 'APPROVED',
    });
    expect((await setAvailability(unavailable.id, { date, kind: 'UNAVAILABLE' })).statusCode).toBe(200);

    const res = await eligibility({ shift_id: shift.id, position_id: position.id, search: last.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const refusals = Object.fromEntries(res.data.results.map((r) => [r.employee_id, r.refusal]));
    expect(refusals).toEqual({
      [fits.id]: null,
      [lpn.id]: 'JOB_TITLE',
      [external.id]: 'WORKER_TYPE',
      [expired.id]: 'CREDENTIAL_EXPIRED',
      [missing.id]: 'CREDENTIAL_MISSING',
      [away.id]: 'PTO',
      [unavailable.id]: 'UNAVAILABLE',
      [booked.id]: 'BOOKED',
    });
    expect(res.data.eligible_count).toBe(1);
    // The roster's filters narrow it as they narrow the rows.
    const lpns = await eligibility({
      shift_id: shift.id,
      position_id: position.id,
      search: last.toLowerCase(),
      job_title_id: JOB_TITLE_IDS.LPN,
    });
    expect(lpns.data.results).toEqual([{ employee_id: lpn.id, refusal: 'JOB_TITLE' }]);
    // Once she is booked on it, the one who fitted is busy for it too.
    expect((await assign(shift.id, position.id, [fits.id])).statusCode).toBe(200);
    const after = await eligibility({ shift_id: shift.id, position_id: position.id, search: last.toLowerCase() });
    expect(after.data.results.find((r) => r.employee_id === fits.id)!.refusal).toBe('BOOKED');
  });

  it("refuses another facility's shift or position (404), another facility's header (403), and bad ids (422)", async () => {
    const shift = await addShift(t, s.sunrise, { daysAhead: 20 });
    const position = await addPosition(t, shift, { jobTitleId: JOB_TITLE_IDS.RN });
    const maple = await addShift(t, s.maple, { daysAhead: 20 });
    const maplePosition = await addPosition(t, maple, { jobTitleId: JOB_TITLE_IDS.RN });
    expect((await eligibility({ shift_id: maple.id, position_id: maplePosition.id })).statusCode).toBe(404);
    expect((await eligibility({ shift_id: shift.id, position_id: maplePosition.id })).statusCode).toBe(404);
    expect(
      (await eligibility({ shift_id: shift.id, position_id: position.id }, { ...s.manager, 'facility-id': s.sunrise })).statusCode,
    ).toBe(403);
    expect((await eligibility({ shift_id: 'nope', position_id: position.id })).statusCode).toBe(422);
    const own = await eligibility({ shift_id: shift.id, position_id: position.id });
    expect(own.statusCode).toBe(200);
    expect(own.data.results.length).toBeGreaterThan(0);
  });
});
