import { changePayContract, getPayContract } from '@careroster/shared/api/records/pay-details';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import type { PayDetailsInput } from '@careroster/shared/validation/pay-details';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, employees, payrollRuns } from '../../src/db/schema';
import { PAY_IN_FORCE_JOB, payInForceJob } from '../../src/modules/records/pay-job';
import { dataOf, refused } from '../helpers/contract-call';
import { depsAt, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';

const t = useTestApp();
const s = useDemoSessions(t);

// Sunrise is EST (America/New_York); every date below is its calendar's.
const today = () => todayIn('EST', t.deps.clock.now());
const change = (employeeId: string, body: PayDetailsInput, headers = s.admin) =>
  t.call(changePayContract, { params: { employeeId }, body, headers });
const pay = (employeeId: string, headers = s.admin) => t.call(getPayContract, { params: { employeeId }, headers });
const held = async (employeeId: string) => {
  const [row] = await t.deps.db
    .select({ hourly: employees.hourlyRateCents, monthly: employees.monthlyRateCents, payType: employees.payType })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return row!;
};
const audits = (action: string, target: string) =>
  t.deps.db
    .select({ detail: auditLog.detail, userId: auditLog.userId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
const runJob = (at: Date) => payInForceJob(() => depsAt(t, at)).handler({}, { jobId: PAY_IN_FORCE_JOB, attempt: 1, log: t.app.log });

describe('pay details with effective dates (decision 064)', () => {
  it('answers the pay the employee row holds, with no history before the first change', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000, monthlyRateCents: null, payType: 'HOURLY' });
    const answer = dataOf(await pay(nurse.id));
    expect(answer).toMatchObject({
      employee_id: nurse.id,
      current: { hourly_rate: 30, monthly_rate: null, is_monthly_rate_set: false, pay_type: 'HOURLY' },
      today: today(),
      history: [],
    });
  });

  it('schedules a raise from next week: the card keeps the old rate, the history keeps both, the change is audited', async () => {
    const nurse = await addNurse(t, s.sunrise, {
      hourlyRateCents: 3000,
      monthlyRateCents: 520_000,
      dateOfJoining: '2025-03-01',
      payType: null,
    });
    const nextWeek = addDays(today(), 7);
    const answer = dataOf(
      await change(nurse.id, {
        effective_from: nextWeek,
        hourly_rate: 34.5,
        monthly_rate: 5980,
        pay_type: 'HOURLY',
        payment_category: 'W2',
      }),
    );
    expect(answer.current).toMatchObject({ hourly_rate: 30, monthly_rate: 5200 });
    expect(answer.history.map((h) => [h.effective_from, h.hourly_rate, h.state, h.changed_by])).toEqual([
      [nextWeek, 34.5, 'SCHEDULED', 'Adam Reyes'],
      ['2025-03-01', 30, 'IN_FORCE', null],
    ]);
    expect(await held(nurse.id)).toMatchObject({ hourly: 3000, monthly: 520_000 });
    const [audit] = await audits('pay.change', nurse.id);
    expect(JSON.parse(audit!.detail!)).toEqual({
      effective_from: nextWeek,
      changes: {
        hourly_rate: { before: 30, after: 34.5 },
        monthly_rate: { before: 5200, after: 5980 },
        pay_type: { before: null, after: 'HOURLY' },
      },
    });

    // The job before the day changes nothing; on the day (Sunrise's midnight) it moves the card, once.
    await runJob(zonedInstant(addDays(nextWeek, -1), '23:30', 'America/New_York'));
    expect(await held(nurse.id)).toMatchObject({ hourly: 3000 });
    const onTheDay = zonedInstant(nextWeek, '00:05', 'America/New_York');
    await runJob(onTheDay);
    expect(await held(nurse.id)).toMatchObject({ hourly: 3450, monthly: 598_000, payType: 'HOURLY' });
    const moved = await audits('pay.in_force', nurse.id);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.userId).toBeNull();
    await runJob(onTheDay);
    expect(await audits('pay.in_force', nurse.id)).toHaveLength(1);
  });

  it('writes a change dated today onto the employee at once; an hourly rate left empty comes from the monthly one', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2500, monthlyRateCents: null });
    const answer = dataOf(await change(nurse.id, { effective_from: today(), monthly_rate: 6240, payment_category: 'W2' }));
    // $6,240 x 12 / 2,080 = $36.00.
    expect(answer.current).toMatchObject({ hourly_rate: 36, monthly_rate: 6240, is_monthly_rate_set: true, payment_category: 'W2' });
    expect(await held(nurse.id)).toMatchObject({ hourly: 3600, monthly: 624_000 });
    expect(answer.history.map((h) => h.state)).toEqual(['IN_FORCE', 'PAST']);
  });

  it('corrects a date that already has a row in place, and keeps a past change from moving today’s rate', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000, dateOfJoining: '2025-01-01' });
    const later = addDays(today(), 14);
    await change(nurse.id, { effective_from: later, hourly_rate: 22 });
    const corrected = dataOf(await change(nurse.id, { effective_from: later, hourly_rate: 23 }));
    expect(corrected.history.filter((h) => h.effective_from === later).map((h) => h.hourly_rate)).toEqual([23]);
    // A change dated last month while today's row is the joining one: it is in force today, so the card moves.
    const lastMonth = addDays(today(), -30);
    const answer = dataOf(await change(nurse.id, { effective_from: lastMonth, hourly_rate: 21 }));
    expect(answer.current.hourly_rate).toBe(21);
    expect(answer.history.map((h) => [h.effective_from, h.state])).toEqual([
      [later, 'SCHEDULED'],
      [lastMonth, 'IN_FORCE'],
      ['2025-01-01', 'PAST'],
    ]);
  });

  it('refuses a date inside approved payroll (409), naming the first day a change may take', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000 });
    // Sunrise's own run, far enough back that the other tests' dates stay open.
    const end = addDays(today(), -200);
    await t.deps.db
      .insert(payrollRuns)
      .values({ facilityId: s.sunrise, periodStart: addDays(end, -6), periodEnd: end, status: 'APPROVED' });
    expect(refused(await change(nurse.id, { effective_from: end, hourly_rate: 25 }), 409)).toEqual([
      productMessages.paySettled(formatDate(end), formatDate(addDays(end, 1))),
    ]);
    expect((await change(nurse.id, { effective_from: addDays(end, 1), hourly_rate: 25 })).statusCode).toBe(200);
    expect(dataOf(await pay(nurse.id)).settled_through).toBe(end);
  });

  it('refuses bad input with a 422 naming each problem, and saves nothing', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000 });
    const date = addDays(today(), 3);
    const hourly = productMessages.payHourlyRateInvalid('$1,000.00');
    expect(refused(await change(nurse.id, { effective_from: date, hourly_rate: -5 }), 422)).toEqual([hourly]);
    expect(refused(await change(nurse.id, { effective_from: date, hourly_rate: 30.123 }), 422)).toEqual([hourly]);
    expect(refused(await change(nurse.id, { effective_from: date, hourly_rate: 1000.01 }), 422)).toEqual([hourly]);
    expect(refused(await change(nurse.id, { effective_from: date, monthly_rate: 0 }), 422)).toEqual([
      productMessages.payMonthlyRateInvalid('$100,000.00'),
    ]);
    expect(refused(await change(nurse.id, { effective_from: '2026-02-30', hourly_rate: 30 }), 422)).toEqual([productMessages.invalidDate]);
    expect(refused(await change(nurse.id, { effective_from: '18/11/2026', hourly_rate: 30 }), 422)).toEqual([productMessages.invalidDate]);
    expect(refused(await change(nurse.id, { effective_from: '', hourly_rate: 30 }), 422)).toEqual([
      productMessages.payEffectiveFromRequired,
    ]);
    expect(refused(await change(nurse.id, { effective_from: date }), 422)).toEqual([productMessages.payRateRequired]);
    expect(refused(await change(nurse.id, { effective_from: date, hourly_rate: 30, pay_type: 'X'.repeat(41) }), 422)).toEqual([
      productMessages.payTextTooLong(productMessages.payTypeLabel, 40),
    ]);
    // A JSON body carries numbers: a rate as text is refused too.
    const text = await t.app.inject({
      method: 'POST',
      url: `/api/v1/facilities/employees/${nurse.id}/pay`,
      headers: s.admin,
      payload: { effective_from: date, hourly_rate: '30' },
    });
    expect(text.statusCode).toBe(422);
    expect(dataOf(await pay(nurse.id)).history).toEqual([]);
    expect(await held(nurse.id)).toMatchObject({ hourly: 2000 });
  });

  it('is money: a manager gets 403; another facility’s employee is 404', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 2000 });
    expect((await pay(nurse.id, s.manager)).statusCode).toBe(403);
    expect((await change(nurse.id, { effective_from: today(), hourly_rate: 30 }, s.manager)).statusCode).toBe(403);
    const maple = await addNurse(t, s.maple, { hourlyRateCents: 2000 });
    expect((await pay(maple.id)).statusCode).toBe(404);
    expect((await change(maple.id, { effective_from: today(), hourly_rate: 30 })).statusCode).toBe(404);
    expect(await held(maple.id)).toMatchObject({ hourly: 2000 });
  });
});
