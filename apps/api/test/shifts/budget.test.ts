import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { budgetDetailsContract } from '@careroster/shared/api/shifts/budget-details';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { getCensusContract } from '@careroster/shared/api/shifts/get-census';
import { saveCensusContract } from '@careroster/shared/api/shifts/save-census';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignments, timecards } from '../../src/db/schema';
import { ensureTimecard } from '../../src/modules/timekeeping/timecards';
import type { QueryOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { addNurse, addPosition, addShift, today } from './fixtures';

const t = useTestApp();
const sessions = useDemoSessions(t);

const census = (date: string) => t.call(getCensusContract, { params: { date }, headers: sessions.admin });
const budgetDetails = (date: string, query: QueryOf<typeof budgetDetailsContract> = {}) =>
  t.call(budgetDetailsContract, { params: { date }, query, headers: sessions.admin });
const dashboard = (start_date: string, end_date: string) =>
  t.call(dashboardContract, { query: { start_date, end_date }, headers: sessions.admin });
const assign = (shiftId: string, positionId: string, ids: string[]) =>
  t.call(assignEmployeesContract, {
    params: { id: shiftId },
    body: { nurses: ids.map((id) => ({ id })), position: positionId },
    headers: sessions.admin,
  });

// A day far ahead that the demo seed leaves empty: every figure below comes from these rows.
const day = addDays(today(), 200);

describe('census and budget', () => {
  it('stores the patient count and budget lines of a day', async () => {
    const res = await t.call(saveCensusContract, {
      params: { date: day },
      body: { patient_count: 100, budget_lines: [{ job_title_id: JOB_TITLE_IDS.RN, budgeted_hours: 20, budgeted_spend: 900 }] },
      headers: sessions.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      date: day,
      patient_count: 100,
      budget_lines: [
        { job_title_id: JOB_TITLE_IDS.RN, job_title: 'Registered Nurse', budgeted_hours: 20, budgeted_hppd: 0.2, budgeted_spend: 900 },
      ],
    });
    expect((await census(day)).data.patient_count).toBe(100);
  });

  it('answers the budget day details from census, budget, positions and bookings', async () => {
    const shift = await addShift(t, sessions.sunrise, { daysAhead: 200 });
    const position = await addPosition(t, shift, { totalPositions: 3 });
    const nurse = await addNurse(t, sessions.sunrise, { hourlyRateCents: 4000 });
    expect((await assign(shift.id, position.id, [nurse.id])).statusCode).toBe(200);
    const details = (await budgetDetails(day, { 'shift_id[]': [shift.id] })).data;
    // 07:00-15:00 less 30 minutes of meal: 7.5 paid hours at $40.
    expect(details).toEqual({
      patient_count: 100,
      budget_status: { status: 'UNDER', budgeted_hours: 20, confirmed_hours: 7.5, actual_hours: 0 },
      hppd: { budgeted_hppd: 0.2, confirmed_hppd: 0.08, actual_hppd: 0 },
      spend: { budgeted: 900, current: 300 },
      position_detail: [
        {
          name: 'Registered Nurse',
          total_accepted_employee: 1,
          positions: 3,
          budgeted_hours: 20,
          hours: { confirmed_hours: 7.5, active_hours: 0 },
        },
      ],
    });
    expect((await budgetDetails(addDays(day, 1))).data).toMatchObject({
      patient_count: null,
      budget_status: { status: null },
    });
  });

  it('counts the approved timecards of the day as actual hours, as the dashboard does', async () => {
    const shift = await addShift(t, sessions.sunrise, { daysAhead: 200 });
    const position = await addPosition(t, shift, { totalPositions: 1 });
    const nurse = await addNurse(t, sessions.sunrise, { hourlyRateCents: 4000 });
    expect((await assign(shift.id, position.id, [nurse.id])).statusCode).toBe(200);
    const [booking] = await t.deps.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.positionId, position.id));
    const card = await ensureTimecard(t.deps.db, booking!.id);
    const only = () => budgetDetails(day, { 'shift_id[]': [shift.id] });
    await t.deps.db.update(timecards).set({ workedMinutes: 420, status: 'PENDING' }).where(eq(timecards.id, card.id));
    expect((await only()).data.budget_status.actual_hours).toBe(0);
    await t.deps.db.update(timecards).set({ status: 'APPROVED' }).where(eq(timecards.id, card.id));
    expect((await only()).data).toMatchObject({ budget_status: { actual_hours: 7 }, hppd: { actual_hppd: 0.07 } });
  });

  it('refuses a day that does not exist', async () => {
    expect((await budgetDetails('2026-02-30')).statusCode).toBe(422);
  });
});

describe('GET facilities/dashboard', () => {
  it('computes every card from real rows, overtime over 40 hours a week', async () => {
    const sunday = (date: string) => addDays(date, -weekdayOf(date));
    const from = sunday(addDays(today(), 300));
    const to = addDays(from, 6);
    const internal = await addNurse(t, sessions.sunrise, { hourlyRateCents: 4000 });
    const external = await addNurse(t, sessions.sunrise, { workerType: 'EN' });
    const floorId = (await dashboard(from, to)).data.floors[0]!.id;
    // Six 12-hour days (11.5 paid) for the internal nurse: 69 hours, 29 over 40.
    for (let d = 0; d < 6; d += 1) {
      const daysAhead = Math.round((Date.parse(addDays(from, d)) - Date.parse(today())) / 86_400_000);
      const s = await addShift(t, sessions.sunrise, { daysAhead, start: '07:00', end: '19:00', floorId });
      const p = await addPosition(t, s, { totalPositions: 2, applicableFor: ['IN', 'EN'], rateCents: 5000 });
      expect((await assign(s.id, p.id, d === 0 ? [internal.id, external.id] : [internal.id])).statusCode).toBe(200);
    }
    const data = (await dashboard(from, to)).data;
    expect(data).toMatchObject({
      open_positions: { filled: 7, total: 12, percentage: 58.33 },
      internal_hours: 69,
      external_hours: 11.5,
      agency_hours: 0,
      overtime_hours: 29,
      total_spent: 69 * 40 + 11.5 * 50,
      hppd: { confirmed: null, budgeted: null },
    });
    expect(data.floors[0]).toMatchObject({ id: floorId, accepted: 7, budgeted: 12 });
  });
});
