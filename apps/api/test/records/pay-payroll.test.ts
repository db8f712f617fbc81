import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { getPayrollRunContract } from '@careroster/shared/api/payroll/get-run';
import { changePayContract } from '@careroster/shared/api/records/pay-details';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { approvedPto, workShift } from '../payroll/helpers';
import { addNurse } from '../shifts/fixtures';

// The test clock: the periods after today end only once it moves (decision 047).
const t = useTestApp({ config: { testClock: true } });
const s = useDemoSessions(t);
const zone = 'America/New_York';

let n = 0;
const keyed = () => ({ ...s.admin, 'idempotency-key': `pay-payroll-${process.pid}-${++n}` });
const lineOf = async (periodStart: string, employeeId: string) => {
  const run = dataOf(await t.call(computePayrollRunContract, { body: { period_start: periodStart }, headers: keyed() }));
  const details = dataOf(await t.call(getPayrollRunContract, { params: { runId: run.id }, headers: s.admin }));
  return details.lines.find((l) => l.employee_id === employeeId)!;
};
const changePay = (employeeId: string, body: { effective_from: string; hourly_rate: number }) =>
  t.call(changePayContract, { params: { employeeId }, body, headers: s.admin });

describe('payroll prices each day at the rate in force that day (decision 064)', () => {
  it("a raise effective next week leaves this week's run at the old rate and pays the next period at the new one", async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000 });
    // Sunrise pays WEEKLY from Sunday.
    const thisWeek = weekStartOf(todayIn('EST', t.deps.clock.now()));
    const nextWeek = addDays(thisWeek, 7);
    await workShift(t, nurse, zone, addDays(thisWeek, 1), 8);
    await workShift(t, nurse, zone, addDays(nextWeek, 1), 8);
    // PTO across the line: Saturday at the old rate, Sunday at the new one.
    await approvedPto(t, nurse, addDays(thisWeek, 6), nextWeek, 16);
    expect((await changePay(nurse.id, { effective_from: nextWeek, hourly_rate: 36 })).statusCode).toBe(200);

    // Two weeks on, both periods have ended.
    t.deps.clock.adjustable!.advance(15 * 24 * 3_600_000);
    const before = await lineOf(thisWeek, nurse.id);
    expect(before).toMatchObject({ rate: 30, regular_pay: 240, pto_hours: 8, pto_pay: 240, gross: 480 });
    const after = await lineOf(nextWeek, nurse.id);
    expect(after).toMatchObject({ rate: 36, regular_pay: 288, pto_hours: 8, pto_pay: 288, gross: 576 });
  });

  it('29 CFR 778.115: a week at two rates pays overtime at half the weighted regular rate on top', async () => {
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 1400 });
    // A finished week long ago, before any run: $14 until Wednesday, $12 from Thursday (a cut).
    const sunday = weekStartOf(addDays(todayIn('EST', t.deps.clock.now()), -7 * 40));
    await changePay(nurse.id, { effective_from: sunday, hourly_rate: 14 });
    await changePay(nurse.id, { effective_from: addDays(sunday, 4), hourly_rate: 12 });
    for (const [day, hours] of [
      [1, 8],
      [2, 8],
      [3, 7],
      [4, 8],
      [5, 8],
      [6, 7],
    ] as const)
      await workShift(t, nurse, zone, addDays(sunday, day), hours);

    // 778.115 gives the rule, not figures; these reach 778.110(b)'s: ($322 + $276) / 46 h = $13.00,
    // 6 overtime hours x $6.50 = $39, $637 in all. 1.5 x $12 pays $36 of the premium, the adjustment $3.
    const line = await lineOf(sunday, nurse.id);
    expect(line.regular_rates).toEqual([
      expect.objectContaining({ worked_hours: 46, straight_pay: 598, regular_rate: 13, overtime_hours: 6, premium: 39, adjustment: 3 }),
    ]);
    expect(line).toMatchObject({ regular_pay: 526, overtime_pay: 108, overtime_adjustment_pay: 3, gross: 637 });
  });
});
