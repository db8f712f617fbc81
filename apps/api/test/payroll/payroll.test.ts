import { formatDate, formatDateRange, todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { approvePayrollRunContract } from '@careroster/shared/api/payroll/approve-run';
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { exportAdpContract, exportAgencyStatementContract, exportPaychexContract } from '@careroster/shared/api/payroll/export-run';
import { getPayrollRunContract } from '@careroster/shared/api/payroll/get-run';
import { createTaxAccountContract, setEinContract, setSuiRateContract } from '@careroster/shared/api/company/taxes';
import { listPayrollRunsContract } from '@careroster/shared/api/payroll/list-runs';
import { getPaychexCategoriesContract, updatePaychexCategoriesContract } from '@careroster/shared/api/payroll/paychex-categories';
import { payPayrollRunContract } from '@careroster/shared/api/payroll/pay-run';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, facilities, ledgerTransactions, notifications, payrollRunLines, payrollRuns, timecards } from '../../src/db/schema';
import { balancesOf } from '../../src/modules/ledger/balances';
import { draftReadyPeriods } from '../../src/modules/payroll/period-ready-job';
import { dataOf, refused } from '../helpers/contract-call';
import { systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';
import { approvedPto, workShift } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);

let n = 0;
const key = () => `payroll-test-${process.pid}-${++n}`;
/** A money call's headers: a fresh Idempotency-Key unless a test reuses one or leaves it out (null). */
const keyed = (headers: Record<string, string>, idempotencyKey: string | null = key()) => ({
  ...headers,
  ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
});
const compute = (periodStart: string, headers = s.admin) =>
  t.call(computePayrollRunContract, { body: { period_start: periodStart }, headers: keyed(headers) });
const approve = (runId: string, headers = s.admin) => t.call(approvePayrollRunContract, { params: { runId }, headers: keyed(headers) });
const details = async (runId: string) => (await t.call(getPayrollRunContract, { params: { runId }, headers: s.admin })).data;
const pay = (runId: string, ids: string[], idempotencyKey: string | null = key()) =>
  t.call(payPayrollRunContract, { params: { runId }, body: { employee_ids: ids }, headers: keyed(s.admin, idempotencyKey) });
const vault = async () => (await balancesOf(t.deps.db, s.sunrise)).VAULT;

// Weeks long before the demo's timecards, one per test, so every figure is this file's rows.
const farWeek = (weeksAgo: number, zone = 'EST') => weekStartOf(addDays(todayIn(zone, new Date()), -7 * weeksAgo));

describe('computing a run', () => {
  it("has a demo DRAFT of Sunrise's last finished period, computed from the seeded timecards", async () => {
    const listed = (await t.call(listPayrollRunsContract, { headers: s.admin })).data;
    const last = listed.periods[0]!;
    expect(last.start).toBe(addDays(weekStartOf(todayIn('EST', new Date())), -7));
    const seeded = listed.results.find((r) => r.id === last.run_id);
    expect(seeded).toMatchObject({ status: 'DRAFT', period_start: last.start });
    expect(seeded!.lines).toBeGreaterThan(0);
  });

  it('refuses a period that has not ended, and a date that does not start a period (422)', async () => {
    const current = weekStartOf(todayIn('EST', new Date()));
    const open = await compute(current);
    expect(refused(open, 422)).toEqual([productMessages.payrollPeriodOpen(formatDate(addDays(current, 6)))]);
    const monday = await compute(addDays(farWeek(40), 1));
    expect(refused(monday, 422)).toEqual([productMessages.payrollNotPeriodStart(formatDate(farWeek(40)))]);
    expect((await compute('2026-02-30x')).statusCode).toBe(422);
  });

  it('is money:read and money:move: a manager gets 403', async () => {
    expect((await t.call(listPayrollRunsContract, { headers: s.manager })).statusCode).toBe(403);
    expect((await compute(farWeek(40, 'CST'), s.manager)).statusCode).toBe(403);
    expect((await t.call(getPaychexCategoriesContract, { headers: s.manager })).statusCode).toBe(403);
  });
});

describe('a run from approved timecards, approved and paid', () => {
  const sunday = farWeek(30);
  const day = (d: number) => addDays(sunday, d);
  const people: Record<string, Awaited<ReturnType<typeof addNurse>>> = {};
  let runId: string;
  let pendingCard: string;

  beforeAll(async () => {
    people.inA = await addNurse(t, s.sunrise, { hourlyRateCents: 4000, paychexEmpId: 'PX-1001', paychexOrgId: 'ORG-77', last: 'Aaron' });
    people.inB = await addNurse(t, s.sunrise, { hourlyRateCents: 3000, last: 'Baker' });
    people.en1 = await addNurse(t, s.sunrise, { workerType: 'EN', hourlyRateCents: 3500, last: 'Carter' });
    people.en2 = await addNurse(t, s.sunrise, { workerType: 'EN', hourlyRateCents: 3500, last: 'Dalton' });
    people.an1 = await addNurse(t, s.sunrise, { workerType: 'AN', hourlyRateCents: 3600, last: 'Ellis' });
    const w = (k: string) => ({ id: people[k]!.id, nurseId: people[k]!.nurseId, facilityId: s.sunrise });
    // inA: five 9-hour days (40 regular, 5 overtime), Friday a special shift at $2.50/hr, and 8 hours of PTO on Saturday.
    for (const d of [1, 2, 3, 4]) await workShift(t, w('inA'), 'EST', day(d), 9);
    await workShift(t, w('inA'), 'EST', day(5), 9, { position: { specialShift: true, differentialType: 'FR', differentialValue: 250 } });
    await approvedPto(t, w('inA'), day(6), day(6), 8);
    // inB: 8 approved hours and a pending 4-hour shift that blocks approval.
    await workShift(t, w('inB'), 'EST', day(1), 8);
    pendingCard = (await workShift(t, w('inB'), 'EST', day(3), 4, { status: 'PENDING' })).id;
    await workShift(t, w('en1'), 'EST', day(2), 8, { position: { rateCents: 6000 } });
    await workShift(t, w('en2'), 'EST', day(2), 4, { position: { rateCents: 5500 } });
    await workShift(t, w('an1'), 'EST', day(1), 8, { position: { agencyRateCents: 7000 } });
    await workShift(t, w('an1'), 'EST', day(4), 6, { position: { agencyRateCents: 7000 } });
  });

  it("computes each person's hours and pay, and totals that match the approved timecards", async () => {
    const summary = dataOf(await compute(sunday));
    runId = summary.id;
    // inA $1,600 + $300 + $22.50 + $1.25 + $320; inB $240; en1 $480; en2 $220; an1 14 x $70 = $980.
    // inA's $1.25: the differential is in the regular rate (decision 051): 45 x $40 + 9 x $2.50 =
    // $1,822.50 over 45 hours is $40.50, so the 5 overtime hours owe 5 x $20.25 = $101.25, not $100.
    expect(summary).toMatchObject({
      period_start: sunday,
      period_end: day(6),
      status: 'DRAFT',
      gross: 4163.75,
      payout: 700,
      agency: 980,
      internal: 2483.75,
      lines: 5,
      external_lines: 2,
      external_paid: 0,
      agency_lines: 1,
      internal_lines: 2,
    });
    const run = await details(runId);
    const line = (id: string) => run.lines.find((l) => l.employee_id === id)!;
    expect(line(people.inA!.id)).toMatchObject({
      worker_type: 'IN',
      regular_hours: 40,
      overtime_hours: 5,
      differential_hours: 9,
      pto_hours: 8,
      rate: 40,
      regular_pay: 1600,
      overtime_pay: 300,
      differential_pay: 22.5,
      overtime_adjustment_pay: 1.25,
      pto_pay: 320,
      gross: 2243.75,
      regular_rates: [
        {
          period_start: sunday,
          period_end: day(6),
          worked_hours: 45,
          straight_pay: 1822.5,
          regular_rate: 40.5,
          overtime_hours: 5,
          double_time_hours: 0,
          premium: 101.25,
          adjustment: 1.25,
        },
      ],
      paid: null,
      warnings: [],
    });
    expect(line(people.inB!.id)).toMatchObject({ gross: 240, regular_rates: [], warnings: [productMessages.payrollMissingPaychexIds] });
    expect(line(people.en1!.id)).toMatchObject({ worker_type: 'EN', rate: 60, gross: 480, paid: false });
    expect(line(people.an1!.id)).toMatchObject({
      worker_type: 'AN',
      rate: 70,
      worked_hours: 14,
      gross: 980,
      agency_name: expect.any(String),
    });
    expect(run.open_timecards).toBe(1);
    expect(run.warnings).toEqual([productMessages.payrollOpenTimecardsWarning(1)]);
    expect(run.agencies).toEqual([{ id: people.an1!.agencyId, name: line(people.an1!.id).agency_name, hours: 14, amount: 980 }]);

    // The worked hours are exactly the approved timecards' minutes of the period.
    const [cards] = (await t.deps.db
      .select({ minutes: sql<number>`sum(${timecards.workedMinutes})::int` })
      .from(timecards)
      .where(
        and(
          eq(timecards.facilityId, s.sunrise),
          eq(timecards.status, 'APPROVED'),
          gte(timecards.workDate, sunday),
          lte(timecards.workDate, day(6)),
        ),
      )) as [{ minutes: number }];
    expect(run.lines.reduce((sum, l) => sum + l.worked_hours * 60, 0)).toBe(cards.minutes);

    const listed = (await t.call(listPayrollRunsContract, { query: { page_size: '100' }, headers: s.admin })).data;
    expect(listed.results.find((r) => r.id === runId)).toEqual(summary);
  });

  it('is not paid while a draft, and is not approved while a timecard of the period is pending', async () => {
    const draft = await pay(runId, [people.en1!.id]);
    expect(refused(draft, 409)).toEqual([productMessages.payrollRunNotApproved]);
    const blocked = await approve(runId);
    expect(refused(blocked, 409)).toEqual([productMessages.payrollTimecardsOpen(1)]);
    expect((await details(runId)).run.status).toBe('DRAFT');
  });

  it('computes the draft a last time on approval and freezes it', async () => {
    await t.deps.db.update(timecards).set({ status: 'APPROVED' }).where(eq(timecards.id, pendingCard));
    const approved = dataOf(await approve(runId));
    // inB's 4 more hours at $30.
    expect(approved).toMatchObject({
      status: 'APPROVED',
      gross: 4283.75,
      internal: 2603.75,
      payout: 700,
      approved_at: expect.any(String),
      paid_at: null,
    });
    const again = await compute(sunday);
    expect(refused(again, 409)).toEqual([productMessages.payrollRunFrozen]);
    expect((await approve(runId)).statusCode).toBe(409);
  });

  it('refuses a pay call without an Idempotency-Key, with no one chosen, or with someone not external', async () => {
    const noKey = await pay(runId, [people.en1!.id], null);
    expect(refused(noKey, 400)).toEqual([productMessages.idempotencyKeyRequired]);
    const none = await pay(runId, []);
    expect(refused(none, 422)).toEqual([messages.selectAtLeastOneEmployee]);
    const internal = await pay(runId, [people.inA!.id]);
    expect(refused(internal, 422)).toEqual([productMessages.payrollNotExternal]);
  });

  it('pays the chosen external nurses exactly their gross from the vault, once', async () => {
    const before = await vault();
    const first = key();
    const paid = dataOf(await pay(runId, [people.en1!.id], first));
    expect(paid).toMatchObject({
      paid: 1,
      amount: 480,
      message: productMessages.payrollPaidMessage('$480.00', 1),
      run: { status: 'APPROVED', external_paid: 1 },
    });
    expect(await vault()).toBe(before - 48_000);
    // The same action again replays its answer; another call for her is refused.
    const replay = await pay(runId, [people.en1!.id], first);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await pay(runId, [people.en1!.id]);
    expect(refused(twice, 409)).toEqual([productMessages.payrollAlreadyPaid(people.en1!.name)]);
    expect(await vault()).toBe(before - 48_000);

    const rest = dataOf(await pay(runId, [people.en2!.id]));
    expect(rest.run).toMatchObject({ status: 'PAID', external_paid: 2, paid_at: expect.any(String) });
    expect(await vault()).toBe(before - 70_000);
    expect((await pay(runId, [people.en2!.id])).statusCode).toBe(409);

    // One PAYOUT per nurse, each balanced: vault out, nurse payables in.
    const payouts = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payrollRunId, runId));
    expect(payouts.map((p) => [p.kind, p.employeeId, p.memo]).sort()).toEqual(
      [
        ['PAYOUT', people.en1!.id, productMessages.payrollMemo(formatDateRange(sunday, day(6)))],
        ['PAYOUT', people.en2!.id, productMessages.payrollMemo(formatDateRange(sunday, day(6)))],
      ].sort(),
    );
    const sums = (await t.sql(
      sql`select e.transaction_id, sum(e.amount_cents)::int as total from ledger_entries e join ledger_transactions x on x.id = e.transaction_id where x.payroll_run_id = ${runId} group by e.transaction_id`,
    )) as { rows: { total: number }[] };
    expect(sums.rows.map((r) => r.total)).toEqual([0, 0]);
    const lines = await t.deps.db
      .select()
      .from(payrollRunLines)
      .where(and(eq(payrollRunLines.runId, runId), eq(payrollRunLines.workerType, 'EN')));
    expect(lines.every((l) => l.transactionId !== null)).toBe(true);

    // The facility's other members hear of it; the admin who paid does not.
    const notices = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'PAYMENT'), eq(notifications.typeId, runId)));
    const period = formatDateRange(sunday, day(6));
    expect(notices.map((x) => x.body).sort()).toEqual([
      productMessages.payrollPaidBody(period, '$220.00', 1),
      productMessages.payrollPaidBody(period, '$480.00', 1),
    ]);
  });

  it("exports the internal staff for Paychex under the facility's categories, leaving missing ids empty", async () => {
    const file = await t.call(exportPaychexContract, { params: { runId }, headers: s.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Org ID,Employee ID,Employee Name,Earning,Hours,Rate,Amount,Period Start,Period End,Labor Category,FEIN,SIT Account,SUI Account,SUI Rate,Local Tax Code,Local Account',
    );
    const a = `ORG-77,PX-1001,${people.inA!.name}`;
    const b = `,,${people.inB!.name}`;
    // Decision 078: the demo costs registered nurses to Licensed nursing; Sunrise has no tax setup yet.
    const period = `${sunday},${day(6)},NURS-LIC,,,,,,`;
    expect(lines.slice(1)).toEqual([
      `${a},Hourly,40.00,40.00,1600.00,${period}`,
      `${a},Overtime,5.00,40.00,300.00,${period}`,
      `${a},Shift Differential,9.00,40.00,22.50,${period}`,
      `${a},Overtime Adjustment,,,1.25,${period}`,
      `${a},PTO,8.00,40.00,320.00,${period}`,
      `${b},Hourly,12.00,30.00,360.00,${period}`,
    ]);

    const categories = {
      REGULAR: 'REG',
      OVERTIME: 'OT',
      DOUBLE_TIME: 'DT',
      DIFFERENTIAL: '=DIFF',
      OVERTIME_ADJUSTMENT: 'OTA',
      PTO: 'PTO Pay',
      BONUS: 'Bonus',
      SHIFT_INCENTIVE: 'Incentive',
      REFERRAL: 'Referral Bonus',
      CORRECTION: 'Correction',
    };
    const saved = await t.call(updatePaychexCategoriesContract, { body: { categories }, headers: s.admin });
    expect(dataOf(saved).categories).toEqual(categories);
    const bad = await t.call(updatePaychexCategoriesContract, { body: { categories: { ...categories, PTO: '  ' } }, headers: s.admin });
    expect(refused(bad, 422)).toEqual([productMessages.paychexCategoryInvalid]);
    const mapped = (await t.call(exportPaychexContract, { params: { runId }, headers: s.admin })).body.trim().split('\r\n');
    // A category that looks like a formula is written as text.
    expect(mapped.slice(1, 4).map((l) => l.split(',')[3])).toEqual(['REG', 'OT', "'=DIFF"]);
  });

  it('exports the internal staff ADP-style, one row each', async () => {
    const lines = (await t.call(exportAdpContract, { params: { runId }, headers: s.admin })).body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Batch ID,File #,Employee Name,Rate 1,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount,Hours 4 Code,Hours 4 Amount,Earnings 3 Code,Earnings 3 Amount,Earnings 4 Code,Earnings 4 Amount,Gross,Adjust Ded Code,Adjust Ded Amount,Memo Code,Memo Amount,Cost Number,FEIN,SIT Account,SUI Account,SUI Rate,Local Tax Code,Local Account',
    );
    const batch = `CR${sunday.replaceAll('-', '')}`;
    expect(lines.slice(1)).toEqual([
      // Benefit deductions (decision 075) are rows of their own: none for these two.
      `${batch},${people.inA!.empId},${people.inA!.name},40.00,40.00,5.00,DT,0.00,PTO,8.00,DIF,22.50,OTA,1.25,2243.75,,,,,NURS-LIC,,,,,,`,
      `${batch},${people.inB!.empId},${people.inB!.name},30.00,12.00,0.00,DT,0.00,PTO,0.00,DIF,0.00,OTA,0.00,360.00,,,,,NURS-LIC,,,,,,`,
    ]);
  });

  it("carries the employer's EIN and the state's accounts in force on the period's last day, opened and audited (decision 078)", async () => {
    const year = Number(day(6).slice(0, 4));
    dataOf(await t.call(setEinContract, { body: { ein: '591234567' }, headers: s.admin }));
    const account = (account_number: string, effective_from: string, effective_to: string | null) =>
      t.call(createTaxAccountContract, {
        body: { kind: 'STATE_UNEMPLOYMENT', state: 'FL', account_number, effective_from, effective_to },
        headers: { ...s.admin, 'idempotency-key': `tax-${account_number}` },
      });
    // An account that ended before the period, the one in force, and a later one.
    dataOf(await account('1111111', '2000-01-01', addDays(sunday, -1)));
    dataOf(await account('2222222', sunday, null));
    dataOf(await account('3333333', addDays(day(6), 1), null));
    dataOf(await t.call(setSuiRateContract, { body: { state: 'FL', year, rate: 2.7 }, headers: s.admin }));
    const paychex = (await t.call(exportPaychexContract, { params: { runId }, headers: s.admin })).body.trim().split('\r\n');
    // Florida levies no income tax: no withholding account, so that column stays empty.
    expect(paychex.slice(1).every((r) => r.endsWith(',NURS-LIC,59-1234567,,2222222,2.7,,'))).toBe(true);
    const adp = (await t.call(exportAdpContract, { params: { runId }, headers: s.admin })).body.trim().split('\r\n');
    expect(adp.slice(1).every((r) => r.endsWith(',59-1234567,,2222222,2.7,,'))).toBe(true);
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.tax_accounts_exported'), eq(auditLog.facilityId, s.sunrise)));
    expect(audited.map((a) => a.detail)).toEqual([`FL ${day(6)}`, `FL ${day(6)}`]);
  });

  it("carries the local tax of the facility's own city, a work-location tax, in force on the period's last day (decision 082)", async () => {
    // Philadelphia's Wage Tax is owed by residents and by non-residents who work in the city, and
    // withheld by employers located there (Philadelphia Code section 19-1502; the Department of
    // Revenue's "Wage Tax (employers)"): a facility in Philadelphia withholds it for everyone on site.
    const [before] = await t.deps.db.select().from(facilities).where(eq(facilities.id, s.sunrise));
    await t.deps.db.update(facilities).set({ city: 'Philadelphia', state: 'PA', zip: '19107' }).where(eq(facilities.id, s.sunrise));
    try {
      const account = (
        kind: 'STATE_WITHHOLDING' | 'LOCAL',
        locality: string | null,
        account_number: string,
        from: string,
        to: string | null,
      ) =>
        t.call(createTaxAccountContract, {
          body: { kind, state: 'PA', locality, account_number, effective_from: from, effective_to: to },
          headers: { ...s.admin, 'idempotency-key': `local-${account_number}` },
        });
      dataOf(await account('STATE_WITHHOLDING', null, '12345678', '2000-01-01', null));
      // The wage tax account in force, one that ended before the period, and another city's.
      dataOf(await account('LOCAL', 'City of Philadelphia', '7654321', sunday, null));
      dataOf(await account('LOCAL', 'Philadelphia', '1000001', '2000-01-01', addDays(sunday, -1)));
      dataOf(await account('LOCAL', 'Pittsburgh', '5550001', '2000-01-01', null));
      const paychex = (await t.call(exportPaychexContract, { params: { runId }, headers: s.admin })).body.trim().split('\r\n');
      expect(paychex.slice(1).every((r) => r.endsWith(',59-1234567,12345678,,,PA-PHILADELPHIA,7654321'))).toBe(true);
      const adp = (await t.call(exportAdpContract, { params: { runId }, headers: s.admin })).body.trim().split('\r\n');
      expect(adp.slice(1).every((r) => r.endsWith(',PA-PHILADELPHIA,7654321'))).toBe(true);
    } finally {
      await t.deps.db
        .update(facilities)
        .set({ city: before!.city, state: before!.state, zip: before!.zip })
        .where(eq(facilities.id, s.sunrise));
    }
  });

  it("states the agency nurses' shifts at the agency rate, with the agency's total", async () => {
    const run = await details(runId);
    const agency = run.agencies[0]!;
    const lines = (
      await t.call(exportAgencyStatementContract, { params: { runId }, query: { agency_id: agency.id }, headers: s.admin })
    ).body
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Agency,Nurse,Date,Hours,Agency Rate,Amount',
      `${agency.name},${people.an1!.name},${day(1)},8.00,70.00,560.00`,
      `${agency.name},${people.an1!.name},${day(4)},6.00,70.00,420.00`,
      `${agency.name},Total,,14.00,,980.00`,
    ]);
  });
});

describe('the regular rate with a differential (issue 25, decision 051)', () => {
  it('pays 48 hours at $30 with a $2/h differential $1,664.00, and every export carries it', async () => {
    const sunday = farWeek(36);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 3000, paychexEmpId: 'PX-2001', paychexOrgId: 'ORG-77' });
    const differential = { specialShift: true, differentialType: 'FR' as const, differentialValue: 200 };
    for (const d of [1, 2, 3, 4, 5, 6])
      await workShift(t, { ...nurse, facilityId: s.sunrise }, 'EST', addDays(sunday, d), 8, { position: differential });
    const { id } = dataOf(await compute(sunday));
    const line = (await details(id)).lines.find((l) => l.employee_id === nurse.id)!;
    // 48 x $32 = $1,536 straight; regular rate $32; 8 overtime hours x $16 = $128 premium; $1,664.
    expect(line).toMatchObject({
      regular_pay: 1200,
      overtime_pay: 360,
      differential_pay: 96,
      overtime_adjustment_pay: 8,
      gross: 1664,
      regular_rates: [
        expect.objectContaining({ worked_hours: 48, straight_pay: 1536, regular_rate: 32, overtime_hours: 8, premium: 128, adjustment: 8 }),
      ],
    });
    const paychex = (await t.call(exportPaychexContract, { params: { runId: id }, headers: s.admin })).body.trim().split('\r\n');
    // Hours, rate and amount of each row (an earlier test renamed the categories). A provider that
    // prices the overtime hours at 1.5x the rate itself gets $360; the adjustment row adds the $8.
    const rows = paychex.filter((r) => r.includes('PX-2001')).map((r) => r.split(',').slice(4, 7));
    expect(rows).toEqual([
      ['40.00', '30.00', '1200.00'],
      ['8.00', '30.00', '360.00'],
      ['48.00', '30.00', '96.00'],
      ['', '', '8.00'],
    ]);
    expect(rows.reduce((sum, r) => sum + Number(r[2]), 0)).toBe(1664);
    const adp = (await t.call(exportAdpContract, { params: { runId: id }, headers: s.admin })).body.split('\r\n');
    expect(
      adp
        .find((r) => r.includes(nurse.name))!
        .split(',')
        // Up to the labor category: the tax columns are the export test's (an earlier test set them).
        .slice(3, 20),
    ).toEqual([
      '30.00',
      '40.00',
      '8.00',
      'DT',
      '0.00',
      'PTO',
      '0.00',
      'DIF',
      '96.00',
      'OTA',
      '8.00',
      '1664.00',
      '',
      '',
      '',
      '',
      'NURS-LIC',
    ]);
  });
});

describe('the vault too low', () => {
  it('answers 409 and pays nobody', async () => {
    const sunday = farWeek(32);
    const big = await addNurse(t, s.sunrise, { workerType: 'EN' });
    const small = await addNurse(t, s.sunrise, { workerType: 'EN' });
    // $1,000/hr for 8 hours: more than the demo vault holds.
    await workShift(t, { ...big, facilityId: s.sunrise }, 'EST', addDays(sunday, 2), 8, { position: { rateCents: 100_000 } });
    await workShift(t, { ...small, facilityId: s.sunrise }, 'EST', addDays(sunday, 3), 2, { position: { rateCents: 5000 } });
    const { id } = dataOf(await compute(sunday));
    dataOf(await approve(id));
    const before = await vault();
    const short = await pay(id, [big.id, small.id]);
    expect(refused(short, 409)[0]).toMatch(/^The vault holds \$[\d,]+\.\d\d, and this payment needs \$8,100\.00\. Fund the vault first\.$/);
    expect(await vault()).toBe(before);
    expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payrollRunId, id))).toEqual([]);
    expect((await details(id)).lines.map((l) => l.paid)).toEqual([false, false]);
  });
});

describe('tenancy and runs without payouts', () => {
  it("marks a run with nothing to pay from the vault PAID on approval, and answers another facility's run with 404", async () => {
    const mapleRun = dataOf(await compute(farWeek(34, 'CST'), s.ownerAtMaple));
    const approved = dataOf(await approve(mapleRun.id, s.ownerAtMaple));
    expect(approved).toMatchObject({ status: 'PAID', lines: 0, paid_at: expect.any(String) });
    for (const res of [
      await t.call(getPayrollRunContract, { params: { runId: mapleRun.id }, headers: s.admin }),
      await approve(mapleRun.id),
      await pay(mapleRun.id, ['00000000-0000-4000-8000-000000000000']),
      await t.call(exportPaychexContract, { params: { runId: mapleRun.id }, headers: s.admin }),
      await t.call(exportAdpContract, { params: { runId: mapleRun.id }, headers: s.admin }),
      await t.call(exportAgencyStatementContract, { params: { runId: mapleRun.id }, headers: s.admin }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the period-ready job', () => {
  it('drafts the latest period past its approval deadline and raises PAYROLL once', async () => {
    const first = await draftReadyPeriods(systemCtx(t));
    const atSunrise = first.raised.filter((r) => r.facilityId === s.sunrise);
    expect(atSunrise.length).toBeGreaterThan(0);
    const runIds = new Set(atSunrise.map((r) => r.typeId));
    expect(runIds.size).toBe(1);
    const [run] = await t.deps.db
      .select()
      .from(payrollRuns)
      .where(eq(payrollRuns.id, [...runIds][0]!));
    expect(run!.status).toBe('DRAFT');
    const notices = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'PAYROLL'), eq(notifications.typeId, run!.id)));
    expect(new Set(notices.map((x) => x.body))).toEqual(
      new Set([productMessages.payrollReadyBody(formatDateRange(run!.periodStart, run!.periodEnd))]),
    );
    // The notification shows the period as a person reads dates (spec 000 section 9), never as the API writes them.
    expect(notices[0]!.body).toMatch(/^Payroll for \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4} is ready$/);

    const second = await draftReadyPeriods(systemCtx(t));
    expect(second.raised).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'PAYROLL'), eq(notifications.typeId, run!.id))),
    ).toHaveLength(notices.length);
  });
});

describe('a night across the pay period line (issue 25, decision 055)', () => {
  it('pays its hours in each period, once: 5 before midnight in the first run, 7 after in the next', async () => {
    const first = farWeek(44);
    const next = addDays(first, 7);
    const nurse = await addNurse(t, s.sunrise, { hourlyRateCents: 4000 });
    const worker = { ...nurse, facilityId: s.sunrise };
    for (const d of [1, 2, 3, 4]) await workShift(t, worker, 'EST', addDays(first, d), 9);
    // Saturday 19:00 to Sunday 07:00, the Sunday starting the next weekly period.
    await workShift(t, worker, 'EST', addDays(first, 6), 12, { start: '19:00' });
    const lineOf = async (start: string) => (await details(dataOf(await compute(start)).id)).lines.find((l) => l.employee_id === nurse.id)!;
    const [before, after] = [await lineOf(first), await lineOf(next)];
    // 36 hours and the night's 5 are 41 in the first workweek: 1 overtime hour, $1,600 + $60.
    expect(before).toMatchObject({ worked_hours: 41, regular_hours: 40, overtime_hours: 1, gross: 1660 });
    expect(after).toMatchObject({ worked_hours: 7, regular_hours: 7, overtime_hours: 0, gross: 280 });
    expect(before.worked_hours + after.worked_hours).toBe(36 + 12);
    // Computing either run again moves nothing.
    expect(await lineOf(first)).toMatchObject({ worked_hours: 41, gross: 1660 });
    expect(await lineOf(next)).toMatchObject({ worked_hours: 7, gross: 280 });
  });
});
