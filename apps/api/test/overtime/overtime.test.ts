import { productMessages } from '@careroster/shared/messages';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { getEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { listEmployeesContract } from '@careroster/shared/api/employees/list-employees';
import { getOvertimeDetailsContract } from '@careroster/shared/api/overtime/get-overtime-details';
import { listOvertimeContract } from '@careroster/shared/api/overtime/list-overtime';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments, facilities, notifications, overtimeAlerts, overtimeOverrides, timecards } from '../../src/db/schema';
import { raiseOvertimeAlerts } from '../../src/modules/overtime/alerts-job';
import { applyToPosition } from '../../src/modules/shifts/applicants';
import { systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse, addPosition, addShift, today, zone } from '../shifts/fixtures';
import { dataOf, messagesOf } from '../helpers/contract-call';

const t = useTestApp();
const s = useDemoSessions(t);

const assign = (shiftId: string, position: string, ids: string[], extra: object = {}) =>
  t.call(assignEmployeesContract, {
    params: { id: shiftId },
    body: { nurses: ids.map((id) => ({ id })), position, ...extra },
    headers: s.admin,
  });
const setFacility = (values: Partial<typeof facilities.$inferInsert>) =>
  t.deps.db.update(facilities).set(values).where(eq(facilities.id, s.sunrise));

const daysFromToday = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / 86_400_000);
/** A shift of Sunrise on a facility-local date, with one position for internal RNs. */
async function shiftOn(date: string, start: string, end: string) {
  const shift = await addShift(t, s.sunrise, { daysAhead: daysFromToday(date), start, end });
  const position = await addPosition(t, shift, { totalPositions: 3 });
  return { shift, position };
}
/** Books a nurse on a new shift straight through the assign call. */
async function book(employeeId: string, date: string, start: string, end: string) {
  const { shift, position } = await shiftOn(date, start, end);
  dataOf(await assign(shift.id, position.id, [employeeId]));
  const [row] = await t.deps.db
    .select()
    .from(assignments)
    .where(and(eq(assignments.positionId, position.id), eq(assignments.employeeId, employeeId)));
  return { shift, position, assignment: row! };
}

// Weeks far ahead that the demo seed leaves empty, one per test, so figures are only these rows.
const farWeek = (weeks: number) => weekStartOf(addDays(today(), 7 * weeks));

describe('projection on assign and accept', () => {
  it('warns with the overtime hours a booking adds and their cost (WARN)', async () => {
    const sunday = farWeek(40);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 4000 });
    // Sunday to Wednesday 07:00-16:00 less 30 minutes of meal: 4 x 8.5 = 34 hours.
    for (let d = 0; d < 4; d += 1) await book(nurse.id, addDays(sunday, d), '07:00', '16:00');
    const { shift, position } = await shiftOn(addDays(sunday, 4), '07:00', '16:00');
    const answer = dataOf(await assign(shift.id, position.id, [nurse.id]));
    // 34 + 8.5 = 42.5: 2.5 hours over 40, at $40 x 1.5 = $150.
    expect(answer.overtime).toEqual([
      {
        employee_id: nurse.id,
        name: nurse.name,
        overtime_hours: 2.5,
        cost: 150,
        message: productMessages.overtimeWarning(nurse.name, '2.50', '$150.00'),
      },
    ]);
    // Next week's shift adds none.
    const next = await shiftOn(addDays(sunday, 7), '07:00', '16:00');
    expect(dataOf(await assign(next.shift.id, next.position.id, [nurse.id])).overtime).toEqual([]);
  });

  it('blocks without a reason where the facility says BLOCK, and records the override with one', async () => {
    const sunday = farWeek(42);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    for (let d = 0; d < 4; d += 1) await book(nurse.id, addDays(sunday, d), '07:00', '17:00'); // 4 x 9.5 = 38
    await setFacility({ overtimeEnforcement: 'BLOCK' });
    try {
      const { shift, position } = await shiftOn(addDays(sunday, 5), '07:00', '17:00');
      const refused = await assign(shift.id, position.id, [nurse.id]);
      expect(refused.statusCode).toBe(409);
      // 38 + 9.5 = 47.5: 7.5 hours over, at $30 x 1.5 = $337.50.
      expect(messagesOf(refused)).toEqual([
        productMessages.overtimeBlocked,
        productMessages.overtimeWarning(nurse.name, '7.50', '$337.50'),
      ]);
      const none = await t.deps.db.select().from(assignments).where(eq(assignments.positionId, position.id));
      expect(none).toHaveLength(0);

      expect((await assign(shift.id, position.id, [nurse.id], { override_reason: '   ' })).statusCode).toBe(422);
      const allowed = dataOf(await assign(shift.id, position.id, [nurse.id], { override_reason: 'Short-staffed on the floor' }));
      expect(allowed.overtime.map((w) => w.overtime_hours)).toEqual([7.5]);
      const [booking] = await t.deps.db.select().from(assignments).where(eq(assignments.positionId, position.id));
      const overrides = await t.deps.db.select().from(overtimeOverrides).where(eq(overtimeOverrides.employeeId, nurse.id));
      expect(overrides).toEqual([
        expect.objectContaining({
          facilityId: s.sunrise,
          assignmentId: booking!.id,
          overtimeMinutes: 450,
          costCents: 33_750,
          reason: 'Short-staffed on the floor',
          createdBy: expect.any(String),
        }),
      ]);

      // Accepting an applicant follows the same rule.
      const other = await shiftOn(addDays(sunday, 6), '07:00', '11:30'); // 4 hours
      const application = await applyToPosition(systemCtx(t), {
        facilityId: s.sunrise,
        positionId: other.position.id,
        employeeId: nurse.id,
      });
      const params = { id: other.shift.id, applicationId: application.id };
      const blocked = await t.call(decideApplicantContract, { params, headers: s.admin, body: { status: 'ACCEPTED' } });
      expect(blocked.statusCode).toBe(409);
      expect(messagesOf(blocked)[0]).toBe(productMessages.overtimeBlocked);
      const accepted = dataOf(
        await t.call(decideApplicantContract, {
          params,
          headers: s.admin,
          body: { status: 'ACCEPTED', override_reason: 'Covering a sick call' },
        }),
      );
      // Already 7.5 over: all 4 hours are overtime, $180.
      expect(accepted).toMatchObject({ status: 'ACCEPTED', overtime: [{ employee_id: nurse.id, overtime_hours: 4, cost: 180 }] });
      expect(await t.deps.db.select().from(overtimeOverrides).where(eq(overtimeOverrides.employeeId, nurse.id))).toHaveLength(2);
    } finally {
      await setFacility({ overtimeEnforcement: 'WARN' });
    }
  });

  it('does not block a booking that causes no overtime', async () => {
    await setFacility({ overtimeEnforcement: 'BLOCK' });
    try {
      const nurse = await addNurse(t, s.sunrise);
      const { shift, position } = await shiftOn(addDays(farWeek(44), 2), '07:00', '15:00');
      expect(dataOf(await assign(shift.id, position.id, [nurse.id])).overtime).toEqual([]);
    } finally {
      await setFacility({ overtimeEnforcement: 'WARN' });
    }
  });
});

describe('the list, the details and the dashboard, against a hand-computed week', () => {
  let sunday: string;
  let heavy: Awaited<ReturnType<typeof addNurse>>;
  let near: Awaited<ReturnType<typeof addNurse>>;
  let light: Awaited<ReturnType<typeof addNurse>>;

  beforeAll(async () => {
    sunday = farWeek(46);
    heavy = await addNurse(t, s.sunrise, { hourlyRateCents: 4000 });
    near = await addNurse(t, s.sunrise, { hourlyRateCents: 3500 });
    light = await addNurse(t, s.sunrise, { hourlyRateCents: 3500 });
    // heavy: Sunday 07:00-19:00 worked (approved timecard 06:55-19:25, 12 hours after the meal),
    // Monday to Wednesday 07:00-19:00 scheduled (11.5 each), Thursday disputed (counts nothing).
    const first = await book(heavy.id, sunday, '07:00', '19:00');
    for (let d = 1; d <= 3; d += 1) await book(heavy.id, addDays(sunday, d), '07:00', '19:00');
    const disputed = await book(heavy.id, addDays(sunday, 4), '07:00', '15:00');
    const card = (
      a: typeof first.assignment,
      status: 'APPROVED' | 'DISPUTED',
      inAt: string,
      outAt: string,
      minutes: number,
      date: string,
    ) => ({
      facilityId: s.sunrise,
      assignmentId: a.id,
      employeeId: a.employeeId,
      workDate: date,
      clockInAt: zonedInstant(date, inAt, zone),
      clockOutAt: zonedInstant(date, outAt, zone),
      breakMinutes: 30,
      workedMinutes: minutes,
      status,
      disputeReason: status === 'DISPUTED' ? 'Left early' : null,
    });
    await t.deps.db
      .insert(timecards)
      .values([
        card(first.assignment, 'APPROVED', '06:55', '19:25', 720, sunday),
        card(disputed.assignment, 'DISPUTED', '07:00', '15:00', 450, addDays(sunday, 4)),
      ]);
    // near: 4 x 8.5 = 34 hours, 6 short of 40. light: 3 x 7.5 = 22.5, not listed.
    for (let d = 0; d < 4; d += 1) await book(near.id, addDays(sunday, d), '07:00', '16:00');
    for (let d = 0; d < 3; d += 1) await book(light.id, addDays(sunday, d), '07:00', '15:00');
  });

  it('lists who is in or near overtime with hours and cost', async () => {
    const list = (await t.call(listOvertimeContract, { query: { week_start: addDays(sunday, 3) }, headers: s.admin })).data;
    expect(list).toMatchObject({ week_start: sunday, week_end: addDays(sunday, 6), rule: 'FLSA_WEEKLY' });
    // heavy: 12 + 3 x 11.5 = 46.5 hours: 40 regular, 6.5 overtime at $60 = $390.
    expect(list.results).toEqual([
      expect.objectContaining({
        employee_id: heavy.id,
        status: 'OVERTIME',
        worked_hours: 46.5,
        regular_hours: 40,
        overtime_hours: 6.5,
        double_time_hours: 0,
        overtime_cost: 390,
      }),
      expect.objectContaining({
        employee_id: near.id,
        status: 'NEAR_OVERTIME',
        worked_hours: 34,
        regular_hours: 34,
        overtime_hours: 0,
        overtime_cost: 0,
        hours_to_threshold: 6,
      }),
    ]);
    expect(list.results.map((r) => r.employee_id)).not.toContain(light.id);
  });

  it("answers one employee's week day by day, with the shift that crossed 40 split", async () => {
    const details = (
      await t.call(getOvertimeDetailsContract, { params: { employeeId: heavy.id }, query: { week_start: sunday }, headers: s.admin })
    ).data;
    expect(details.week_start).toBe(sunday);
    expect(details.status).toBe('OVERTIME');
    expect(details.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => addDays(sunday, d)));
    expect(details.days[0]).toMatchObject({
      worked_hours: 12,
      regular_hours: 12,
      overtime_hours: 0,
      total_pay: 480,
      shifts: [{ source: 'ACTUAL', worked_hours: 12 }],
    });
    // Wednesday: 35 hours before it, so 5 regular and 6.5 overtime: 5 x $40 + 6.5 x $60 = $590.
    expect(details.days[3]).toMatchObject({
      worked_hours: 11.5,
      regular_hours: 5,
      overtime_hours: 6.5,
      total_pay: 590,
      shifts: [{ source: 'SCHEDULED' }],
    });
    // Thursday's disputed timecard counts nothing until it is settled.
    expect(details.days[4]).toMatchObject({ worked_hours: 0, shifts: [] });
    expect(details.totals).toEqual({
      worked_hours: 46.5,
      regular_hours: 40,
      overtime_hours: 6.5,
      double_time_hours: 0,
      regular_pay: 1600,
      overtime_pay: 390,
      double_time_pay: 0,
      total_pay: 1990,
    });
  });

  it('gives the dashboard the same overtime figure', async () => {
    const dashboard = (await t.call(dashboardContract, { query: { start_date: sunday, end_date: addDays(sunday, 6) }, headers: s.admin }))
      .data;
    expect(dashboard.overtime_hours).toBe(6.5);
    // A range of Wednesday alone holds all of it: the engine computes the whole week, then counts the range's days.
    expect(
      (await t.call(dashboardContract, { query: { start_date: addDays(sunday, 3), end_date: addDays(sunday, 3) }, headers: s.admin })).data
        .overtime_hours,
    ).toBe(6.5);
    expect(
      (await t.call(dashboardContract, { query: { start_date: sunday, end_date: addDays(sunday, 2) }, headers: s.admin })).data
        .overtime_hours,
    ).toBe(0);
  });

  it('applies the facility rule: California splits a long day into double time', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000 });
    const week = farWeek(48);
    await book(nurse.id, addDays(week, 2), '07:00', '21:30'); // 14 hours after the meal
    await setFacility({ overtimeRule: 'CALIFORNIA' });
    try {
      const details = (
        await t.call(getOvertimeDetailsContract, { params: { employeeId: nurse.id }, query: { week_start: week }, headers: s.admin })
      ).data;
      // 8 at $20, 4 at $30, 2 at $40.
      expect(details.totals).toMatchObject({ regular_hours: 8, overtime_hours: 4, double_time_hours: 2, total_pay: 160 + 120 + 80 });
    } finally {
      await setFacility({ overtimeRule: 'FLSA_WEEKLY' });
    }
  });
});

describe('this week: the employee card, the list and the alert job agree', () => {
  it('marks the card, lists her and raises one OVERTIME notification per week', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 4000, first: 'Olive', last: 'Overtimer' });
    const sunday = weekStartOf(today());
    // Sunday to Thursday 07:00-17:00 (9.5 hours each): 47.5 hours this week, 7.5 over 40.
    for (let d = 0; d < 5; d += 1) {
      const { shift, position } = await shiftOn(addDays(sunday, d), '07:00', '17:00');
      await t.deps.db.insert(assignments).values({
        facilityId: s.sunrise,
        positionId: position.id,
        employeeId: nurse.id,
        nurseId: nurse.nurseId,
        source: 'MANAGER',
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
      });
    }
    const list = (await t.call(listOvertimeContract, { headers: s.admin })).data;
    expect(list.results.find((r) => r.employee_id === nurse.id)).toMatchObject({
      status: 'OVERTIME',
      worked_hours: 47.5,
      overtime_hours: 7.5,
      overtime_cost: 450,
    });
    const details = (await t.call(getOvertimeDetailsContract, { params: { employeeId: nurse.id }, headers: s.admin })).data;
    expect(details).toMatchObject({ week_start: sunday, status: 'OVERTIME', totals: { overtime_hours: 7.5 } });
    expect((await t.call(getEmployeeContract, { params: { employeeId: nurse.id }, headers: s.admin })).data.overtime_status).toBe(
      'OVERTIME',
    );
    const cards = (await t.call(listEmployeesContract, { query: { search: 'Overtimer' }, headers: s.admin })).data;
    expect(cards.results.find((c) => c.id === nurse.id)?.overtime_status).toBe('OVERTIME');

    const first = await raiseOvertimeAlerts(systemCtx(t));
    const hers = first.filter((r) => r.typeId === nurse.id);
    expect(hers.length).toBeGreaterThan(0);
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'OVERTIME'), eq(notifications.typeId, nurse.id)));
    expect(rows.length).toBe(hers.length);
    expect(rows[0]).toMatchObject({
      nurseId: nurse.nurseId,
      title: productMessages.overtimeAlertTitle,
      body: productMessages.overtimeAlertBody('Olive Overtimer', '47.50', '7.50', false),
    });
    expect(await t.deps.db.select().from(overtimeAlerts).where(eq(overtimeAlerts.employeeId, nurse.id))).toEqual([
      expect.objectContaining({ facilityId: s.sunrise, weekStart: sunday }),
    ]);
    // A second run (a retry, another instance) tells no one again.
    expect((await raiseOvertimeAlerts(systemCtx(t))).filter((r) => r.typeId === nurse.id)).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'OVERTIME'), eq(notifications.typeId, nurse.id))),
    ).toHaveLength(rows.length);
  });
});

describe('tenancy', () => {
  it("answers 404 for another facility's employee and 403 for a facility the caller is not a member of", async () => {
    const nurse = await addNurse(t, s.sunrise);
    expect((await t.call(getOvertimeDetailsContract, { params: { employeeId: nurse.id }, headers: s.manager })).statusCode).toBe(404);
    expect((await t.call(listOvertimeContract, { headers: { ...s.admin, 'facility-id': s.maple } })).statusCode).toBe(403);
    // Maple's list never shows Sunrise's nurses.
    const list = (await t.call(listOvertimeContract, { headers: s.manager })).data;
    expect(list.results.map((r) => r.employee_id)).not.toContain(nurse.id);
  });
});
