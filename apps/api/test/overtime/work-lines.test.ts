import { messages, productMessages } from '@careroster/shared/messages';
import { addDays } from '@careroster/shared/format/wall-clock';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { getOvertimeDetailsContract } from '@careroster/shared/api/overtime/get-overtime-details';
import {
  getTimekeepingSettingsContract,
  updateTimekeepingSettingsContract,
  type UpdateTimekeepingSettingsBody,
} from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { shifts } from '../../src/db/schema';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today } from '../shifts/fixtures';
import { dataOf, refused } from '../helpers/contract-call';

// Issue 25, decision 050: worked time is split where the law splits it, at the facility's
// workweek and workday lines. The cases are the issue's, built through the API as a facility
// would book them; each shift here has no meal, so its hours are the wall-clock hours.
const t = useTestApp();
const s = useDemoSessions(t);

const settings = (body: UpdateTimekeepingSettingsBody) => t.call(updateTimekeepingSettingsContract, { body, headers: s.admin });
afterEach(async () => {
  dataOf(
    await settings({ overtime_rule: 'FLSA_WEEKLY', workweek_start_day: 0, workweek_start_time: '00:00', workday_start_time: '00:00' }),
  );
});

const daysFromToday = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / 86_400_000);
/** Books the nurse on a new Sunrise shift from `start` on `date` to `end` (the next day when earlier), without a meal. */
async function book(employeeId: string, date: string, start: string, end: string) {
  const shift = await addShift(t, s.sunrise, { daysAhead: daysFromToday(date), start, end });
  await t.deps.db.update(shifts).set({ mealMinutes: 0 }).where(eq(shifts.id, shift.id));
  const position = await addPosition(t, shift, { totalPositions: 1 });
  dataOf(
    await t.call(assignEmployeesContract, {
      params: { id: shift.id },
      body: { nurses: [{ id: employeeId }], position: position.id },
      headers: s.admin,
    }),
  );
}
const week = async (employeeId: string, weekStart: string) =>
  dataOf(await t.call(getOvertimeDetailsContract, { params: { employeeId }, query: { week_start: weekStart }, headers: s.admin }));
const hours = (totals: { regular_hours: number; overtime_hours: number; double_time_hours: number }) => [
  totals.regular_hours,
  totals.overtime_hours,
  totals.double_time_hours,
];
// Weeks far ahead that the demo seed leaves empty, so the figures are only these bookings.
const farWeek = (weeks: number) => weekStartOf(addDays(today(), 7 * weeks));

describe('the workweek and workday settings', () => {
  it('saves where the workweek and workday begin, and refuses a day or a time that is not one', async () => {
    const saved = dataOf(await settings({ workweek_start_day: 3, workweek_start_time: '12:00', workday_start_time: '7:00' }));
    expect(saved.settings).toMatchObject({ workweek_start_day: 3, workweek_start_time: '12:00', workday_start_time: '07:00' });
    expect(dataOf(await t.call(getTimekeepingSettingsContract, { headers: s.admin }))).toMatchObject({ workweek_start_day: 3 });

    expect(refused(await settings({ workweek_start_day: 7 }), 422)).toEqual([productMessages.timekeepingWorkweekDayInvalid]);
    expect(refused(await settings({ workday_start_time: '24:00' }), 422)).toEqual([messages.time24h]);
    // Nothing of a refused save was kept.
    expect(dataOf(await t.call(getTimekeepingSettingsContract, { headers: s.admin }))).toMatchObject({
      workweek_start_day: 3,
      workday_start_time: '07:00',
    });
  });
});

describe('FLSA: a fixed 168-hour workweek (29 CFR 778.105)', () => {
  it('Monday to Thursday 8 h, Saturday 23:00 to Sunday 07:00, then Monday to Friday 8 h: 7 overtime hours', async () => {
    const sunday = farWeek(20);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    for (const d of [1, 2, 3, 4]) await book(nurse.id, addDays(sunday, d), '07:00', '15:00');
    await book(nurse.id, addDays(sunday, 6), '23:00', '07:00');
    for (const d of [8, 9, 10, 11, 12]) await book(nurse.id, addDays(sunday, d), '07:00', '15:00');
    expect(hours((await week(nurse.id, sunday)).totals)).toEqual([33, 0, 0]);
    expect(hours((await week(nurse.id, addDays(sunday, 7))).totals)).toEqual([40, 7, 0]);
  });

  it('Sunday to Thursday 8 h and the same night, nothing the next week: 1 overtime hour', async () => {
    const sunday = farWeek(22);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    for (const d of [0, 1, 2, 3, 4]) await book(nurse.id, addDays(sunday, d), '07:00', '15:00');
    await book(nurse.id, addDays(sunday, 6), '23:00', '07:00');
    const first = await week(nurse.id, sunday);
    expect(hours(first.totals)).toEqual([40, 1, 0]);
    expect(first.status).toBe('OVERTIME');
    expect(hours((await week(nurse.id, addDays(sunday, 7))).totals)).toEqual([7, 0, 0]);
  });

  it('a workweek that begins Saturday 23:00 keeps the same night whole in the second week', async () => {
    const sunday = farWeek(24);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    dataOf(await settings({ workweek_start_day: 6, workweek_start_time: '23:00' }));
    for (const d of [0, 1, 2, 3, 4]) await book(nurse.id, addDays(sunday, d), '07:00', '15:00');
    await book(nurse.id, addDays(sunday, 6), '23:00', '07:00');
    // Weeks run Saturday 23:00 to Saturday 23:00: the five days are one week, the night the next.
    expect(hours((await week(nurse.id, addDays(sunday, -1))).totals)).toEqual([40, 0, 0]);
    expect(hours((await week(nurse.id, addDays(sunday, 6))).totals)).toEqual([8, 0, 0]);
  });
});

describe('California: daily overtime within the workday (Labor Code 500, 510)', () => {
  it('Monday 22:00 to Tuesday 06:00, then Tuesday 14:00 to 22:00, midnight workday: 10 regular, 4 overtime, 2 double time', async () => {
    const sunday = farWeek(26);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000 });
    dataOf(await settings({ overtime_rule: 'CALIFORNIA' }));
    await book(nurse.id, addDays(sunday, 1), '22:00', '06:00');
    await book(nurse.id, addDays(sunday, 2), '14:00', '22:00');
    const details = await week(nurse.id, sunday);
    expect(hours(details.totals)).toEqual([10, 4, 2]);
    // 10 at $20, 4 at $30, 2 at $40.
    expect(details.totals.total_pay).toBe(200 + 120 + 80);
    // Tuesday's workday holds 14 of the hours: 6 from the night, 8 from the afternoon.
    expect(details.days.find((d) => d.date === addDays(sunday, 2))).toMatchObject({ worked_hours: 14, double_time_hours: 2 });
  });

  it('the same shifts in 07:00 workdays are two workdays of 8: no daily overtime', async () => {
    const sunday = farWeek(28);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000 });
    dataOf(await settings({ overtime_rule: 'CALIFORNIA', workday_start_time: '07:00', workweek_start_time: '07:00' }));
    await book(nurse.id, addDays(sunday, 1), '22:00', '06:00');
    await book(nurse.id, addDays(sunday, 2), '14:00', '22:00');
    expect(hours((await week(nurse.id, sunday)).totals)).toEqual([16, 0, 0]);
  });
});

// The plain weeks of issue 25's table, booked through the API; the engine's own tests hold the
// regulators' examples (packages/shared/src/timekeeping/overtime.test.ts).
describe('plain weeks (29 CFR 778.101, 778.601; Labor Code 510)', () => {
  const until = { 6: '13:00', 8: '15:00', 9: '16:00', 10: '17:00' } as const;
  async function bookDays(employeeId: string, sunday: string, days: number[], length: keyof typeof until) {
    for (const d of days) await book(employeeId, addDays(sunday, d), '07:00', until[length]);
  }
  const weekdays = [1, 2, 3, 4, 5];

  it.each([
    { rule: 'FLSA_WEEKLY', label: '5 x 8 h = 40 h', days: weekdays, length: 8, expected: [40, 0, 0] },
    { rule: 'FLSA_WEEKLY', label: '5 x 10 h = 50 h', days: weekdays, length: 10, expected: [40, 10, 0] },
    { rule: 'FLSA_WEEKLY', label: '7 x 6 h = 42 h', days: [0, 1, 2, 3, 4, 5, 6], length: 6, expected: [40, 2, 0] },
    // Daily overtime is not counted again toward the weekly 40 (DLSE manual 48.1.2).
    { rule: 'CALIFORNIA', label: '5 x 9 h = 45 h', days: weekdays, length: 9, expected: [40, 5, 0] },
  ] as const)('$rule: $label is $expected (regular, overtime, double time)', async ({ rule, days, length, expected }) => {
    const sunday = farWeek(40);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    dataOf(await settings({ overtime_rule: rule }));
    await bookDays(nurse.id, sunday, [...days], length);
    expect(hours((await week(nurse.id, sunday)).totals)).toEqual(expected);
  });

  it('8 and 80: 5 x 10 h then 5 x 6 h is 80 h with 10 daily overtime hours, whichever fortnight they fall in', async () => {
    const sunday = farWeek(50);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    dataOf(await settings({ overtime_rule: 'EIGHT_EIGHTY' }));
    await bookDays(nurse.id, sunday, weekdays, 10);
    await bookDays(nurse.id, addDays(sunday, 7), weekdays, 6);
    const [first, second] = [await week(nurse.id, sunday), await week(nurse.id, addDays(sunday, 7))];
    expect(hours(first.totals).map((h, i) => h + hours(second.totals)[i]!)).toEqual([70, 10, 0]);
  });
});
