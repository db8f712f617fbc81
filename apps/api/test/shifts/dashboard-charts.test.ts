import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import { figuresSchema, type Figures } from '@careroster/shared/api/shifts/figures';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { toCents } from '@careroster/shared/format/money';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts, units } from '../../src/db/schema';
import { dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addPosition, addShift, today } from './fixtures';

// Issue 28, part "charts" (decision 072): the dashboard's charts draw `days` and `units` of the
// answer the cards come from; these tests hold them to the cards' figures.
const t = useTestApp();
const s = useDemoSessions(t);

const dashboard = async (start_date: string, end_date: string, headers = s.admin) =>
  dataOf(await t.call(dashboardContract, { query: { start_date, end_date }, headers }));

/** The cards of an answer, without its floors and series (zod drops the keys it does not list). */
const figuresIn = (answer: Dashboard) => figuresSchema.parse(answer);
const sunday = (date: string) => addDays(date, -weekdayOf(date));
const add = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
/** Hundredths: hours and HPPD are answered to two decimals. */
const hundredths = (value: number) => Math.round(value * 100);
const ratio = (hours: number | null, patients: number | null) =>
  hours === null || !patients ? null : Math.round((hours / patients) * 100) / 100;

/** Each day rounds once and the card adds the rounded days: the days add up to it exactly. */
function expectDaysAddUpToCards(data: Dashboard) {
  const { days } = data;
  expect(add(days.map((d) => d.open_positions.filled))).toBe(data.open_positions.filled);
  expect(add(days.map((d) => d.open_positions.total))).toBe(data.open_positions.total);
  expect(add(days.map((d) => d.patient_days ?? 0))).toBe(data.patient_days ?? 0);
  const hours = {
    confirmed: (d: Figures) => d.hours.confirmed,
    actual: (d: Figures) => d.hours.actual,
    budgeted: (d: Figures) => d.hours.budgeted ?? 0,
    agency: (d: Figures) => d.agency_hours,
    internal: (d: Figures) => d.internal_hours,
    external: (d: Figures) => d.external_hours,
    overtime: (d: Figures) => d.overtime_hours,
  };
  for (const [name, pick] of Object.entries(hours)) {
    expect(add(days.map((d) => hundredths(pick(d)))), name).toBe(hundredths(pick(data)));
  }
  for (const [name, pick] of Object.entries({
    agency_spend: (d: Figures) => d.agency_spend,
    total_spent: (d: Figures) => d.total_spent,
  })) {
    expect(add(days.map((d) => toCents(pick(d)))), name).toBe(toCents(pick(data)));
  }
  // HPPD is never added up: the card's is the range's hours over its patient days, each day's its own.
  expect(data.hppd).toEqual({
    confirmed: ratio(data.hours.confirmed, data.patient_days),
    budgeted: ratio(data.hours.budgeted, data.patient_days),
    actual: ratio(data.hours.actual, data.patient_days),
  });
  for (const d of days) expect(d.hppd.confirmed).toBe(ratio(d.hours.confirmed, d.patient_days));
  // The units' openings add up to each day's, and so to the card's.
  for (const [i, d] of days.entries()) {
    expect(add(data.units.map((u) => u.days[i]!.filled)), d.date).toBe(d.open_positions.filled);
    expect(add(data.units.map((u) => u.days[i]!.total)), d.date).toBe(d.open_positions.total);
    for (const u of data.units) expect(u.days[i]!.date).toBe(d.date);
  }
}

describe('the dashboard series (issue 28, charts)', () => {
  it("gives the demo's week day by day, adding up to the cards", async () => {
    const from = sunday(today());
    const to = addDays(from, 6);
    const data = await dashboard(from, to);
    expect(data.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(from, i)));
    // The demo week has something in each chart, so the sums compare real numbers.
    expect(data.open_positions.total).toBeGreaterThan(0);
    expect(data.patient_days).toBeGreaterThan(0);
    expect(data.hours.confirmed).toBeGreaterThan(0);
    expect(data.hours.actual).toBeGreaterThan(0);
    expect(data.agency_hours).toBeGreaterThan(0);
    expect(data.units.filter((u) => u.id !== null).length).toBeGreaterThan(1);
    expectDaysAddUpToCards(data);
    // Each day is the dashboard of that one day.
    const wednesday = await dashboard(addDays(from, 3), addDays(from, 3));
    expect(data.days[3]).toEqual({ date: addDays(from, 3), ...figuresIn(wednesday) });
  });

  it('adds up over a month of the demo too', async () => {
    const from = addDays(sunday(today()), -14);
    const data = await dashboard(from, addDays(from, 34));
    expect(data.days).toHaveLength(35);
    expectDaysAddUpToCards(data);
  });

  it("counts a subunit's openings in its unit and shifts on no unit apart, every day of the range", async () => {
    // A week far ahead that the demo leaves empty.
    const from = sunday(addDays(today(), 250));
    const daysAhead = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / 86_400_000);
    const [sub] = await t.deps.db
      .select({ id: units.id, parentId: units.parentId })
      .from(units)
      .where(and(eq(units.facilityId, s.sunrise), isNotNull(units.parentId)))
      .limit(1);
    const [parent] = await t.deps.db.select({ id: units.id, name: units.name }).from(units).where(eq(units.id, sub!.parentId!));
    const place = async (date: string, unitId: string | null, total: number) => {
      const shift = await addShift(t, s.sunrise, { daysAhead: daysAhead(date) });
      await t.deps.db.update(shifts).set({ unitId }).where(eq(shifts.id, shift.id));
      await addPosition(t, shift, { totalPositions: total, acceptedCount: 0, assignedCount: 1 });
    };
    await place(addDays(from, 1), parent!.id, 3);
    await place(addDays(from, 1), sub!.id, 2);
    await place(addDays(from, 4), null, 4);

    const data = await dashboard(from, addDays(from, 6));
    expect(data.units.map((u) => [u.id, u.name])).toEqual([
      [parent!.id, parent!.name],
      [null, null],
    ]);
    const [unit, none] = data.units;
    expect(unit!.days).toHaveLength(7);
    expect(unit!.days[1]).toEqual({ date: addDays(from, 1), filled: 2, total: 5 });
    expect(unit!.days[4]).toEqual({ date: addDays(from, 4), filled: 0, total: 0 });
    expect(none!.days[4]).toEqual({ date: addDays(from, 4), filled: 1, total: 4 });
    expect(data.open_positions).toMatchObject({ filled: 3, total: 9 });
    expectDaysAddUpToCards(data);
  });

  it('shows a facility only its own units and openings (tenancy)', async () => {
    const from = sunday(addDays(today(), 260));
    const daysAhead = Math.round((Date.parse(addDays(from, 2)) - Date.parse(today())) / 86_400_000);
    const [mapleUnit] = await t.deps.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.facilityId, s.maple), isNull(units.parentId)))
      .limit(1);
    // A Maple shift on Maple's unit, in a week Sunrise has nothing in.
    const shift = await addShift(t, s.maple, { daysAhead });
    await t.deps.db.update(shifts).set({ unitId: mapleUnit!.id }).where(eq(shifts.id, shift.id));
    await addPosition(t, shift, { totalPositions: 2 });

    const sunrise = await dashboard(from, addDays(from, 6));
    expect(sunrise.units).toEqual([]);
    expect(sunrise.open_positions.total).toBe(0);
    const maple = await dashboard(from, addDays(from, 6), s.manager);
    expect(maple.units.map((u) => u.id)).toEqual([mapleUnit!.id]);
    expect(maple.units[0]!.days[2]!.total).toBe(2);

    // And the demo's own weeks: every unit a facility's answer names is its own.
    const own = async (facilityId: string) =>
      new Set((await t.deps.db.select({ id: units.id }).from(units).where(eq(units.facilityId, facilityId))).map((u) => u.id));
    const week = sunday(today());
    const sunriseUnits = await own(s.sunrise);
    for (const u of (await dashboard(week, addDays(week, 6))).units) if (u.id) expect(sunriseUnits.has(u.id)).toBe(true);
    // Another facility by header is refused before anything is read.
    const res = await t.call(dashboardContract, {
      query: { start_date: week, end_date: addDays(week, 6) },
      headers: { ...s.manager, 'facility-id': s.sunrise },
    });
    expect(res.statusCode).toBe(403);
  });
});
