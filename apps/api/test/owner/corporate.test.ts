import type { Figures } from '@careroster/shared/api/shifts/figures';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { corporateDashboardContract } from '@careroster/shared/api/owner/get-corporate-dashboard';
import { hppdWeeklyContract } from '@careroster/shared/api/owner/get-hppd-weekly';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { dataOf } from '../helpers/contract-call';
import { createTestFacility } from '../helpers/facilities';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { today } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);
let owner: Record<string, string>;
/** A third facility where the demo owner is only an admin: a member, not an owner. */
let lakeside: string;

beforeAll(async () => {
  owner = bearer((await t.login(demoUsers.owner)).token);
  const [ownerUser] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.owner));
  const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.admin));
  // Lakeside's corporation is another owner's (the demo admin stands in): the demo owner only administers it.
  lakeside = await createTestFacility(t.deps.db, {
    corporation: 'Lakeside Health',
    ownerUserId: admin!.id,
    at: t.deps.clock.now(),
    facility: { name: 'Lakeside Rehab', timezone: 'PST', address_line1: '1 Shore Road', city: 'Eugene', state: 'OR', zip: '97401' },
  });
  await t.deps.db.insert(memberships).values({ userId: ownerUser!.id, facilityId: lakeside, role: 'ADMIN' });
});

// Around today, so the demo's past weeks (timecards) and coming weeks (bookings) are both in it.
const from = addDays(today(), -21);
const to = addDays(today(), 13);
const corporate = (headers: Record<string, string>, facilityIds?: string[]) =>
  t.call(corporateDashboardContract, { query: { start_date: from, end_date: to, 'facility_ids[]': facilityIds }, headers });

describe('who may see the corporate view', () => {
  it('answers the owner with both demo facilities, and not the one he only administers', async () => {
    const data = dataOf(await corporate(owner));
    expect(data.facilities.map((f) => f.id).sort()).toEqual([s.sunrise, s.maple].sort());
  });

  it('refuses a facility admin and a manager (403)', async () => {
    for (const headers of [s.admin, s.manager]) {
      const res = await corporate(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toEqual([productMessages.notAllowed]);
      expect((await t.call(hppdWeeklyContract, { query: { end_date: to }, headers })).statusCode).toBe(403);
    }
  });

  it('refuses the owner a facility he does not own (403), alone or beside his own', async () => {
    for (const facilityIds of [[lakeside], [s.maple, lakeside], [crypto.randomUUID()]]) {
      const res = await corporate(owner, facilityIds);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toEqual([productMessages.notFacilityOwner]);
    }
    expect((await t.call(hppdWeeklyContract, { query: { end_date: to, 'facility_ids[]': lakeside }, headers: owner })).statusCode).toBe(
      403,
    );
  });

  it('narrows to the owned facilities asked for', async () => {
    const data = dataOf(await corporate(owner, [s.maple]));
    expect(data.facilities.map((f) => f.id)).toEqual([s.maple]);
    expect(data.totals).toEqual(data.facilities[0]!.totals);
  });

  it('refuses a range longer than 92 days or backwards (422)', async () => {
    expect(
      (await t.call(corporateDashboardContract, { query: { start_date: from, end_date: addDays(from, 92) }, headers: owner })).statusCode,
    ).toBe(422);
    expect(
      (await t.call(corporateDashboardContract, { query: { start_date: from, end_date: addDays(from, 91) }, headers: owner })).statusCode,
    ).toBe(200);
    expect((await t.call(corporateDashboardContract, { query: { start_date: to, end_date: from }, headers: owner })).statusCode).toBe(422);
    expect((await t.call(hppdWeeklyContract, { query: { end_date: to, weeks: '27' }, headers: owner })).statusCode).toBe(422);
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
const ratio = (hours: number | null, patients: number | null) =>
  hours === null || !patients ? null : Math.round((hours / patients) * 100) / 100;

describe('the totals check on the demo data', () => {
  it("gives each facility its own dashboard's figures, and the corporation their sums", async () => {
    const data = dataOf(await corporate(owner));
    for (const facility of data.facilities) {
      const own = (
        await t.call(dashboardContract, {
          query: { start_date: from, end_date: to },
          headers: bearer(owner.authorization!.slice(7), facility.id),
        })
      ).data;
      // Its days too: the dashboard's charts (decision 072) draw the days the corporate view lists.
      expect({ ...facility.totals, floors: own.floors, days: facility.days, units: own.units }).toEqual(own);
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
      expect(sums[key], key).toBeCloseTo(
        parts.reduce((n, p) => n + p[key], 0),
        2,
      );
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
    const data = (await t.call(hppdWeeklyContract, { query: { end_date: today(), weeks: '4' }, headers: owner })).data;
    expect(data.totals).toHaveLength(4);
    const lastWeek = addDays(today(), -weekdayOf(today()));
    expect(data.totals.map((w) => w.week_start)).toEqual([-21, -14, -7, 0].map((d) => addDays(lastWeek, d)));
    for (const facility of data.facilities) {
      expect(facility.weeks).toHaveLength(4);
      const week = facility.weeks[1]!;
      const own = (
        await t.call(dashboardContract, {
          query: { start_date: week.week_start, end_date: week.week_end },
          headers: bearer(owner.authorization!.slice(7), facility.id),
        })
      ).data;
      expect({ budgeted: week.budgeted, confirmed: week.confirmed, actual: week.actual }).toEqual(own.hppd);
      expect(week.confirmed_variance).toBe(
        week.confirmed === null || week.budgeted === null ? null : Math.round((week.confirmed - week.budgeted) * 100) / 100,
      );
    }
  });
});
