import type { CorporateDashboard, HppdWeekly } from '@careroster/shared/api/owner/corporate';
import type { Dashboard } from '@careroster/shared/api/shifts/budget';
import type { Figures } from '@careroster/shared/api/shifts/figures';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, memberships, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { api, bearer, createTestApp, demoSessions, type TestApp } from '../helpers/test-app';
import { today } from '../shifts/fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof demoSessions>>;
let owner: Record<string, string>;
/** A third facility where the demo owner is only an admin: a member, not an owner. */
let lakeside: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await demoSessions(t);
  owner = bearer((await t.login(demoUsers.owner)).token);
  const [row] = await t.deps.db
    .insert(facilities)
    .values({ name: 'Lakeside Rehab', timezone: 'PST', addressLine1: '1 Shore Road', city: 'Eugene', state: 'OR', zip: '97401' })
    .returning({ id: facilities.id });
  lakeside = row!.id;
  const [ownerUser] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.owner));
  await t.deps.db.insert(memberships).values({ userId: ownerUser!.id, facilityId: lakeside, role: 'ADMIN' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api(url), headers });
const dataOf = <T>(res: { statusCode: number; json: () => { data: T } }) => {
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

// Around today, so the demo's past weeks (timecards) and coming weeks (bookings) are both in it.
const from = addDays(today(), -21);
const to = addDays(today(), 13);
const corporate = (headers: Record<string, string>, extra = '') =>
  get(`/owner/corporate-dashboard?start_date=${from}&end_date=${to}${extra}`, headers);

describe('who may see the corporate view', () => {
  it('answers the owner with both demo facilities, and not the one he only administers', async () => {
    const data = dataOf<CorporateDashboard>(await corporate(owner));
    expect(data.facilities.map((f) => f.id).sort()).toEqual([s.sunrise, s.maple].sort());
  });

  it('refuses a facility admin and a manager (403)', async () => {
    for (const headers of [s.admin, s.manager]) {
      const res = await corporate(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toEqual([productMessages.notAllowed]);
      expect((await get(`/owner/hppd-weekly?end_date=${to}`, headers)).statusCode).toBe(403);
    }
  });

  it('refuses the owner a facility he does not own (403), alone or beside his own', async () => {
    for (const extra of [`&facility_ids[]=${lakeside}`, `&facility_ids[]=${s.maple}&facility_ids[]=${lakeside}`, `&facility_ids[]=${crypto.randomUUID()}`]) {
      const res = await corporate(owner, extra);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toEqual([productMessages.notFacilityOwner]);
    }
    expect((await get(`/owner/hppd-weekly?end_date=${to}&facility_ids[]=${lakeside}`, owner)).statusCode).toBe(403);
  });

  it('narrows to the owned facilities asked for', async () => {
    const data = dataOf<CorporateDashboard>(await corporate(owner, `&facility_ids[]=${s.maple}`));
    expect(data.facilities.map((f) => f.id)).toEqual([s.maple]);
    expect(data.totals).toEqual(data.facilities[0]!.totals);
  });

  it('refuses a range longer than 92 days or backwards (422)', async () => {
    expect((await get(`/owner/corporate-dashboard?start_date=${from}&end_date=${addDays(from, 92)}`, owner)).statusCode).toBe(422);
    expect((await get(`/owner/corporate-dashboard?start_date=${from}&end_date=${addDays(from, 91)}`, owner)).statusCode).toBe(200);
    expect((await get(`/owner/corporate-dashboard?start_date=${to}&end_date=${from}`, owner)).statusCode).toBe(422);
    expect((await get(`/owner/hppd-weekly?end_date=${to}&weeks=27`, owner)).statusCode).toBe(422);
  });
});

/** Every number of a figures answer, by its path, for sums across facilities. */
const numbersOf = (f: Figures) => ({
  patient_days: f.patient_days ?? 0,
  budgeted: f.hours.budgeted ?? 0,
  confirmed: f.hours.confirmed,
  actual: f.hours.actual,
  filled: f.open_positions.filled,
  total: f.open_positions.total,
  total_spent: f.total_spent,
  external_hours: f.external_hours,
  agency_hours: f.agency_hours,
  agency_spend: f.agency_spend,
  internal_hours: f.internal_hours,
  overtime_hours: f.overtime_hours,
});
const ratio = (hours: number | null, patients: number | null) => (hours === null || !patients ? null : Math.round((hours / patients) * 100) / 100);

describe('the totals check on the demo data', () => {
  it("gives each facility its own dashboard's figures, and the corporation their sums", async () => {
    const data = dataOf<CorporateDashboard>(await corporate(owner));
    for (const facility of data.facilities) {
      const own = dataOf<Dashboard>(await get(`/facilities/dashboard?start_date=${from}&end_date=${to}`, bearer(owner.authorization!.slice(7), facility.id)));
      expect({ ...facility.totals, floors: own.floors }).toEqual(own);
      // The demo has something in every figure the view is about, so the check compares real numbers.
      expect(facility.totals.patient_days).toBeGreaterThan(0);
      expect(facility.totals.hours.confirmed).toBeGreaterThan(0);
      expect(facility.totals.hours.actual).toBeGreaterThan(0);
      expect(facility.days).toHaveLength(35);
      expect(facility.days.reduce((n, d) => n + d.open_positions.total, 0)).toBe(facility.totals.open_positions.total);
      expect(facility.days.reduce((n, d) => n + (d.patient_days ?? 0), 0)).toBe(facility.totals.patient_days);
    }
    const parts = data.facilities.map((f) => numbersOf(f.totals));
    const sums = numbersOf(data.totals);
    for (const key of Object.keys(sums) as (keyof typeof sums)[]) {
      expect(sums[key], key).toBeCloseTo(parts.reduce((n, p) => n + p[key], 0), 2);
    }
    // HPPD of the corporation: its hours over its patient days, not the facilities' HPPD averaged.
    expect(data.totals.hppd).toEqual({
      confirmed: ratio(data.totals.hours.confirmed, data.totals.patient_days),
      budgeted: ratio(data.totals.hours.budgeted, data.totals.patient_days),
      actual: ratio(data.totals.hours.actual, data.totals.patient_days),
    });
    // The corporation's days add the facilities' days.
    expect(data.days.map((d) => d.date)).toEqual(data.facilities[0]!.days.map((d) => d.date));
    for (const [i, day] of data.days.entries()) {
      expect(day.open_positions.total).toBe(data.facilities.reduce((n, f) => n + f.days[i]!.open_positions.total, 0));
    }
  });

  it('tracks HPPD week by week with the figures of each week’s dashboard', async () => {
    const data = dataOf<HppdWeekly>(await get(`/owner/hppd-weekly?end_date=${today()}&weeks=4`, owner));
    expect(data.totals).toHaveLength(4);
    const lastWeek = addDays(today(), -weekdayOf(today()));
    expect(data.totals.map((w) => w.week_start)).toEqual([-21, -14, -7, 0].map((d) => addDays(lastWeek, d)));
    for (const facility of data.facilities) {
      expect(facility.weeks).toHaveLength(4);
      const week = facility.weeks[1]!;
      const own = dataOf<Dashboard>(
        await get(`/facilities/dashboard?start_date=${week.week_start}&end_date=${week.week_end}`, bearer(owner.authorization!.slice(7), facility.id)),
      );
      expect({ budgeted: week.budgeted, confirmed: week.confirmed, actual: week.actual }).toEqual(own.hppd);
      expect(week.confirmed_variance).toBe(week.confirmed === null || week.budgeted === null ? null : Math.round((week.confirmed - week.budgeted) * 100) / 100);
    }
  });
});
