import { corporateDashboardContract } from '@careroster/shared/api/owner/get-corporate-dashboard';
import { hppdWeeklyContract } from '@careroster/shared/api/owner/get-hppd-weekly';
import { budgetDetailsContract } from '@careroster/shared/api/shifts/budget-details';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { saveCensusContract } from '@careroster/shared/api/shifts/save-census';
import { approveTimecardsContract } from '@careroster/shared/api/timekeeping/timecard-actions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { timecards } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { dataOf } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { workedThrough, type Worked } from '../overtime/imported-work';

// Decision 055: booked and worked hours of a day are the minutes inside that facility-local
// calendar day, on the dashboard, the budget day details and the owner's corporate view alike.
// Each case works one booked night whose punches come from a CSV and are approved, on fixed days
// of 2025 the demo leaves empty (before every instant the suite runs at); Sunrise is in New York.
const t = useTestApp();
const s = useDemoSessions(t);
let owner: Record<string, string>;

beforeAll(async () => {
  owner = bearer((await t.login(demoUsers.owner)).token);
});

/** The night booked, worked and approved: booked and actual hours then count the same minutes. */
async function approvedNight(night: Worked) {
  const nurse = await workedThrough(t, s.sunrise, s.admin, [night]);
  const cards = await t.deps.db.select({ id: timecards.id }).from(timecards).where(eq(timecards.employeeId, nurse.id));
  dataOf(await t.call(approveTimecardsContract, { body: { timecard_ids: cards.map((c) => c.id) }, headers: s.admin }));
}

const dashboardHours = async (from: string, to = from) =>
  dataOf(await t.call(dashboardContract, { query: { start_date: from, end_date: to }, headers: s.admin })).hours;
const budgetHours = async (date: string) => {
  const details = dataOf(await t.call(budgetDetailsContract, { params: { date }, query: {}, headers: s.admin }));
  const { confirmed_hours, actual_hours } = details.budget_status;
  return { confirmed_hours, actual_hours, rn: details.position_detail.map((p) => [p.name, p.hours.confirmed_hours]) };
};
const corporateDays = async (from: string, to: string) => {
  const data = dataOf(
    await t.call(corporateDashboardContract, { query: { start_date: from, end_date: to, 'facility_ids[]': [s.sunrise] }, headers: owner }),
  );
  return {
    days: data.facilities[0]!.days.map((d) => [d.date, d.hours.confirmed, d.hours.actual]),
    total: [data.totals.hours.confirmed, data.totals.hours.actual],
  };
};

describe('a night shift on the day details and the corporate view (decision 055)', () => {
  it('counts 19:00-07:00 5 hours on its start day and 7 on the next, booked and worked alike', async () => {
    await approvedNight({ date: '2025-06-04', start: '19:00', end: '07:00', endDate: '2025-06-05' });
    expect(await dashboardHours('2025-06-04')).toMatchObject({ confirmed: 5, actual: 5 });
    expect(await dashboardHours('2025-06-05')).toMatchObject({ confirmed: 7, actual: 7 });
    expect(await dashboardHours('2025-06-04', '2025-06-05')).toMatchObject({ confirmed: 12, actual: 12 });
    expect(await budgetHours('2025-06-04')).toEqual({ confirmed_hours: 5, actual_hours: 5, rn: [['Registered Nurse', 5]] });
    // The next day has no opening of its own; the night's title is listed with its hours after midnight.
    expect(await budgetHours('2025-06-05')).toEqual({ confirmed_hours: 7, actual_hours: 7, rn: [['Registered Nurse', 7]] });
    expect(await corporateDays('2025-06-04', '2025-06-05')).toEqual({
      days: [
        ['2025-06-04', 5, 5],
        ['2025-06-05', 7, 7],
      ],
      total: [12, 12],
    });
  });

  it("adds a week's HPPD up from its days: 12 booked hours over 20 patient days is 0.6", async () => {
    for (const date of ['2025-06-04', '2025-06-05'])
      dataOf(await t.call(saveCensusContract, { params: { date }, body: { patient_count: 10, budget_lines: [] }, headers: s.admin }));
    const weekly = dataOf(
      await t.call(hppdWeeklyContract, { query: { end_date: '2025-06-05', weeks: 1, 'facility_ids[]': [s.sunrise] }, headers: owner }),
    );
    expect(weekly.facilities[0]!.weeks[0]).toMatchObject({ week_start: '2025-06-01', patient_days: 20, confirmed: 0.6, actual: 0.6 });
  });
});

describe('daylight-saving nights keep the wall clock (decision 055)', () => {
  it('fall back: 22:00-08:00 is 11 hours, 2 on Saturday and 9 on the 25-hour Sunday', async () => {
    await approvedNight({ date: '2025-11-01', start: '22:00', end: '08:00', endDate: '2025-11-02' });
    expect(await corporateDays('2025-11-01', '2025-11-02')).toEqual({
      days: [
        ['2025-11-01', 2, 2],
        ['2025-11-02', 9, 9],
      ],
      total: [11, 11],
    });
    expect(await budgetHours('2025-11-02')).toMatchObject({ confirmed_hours: 9, actual_hours: 9 });
  });

  it('spring forward: 22:00-08:00 is 9 hours, 2 on Saturday and 7 on the 23-hour Sunday', async () => {
    await approvedNight({ date: '2025-03-08', start: '22:00', end: '08:00', endDate: '2025-03-09' });
    expect(await corporateDays('2025-03-08', '2025-03-09')).toEqual({
      days: [
        ['2025-03-08', 2, 2],
        ['2025-03-09', 7, 7],
      ],
      total: [9, 9],
    });
    expect(await dashboardHours('2025-03-09')).toMatchObject({ confirmed: 7, actual: 7 });
  });
});
