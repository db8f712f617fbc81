import { formatDate, formatDateRange, todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import type { PayrollRunDetails, PayrollRunSummary } from '@careroster/shared/api/payroll/payroll-run';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, notifications, payrollRunLines, payrollRuns, timecards } from '../../src/db/schema';
import { balancesOf } from '../../src/modules/ledger/balances';
import { draftReadyPeriods } from '../../src/modules/payroll/period-ready-job';
import { api, createTestApp, demoSessions, type TestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';
import { approvedPto, workShift } from './helpers';

let t: TestApp;
let sunrise: string;
let admin: Record<string, string>;
let ownerAtMaple: Record<string, string>;
let mapleManager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ sunrise, admin, ownerAtMaple, manager: mapleManager } = await demoSessions(t));
}, 300_000);
afterAll(() => t.close());

type Res = { statusCode: number; body: string; json: () => unknown; headers: Record<string, unknown> };
const dataOf = <T>(res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};
const messagesOf = (res: Res) => (res.json() as { error: { message: string[] } }).error.message;

let n = 0;
const key = () => `payroll-test-${process.pid}-${++n}`;
const post = (url: string, payload?: object, headers = admin, idempotencyKey: string | null = key()) =>
  t.app.inject({ method: 'POST', url: api(url), headers: { ...headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) }, ...(payload ? { payload } : {}) });
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: api(url), headers });
const compute = (periodStart: string, headers = admin) => post('/facilities/payroll/runs', { period_start: periodStart }, headers);
const details = async (runId: string) => dataOf<PayrollRunDetails>(await get(`/facilities/payroll/runs/${runId}`));
const pay = (runId: string, ids: string[], idempotencyKey: string | null = key()) => post(`/facilities/payroll/runs/${runId}/pay`, { employee_ids: ids }, admin, idempotencyKey);
const vault = async () => (await balancesOf(t.deps.db, sunrise)).VAULT;

// Weeks long before the demo's timecards, one per test, so every figure is this file's rows.
const farWeek = (weeksAgo: number, zone = 'EST') => weekStartOf(addDays(todayIn(zone), -7 * weeksAgo));

describe('computing a run', () => {
  it('has a demo DRAFT of Sunrise\'s last finished period, computed from the seeded timecards', async () => {
    const listed = dataOf<{ results: PayrollRunSummary[]; periods: { start: string; run_id: string | null }[] }>(await get('/facilities/payroll/runs'));
    const last = listed.periods[0]!;
    expect(last.start).toBe(addDays(weekStartOf(todayIn('EST')), -7));
    const seeded = listed.results.find((r) => r.id === last.run_id);
    expect(seeded).toMatchObject({ status: 'DRAFT', period_start: last.start });
    expect(seeded!.lines).toBeGreaterThan(0);
  });

  it('refuses a period that has not ended, and a date that does not start a period (422)', async () => {
    const current = weekStartOf(todayIn('EST'));
    const open = await compute(current);
    expect(open.statusCode).toBe(422);
    expect(messagesOf(open)).toEqual([productMessages.payrollPeriodOpen(formatDate(addDays(current, 6)))]);
    const monday = await compute(addDays(farWeek(40), 1));
    expect(monday.statusCode).toBe(422);
    expect(messagesOf(monday)).toEqual([productMessages.payrollNotPeriodStart(formatDate(farWeek(40)))]);
    expect((await compute('2026-02-30x')).statusCode).toBe(422);
  });

  it('is money:read and money:move: a manager gets 403', async () => {
    expect((await get('/facilities/payroll/runs', mapleManager)).statusCode).toBe(403);
    expect((await compute(farWeek(40, 'CST'), mapleManager)).statusCode).toBe(403);
    expect((await get('/facilities/payroll/paychex-categories', mapleManager)).statusCode).toBe(403);
  });
});

describe('a run from approved timecards, approved and paid', () => {
  const sunday = farWeek(30);
  const day = (d: number) => addDays(sunday, d);
  const people: Record<string, Awaited<ReturnType<typeof addNurse>>> = {};
  let runId: string;
  let pendingCard: string;

  beforeAll(async () => {
    people.inA = await addNurse(t, sunrise, { hourlyRateCents: 4000, paychexEmpId: 'PX-1001', paychexOrgId: 'ORG-77', last: 'Aaron' });
    people.inB = await addNurse(t, sunrise, { hourlyRateCents: 3000, last: 'Baker' });
    people.en1 = await addNurse(t, sunrise, { workerType: 'EN', hourlyRateCents: 3500, last: 'Carter' });
    people.en2 = await addNurse(t, sunrise, { workerType: 'EN', hourlyRateCents: 3500, last: 'Dalton' });
    people.an1 = await addNurse(t, sunrise, { workerType: 'AN', hourlyRateCents: 3600, last: 'Ellis' });
    const w = (k: string) => ({ id: people[k]!.id, nurseId: people[k]!.nurseId, facilityId: sunrise });
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

  it('computes each person\'s hours and pay, and totals that match the approved timecards', async () => {
    const summary = dataOf<PayrollRunSummary>(await compute(sunday));
    runId = summary.id;
    // inA $1,600 + $300 + $22.50 + $320; inB $240; en1 $480; en2 $220; an1 14 x $70 = $980.
    expect(summary).toMatchObject({
      period_start: sunday,
      period_end: day(6),
      status: 'DRAFT',
      gross: 4162.5,
      payout: 700,
      agency: 980,
      internal: 2482.5,
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
      pto_pay: 320,
      gross: 2242.5,
      paid: null,
      warnings: [],
    });
    expect(line(people.inB!.id)).toMatchObject({ gross: 240, warnings: [productMessages.payrollMissingPaychexIds] });
    expect(line(people.en1!.id)).toMatchObject({ worker_type: 'EN', rate: 60, gross: 480, paid: false });
    expect(line(people.an1!.id)).toMatchObject({ worker_type: 'AN', rate: 70, worked_hours: 14, gross: 980, agency_name: expect.any(String) });
    expect(run.open_timecards).toBe(1);
    expect(run.warnings).toEqual([productMessages.payrollOpenTimecardsWarning(1)]);
    expect(run.agencies).toEqual([{ id: people.an1!.agencyId, name: line(people.an1!.id).agency_name, hours: 14, amount: 980 }]);

    // The worked hours are exactly the approved timecards' minutes of the period.
    const [cards] = (await t.deps.db
      .select({ minutes: sql<number>`sum(${timecards.workedMinutes})::int` })
      .from(timecards)
      .where(and(eq(timecards.facilityId, sunrise), eq(timecards.status, 'APPROVED'), gte(timecards.workDate, sunday), lte(timecards.workDate, day(6))))) as [{ minutes: number }];
    expect(run.lines.reduce((sum, l) => sum + l.worked_hours * 60, 0)).toBe(cards.minutes);

    const listed = dataOf<{ count: number; results: PayrollRunSummary[] }>(await get('/facilities/payroll/runs?page_size=100'));
    expect(listed.results.find((r) => r.id === runId)).toEqual(summary);
  });

  it('is not paid while a draft, and is not approved while a timecard of the period is pending', async () => {
    const draft = await pay(runId, [people.en1!.id]);
    expect(draft.statusCode).toBe(409);
    expect(messagesOf(draft)).toEqual([productMessages.payrollRunNotApproved]);
    const blocked = await post(`/facilities/payroll/runs/${runId}/approve`);
    expect(blocked.statusCode).toBe(409);
    expect(messagesOf(blocked)).toEqual([productMessages.payrollTimecardsOpen(1)]);
    expect((await details(runId)).run.status).toBe('DRAFT');
  });

  it('computes the draft a last time on approval and freezes it', async () => {
    await t.deps.db.update(timecards).set({ status: 'APPROVED' }).where(eq(timecards.id, pendingCard));
    const approved = dataOf<PayrollRunSummary>(await post(`/facilities/payroll/runs/${runId}/approve`));
    // inB's 4 more hours at $30.
    expect(approved).toMatchObject({ status: 'APPROVED', gross: 4282.5, internal: 2602.5, payout: 700, approved_at: expect.any(String), paid_at: null });
    const again = await compute(sunday);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual([productMessages.payrollRunFrozen]);
    expect((await post(`/facilities/payroll/runs/${runId}/approve`)).statusCode).toBe(409);
  });

  it('refuses a pay call without an Idempotency-Key, with no one chosen, or with someone not external', async () => {
    const noKey = await pay(runId, [people.en1!.id], null);
    expect(noKey.statusCode).toBe(400);
    expect(messagesOf(noKey)).toEqual([productMessages.idempotencyKeyRequired]);
    const none = await pay(runId, []);
    expect(none.statusCode).toBe(422);
    expect(messagesOf(none)).toEqual([messages.selectAtLeastOneEmployee]);
    const internal = await pay(runId, [people.inA!.id]);
    expect(internal.statusCode).toBe(422);
    expect(messagesOf(internal)).toEqual([productMessages.payrollNotExternal]);
  });

  it('pays the chosen external nurses exactly their gross from the vault, once', async () => {
    const before = await vault();
    const first = key();
    const paid = dataOf<{ run: PayrollRunSummary; paid: number; amount: number; message: string }>(await pay(runId, [people.en1!.id], first));
    expect(paid).toMatchObject({ paid: 1, amount: 480, message: productMessages.payrollPaidMessage('$480.00', 1), run: { status: 'APPROVED', external_paid: 1 } });
    expect(await vault()).toBe(before - 48_000);
    // The same action again replays its answer; another call for her is refused.
    const replay = await pay(runId, [people.en1!.id], first);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await pay(runId, [people.en1!.id]);
    expect(twice.statusCode).toBe(409);
    expect(messagesOf(twice)).toEqual([productMessages.payrollAlreadyPaid(people.en1!.name)]);
    expect(await vault()).toBe(before - 48_000);

    const rest = dataOf<{ run: PayrollRunSummary }>(await pay(runId, [people.en2!.id]));
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
    const lines = await t.deps.db.select().from(payrollRunLines).where(and(eq(payrollRunLines.runId, runId), eq(payrollRunLines.workerType, 'EN')));
    expect(lines.every((l) => l.transactionId !== null)).toBe(true);

    // The facility's other members hear of it; the admin who paid does not.
    const notices = await t.deps.db.select().from(notifications).where(and(eq(notifications.type, 'PAYMENT'), eq(notifications.typeId, runId)));
    const period = formatDateRange(sunday, day(6));
    expect(notices.map((x) => x.body).sort()).toEqual([productMessages.payrollPaidBody(period, '$220.00', 1), productMessages.payrollPaidBody(period, '$480.00', 1)]);
  });

  it('exports the internal staff for Paychex under the facility\'s categories, leaving missing ids empty', async () => {
    const file = await get(`/facilities/payroll/runs/${runId}/paychex.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe('Org ID,Employee ID,Employee Name,Earning,Hours,Rate,Amount,Period Start,Period End');
    const a = `ORG-77,PX-1001,${people.inA!.name}`;
    const b = `,,${people.inB!.name}`;
    const period = `${sunday},${day(6)}`;
    expect(lines.slice(1)).toEqual([
      `${a},Hourly,40.00,40.00,1600.00,${period}`,
      `${a},Overtime,5.00,40.00,300.00,${period}`,
      `${a},Shift Differential,9.00,40.00,22.50,${period}`,
      `${a},PTO,8.00,40.00,320.00,${period}`,
      `${b},Hourly,12.00,30.00,360.00,${period}`,
    ]);

    const categories = { REGULAR: 'REG', OVERTIME: 'OT', DOUBLE_TIME: 'DT', DIFFERENTIAL: '=DIFF', PTO: 'PTO Pay' };
    const saved = await t.app.inject({ method: 'PUT', url: api('/facilities/payroll/paychex-categories'), headers: admin, payload: { categories } });
    expect(dataOf<{ categories: object }>(saved).categories).toEqual(categories);
    const bad = await t.app.inject({ method: 'PUT', url: api('/facilities/payroll/paychex-categories'), headers: admin, payload: { categories: { ...categories, PTO: '  ' } } });
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual([productMessages.paychexCategoryInvalid]);
    const mapped = (await get(`/facilities/payroll/runs/${runId}/paychex.csv`)).body.trim().split('\r\n');
    // A category that looks like a formula is written as text.
    expect(mapped.slice(1, 4).map((l) => l.split(',')[3])).toEqual(['REG', 'OT', "'=DIFF"]);
  });

  it('exports the internal staff ADP-style, one row each', async () => {
    const lines = (await get(`/facilities/payroll/runs/${runId}/adp.csv`)).body.trim().split('\r\n');
    expect(lines[0]).toBe('Batch ID,File #,Employee Name,Rate 1,Reg Hours,O/T Hours,Hours 3 Code,Hours 3 Amount,Hours 4 Code,Hours 4 Amount,Earnings 3 Code,Earnings 3 Amount,Gross');
    const batch = `CR${sunday.replaceAll('-', '')}`;
    expect(lines.slice(1)).toEqual([
      `${batch},${people.inA!.empId},${people.inA!.name},40.00,40.00,5.00,DT,0.00,PTO,8.00,DIF,22.50,2242.50`,
      `${batch},${people.inB!.empId},${people.inB!.name},30.00,12.00,0.00,DT,0.00,PTO,0.00,DIF,0.00,360.00`,
    ]);
  });

  it('states the agency nurses\' shifts at the agency rate, with the agency\'s total', async () => {
    const run = await details(runId);
    const agency = run.agencies[0]!;
    const lines = (await get(`/facilities/payroll/runs/${runId}/agency-statement.csv?agency_id=${agency.id}`)).body.trim().split('\r\n');
    expect(lines).toEqual([
      'Agency,Nurse,Date,Hours,Agency Rate,Amount',
      `${agency.name},${people.an1!.name},${day(1)},8.00,70.00,560.00`,
      `${agency.name},${people.an1!.name},${day(4)},6.00,70.00,420.00`,
      `${agency.name},Total,,14.00,,980.00`,
    ]);
  });
});

describe('the vault too low', () => {
  it('answers 409 and pays nobody', async () => {
    const sunday = farWeek(32);
    const big = await addNurse(t, sunrise, { workerType: 'EN' });
    const small = await addNurse(t, sunrise, { workerType: 'EN' });
    // $1,000/hr for 8 hours: more than the demo vault holds.
    await workShift(t, { ...big, facilityId: sunrise }, 'EST', addDays(sunday, 2), 8, { position: { rateCents: 100_000 } });
    await workShift(t, { ...small, facilityId: sunrise }, 'EST', addDays(sunday, 3), 2, { position: { rateCents: 5000 } });
    const { id } = dataOf<PayrollRunSummary>(await compute(sunday));
    dataOf(await post(`/facilities/payroll/runs/${id}/approve`));
    const before = await vault();
    const refused = await pay(id, [big.id, small.id]);
    expect(refused.statusCode).toBe(409);
    expect(messagesOf(refused)[0]).toMatch(/^The vault holds \$[\d,]+\.\d\d, and this payment needs \$8,100\.00\. Fund the vault first\.$/);
    expect(await vault()).toBe(before);
    expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payrollRunId, id))).toEqual([]);
    expect((await details(id)).lines.map((l) => l.paid)).toEqual([false, false]);
  });
});

describe('tenancy and runs without payouts', () => {
  it('marks a run with nothing to pay from the vault PAID on approval, and answers another facility\'s run with 404', async () => {
    const mapleRun = dataOf<PayrollRunSummary>(await compute(farWeek(34, 'CST'), ownerAtMaple));
    const approved = dataOf<PayrollRunSummary>(await post(`/facilities/payroll/runs/${mapleRun.id}/approve`, undefined, ownerAtMaple));
    expect(approved).toMatchObject({ status: 'PAID', lines: 0, paid_at: expect.any(String) });
    for (const res of [
      await get(`/facilities/payroll/runs/${mapleRun.id}`),
      await post(`/facilities/payroll/runs/${mapleRun.id}/approve`),
      await pay(mapleRun.id, ['00000000-0000-4000-8000-000000000000']),
      await get(`/facilities/payroll/runs/${mapleRun.id}/paychex.csv`),
      await get(`/facilities/payroll/runs/${mapleRun.id}/adp.csv`),
      await get(`/facilities/payroll/runs/${mapleRun.id}/agency-statement.csv`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the period-ready job', () => {
  it('drafts the latest period past its approval deadline and raises PAYROLL once', async () => {
    const first = await draftReadyPeriods(t.deps.db);
    const atSunrise = first.raised.filter((r) => r.facilityId === sunrise);
    expect(atSunrise.length).toBeGreaterThan(0);
    const runIds = new Set(atSunrise.map((r) => r.typeId));
    expect(runIds.size).toBe(1);
    const [run] = await t.deps.db.select().from(payrollRuns).where(eq(payrollRuns.id, [...runIds][0]!));
    expect(run!.status).toBe('DRAFT');
    const notices = await t.deps.db.select().from(notifications).where(and(eq(notifications.type, 'PAYROLL'), eq(notifications.typeId, run!.id)));
    expect(new Set(notices.map((x) => x.body))).toEqual(new Set([productMessages.payrollReadyBody(formatDateRange(run!.periodStart, run!.periodEnd))]));
    // The notification shows the period as a person reads dates (spec 000 section 9), never as the API writes them.
    expect(notices[0]!.body).toMatch(/^Payroll for \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4} is ready$/);

    const second = await draftReadyPeriods(t.deps.db);
    expect(second.raised).toEqual([]);
    expect(await t.deps.db.select().from(notifications).where(and(eq(notifications.type, 'PAYROLL'), eq(notifications.typeId, run!.id)))).toHaveLength(notices.length);
  });
});
