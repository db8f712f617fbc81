import {
  approveOneOffPaymentContract,
  createOneOffPaymentContract,
  getOneOffPaymentContract,
  getPaymentSettingsContract,
  listOneOffPaymentsContract,
  oneOffOptionsContract,
  payOneOffPaymentContract,
  rejectOneOffPaymentContract,
  updatePaymentSettingsContract,
} from '@careroster/shared/api/payments/one-off-payments';
import { listTransactionsContract } from '@careroster/shared/api/payments/list-transactions';
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { exportAdpContract, exportPaychexContract } from '@careroster/shared/api/payroll/export-run';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import { weekStartOf } from '@careroster/shared/timekeeping/overtime';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  auditLog,
  employees,
  facilities,
  ledgerTransactions,
  notifications,
  oneOffPayments,
  payrollRuns,
} from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { balancesOf } from '../../src/modules/ledger/balances';
import { dataOf, refused } from '../helpers/contract-call';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';
import { addNurse } from '../shifts/fixtures';
import { newKey } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let owner: ReturnType<typeof bearer>;
let nurse: string;
let agencyNurse: string;
let mapleNurse: string;
let booking: { id: string; employeeId: string };
let today: string;

beforeAll(async () => {
  owner = bearer((await t.login(demoUsers.owner)).token, s.sunrise);
  const ofType = async (facilityId: string, type: 'IN' | 'AN') =>
    (
      await t.deps.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.facilityId, facilityId), eq(employees.workerType, type)))
        .limit(1)
    )[0]!.id;
  nurse = await ofType(s.sunrise, 'IN');
  agencyNurse = await ofType(s.sunrise, 'AN');
  mapleNurse = await ofType(s.maple, 'IN');
  booking = (
    await t.deps.db
      .select({ id: assignments.id, employeeId: assignments.employeeId })
      .from(assignments)
      .where(eq(assignments.facilityId, s.sunrise))
      .limit(1)
  )[0]!;
  const [facility] = await t.deps.db.select({ timezone: facilities.timezone }).from(facilities).where(eq(facilities.id, s.sunrise));
  today = zonedDate(new Date(), facility!.timezone);
}, 120_000);

const keyed = (headers: Record<string, string>, key: string | null = newKey()) => ({
  ...headers,
  ...(key === null ? {} : { 'idempotency-key': key }),
});
// Some bodies are malformed on purpose, for the server to refuse.
const create = (body: object, headers = s.admin, key: string | null = newKey()) =>
  t.call(createOneOffPaymentContract, {
    body: { employee_id: nurse, kind: 'BONUS', amount: 100, reason: 'Covered three weekends in a row', dated: today, ...body },
    headers: keyed(headers, key),
  });
const approve = (id: string, headers = owner) => t.call(approveOneOffPaymentContract, { params: { id }, headers });
const reject = (id: string, reason: string, headers = s.admin) =>
  t.call(rejectOneOffPaymentContract, { params: { id }, body: { reason }, headers });
const pay = (id: string, headers = s.admin, key: string | null = newKey()) =>
  t.call(payOneOffPaymentContract, { params: { id }, headers: keyed(headers, key) });
const count = async () => (await t.deps.db.select().from(oneOffPayments)).length;
const auditsOf = async (id: string) =>
  (await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, id))).map((a) => a.action).sort();

describe('entering a one-off payment', () => {
  it('approves one up to the threshold at once, and leaves a larger one awaiting approval with a notice', async () => {
    const small = dataOf(await create({ amount: 500 }));
    expect(small).toMatchObject({ status: 'APPROVED', kind: 'BONUS', amount: 500, created_by: { name: expect.any(String) } });
    const large = dataOf(await create({ amount: 500.01 }));
    expect(large.status).toBe('PENDING_APPROVAL');
    const notices = await t.deps.db
      .select({ title: notifications.title, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.typeId, large.id));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.type === 'PAYROLL' && n.title === productMessages.oneOffNeedsApprovalTitle)).toBe(true);
    expect(await auditsOf(large.id)).toEqual(['money.one_off_created']);
  });

  it('names the booked shift of a shift incentive, and the approved run of a correction', async () => {
    const incentive = dataOf(
      await create({ kind: 'SHIFT_INCENTIVE', employee_id: booking.employeeId, booking_id: booking.id, amount: 75 }),
    );
    expect(incentive).toMatchObject({ kind: 'SHIFT_INCENTIVE', booking_id: booking.id, booking_label: expect.stringContaining(' · ') });
    const [run] = await t.deps.db.select().from(payrollRuns).where(eq(payrollRuns.facilityId, s.sunrise)).limit(1);
    expect(refused(await create({ kind: 'CORRECTION', payroll_run_id: run!.id }), 422)).toEqual([productMessages.oneOffRunNotClosed]);
    await t.deps.db.update(payrollRuns).set({ status: 'APPROVED' }).where(eq(payrollRuns.id, run!.id));
    const correction = dataOf(await create({ kind: 'CORRECTION', payroll_run_id: run!.id, amount: 12.34 }));
    expect(correction.corrects_period).toEqual({ start: run!.periodStart, end: run!.periodEnd });
    await t.deps.db.update(payrollRuns).set({ status: run!.status }).where(eq(payrollRuns.id, run!.id));
    const options = dataOf(await t.call(oneOffOptionsContract, { query: { employee_id: booking.employeeId }, headers: s.admin }));
    expect(options.bookings.map((b) => b.id)).toContain(booking.id);
    expect(options.approval_threshold).toBe(500);
  });

  it.each([
    [{ employee_id: undefined }, productMessages.reimbursementEmployeeRequired],
    [{ kind: 'GIFT' }, productMessages.oneOffKindRequired],
    [{ amount: 0 }, messages.enterValidAmount],
    [{ amount: -5 }, messages.enterValidAmount],
    [{ amount: 1.234 }, messages.enterValidAmount],
    [{ amount: '100' }, messages.enterValidAmount],
    [{ amount: 25_000.01 }, productMessages.oneOffAmountTooLarge('$25,000.00')],
    [{ reason: '   ' }, productMessages.oneOffReasonRequired],
    [{ reason: 'x'.repeat(201) }, productMessages.oneOffReasonTooLong(200)],
    [{ dated: '2026-02-30' }, productMessages.invalidDate],
    [{ kind: 'SHIFT_INCENTIVE' }, productMessages.oneOffBookingRequired],
    [{ kind: 'CORRECTION' }, productMessages.oneOffRunRequired],
    [{ booking_id: '4d3c2b1a-0000-4000-8000-000000000000' }, productMessages.oneOffBookingRequired],
  ])('refuses %j with its message, and saves nothing', async (body, message) => {
    const before = await count();
    expect(refused(await create(body), 422)).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuses a date after the facility's today, an agency nurse, and a booking that is not the nurse's", async () => {
    expect(refused(await create({ dated: addDays(today, 2) }), 422)).toEqual([productMessages.oneOffDateInFuture]);
    expect(refused(await create({ employee_id: agencyNurse }), 422)).toEqual([productMessages.oneOffAgencyNurse]);
    const other = booking.employeeId === nurse ? agencyNurse : nurse;
    expect(refused(await create({ kind: 'SHIFT_INCENTIVE', employee_id: other, booking_id: booking.id }), 422)).toEqual([
      productMessages.oneOffBookingNotFound,
    ]);
  });

  it("answers another facility's nurse, booking and payment with 404, and is not for a manager", async () => {
    expect(refused(await create({ employee_id: mapleNurse }), 404)).toEqual([productMessages.reimbursementEmployeeNotFound]);
    const mine = dataOf(await create({ amount: 10 }));
    expect(refused(await t.call(getOneOffPaymentContract, { params: { id: mine.id }, headers: s.ownerAtMaple }), 404)).toEqual([
      productMessages.notFound,
    ]);
    expect(refused(await pay(mine.id, s.ownerAtMaple), 404)).toEqual([productMessages.notFound]);
    expect(refused(await approve(mine.id, s.ownerAtMaple), 404)).toEqual([productMessages.notFound]);
    expect(refused(await reject(mine.id, 'No', s.ownerAtMaple), 404)).toEqual([productMessages.notFound]);
    expect(
      refused(
        await create({ employee_id: mapleNurse, kind: 'SHIFT_INCENTIVE', booking_id: booking.id, dated: '2026-01-05' }, s.ownerAtMaple),
        422,
      ),
    ).toEqual([productMessages.oneOffBookingNotFound]);
    expect(refused(await create({}, s.manager), 403)).toEqual([productMessages.notAllowed]);
    expect(refused(await t.call(listOneOffPaymentsContract, { headers: s.manager }), 403)).toEqual([productMessages.notAllowed]);
  });

  it('replays a create under the same Idempotency-Key, and refuses another body under it', async () => {
    const key = newKey();
    const first = await create({ amount: 42 }, s.admin, key);
    const before = await count();
    const again = await create({ amount: 42 }, s.admin, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf(again).id).toBe(dataOf(first).id);
    expect(await count()).toBe(before);
    expect((await create({ amount: 43 }, s.admin, key)).statusCode).toBe(409);
  });
});

describe('approval', () => {
  it('is refused to the admin who entered it, given by another admin or the owner, and only once', async () => {
    const item = dataOf(await create({ amount: 800 }));
    expect(refused(await approve(item.id, s.admin), 403)).toEqual([productMessages.oneOffOwnApproval]);
    expect(refused(await pay(item.id), 409)).toEqual([productMessages.oneOffNotApproved('Awaiting approval')]);
    const approved = dataOf(await approve(item.id));
    expect(approved).toMatchObject({ status: 'APPROVED', decided_by: { name: expect.any(String) }, decided_at: expect.any(String) });
    expect(refused(await approve(item.id), 409)).toEqual([productMessages.oneOffNotPending]);
    expect(await auditsOf(item.id)).toEqual(['money.one_off_approved', 'money.one_off_created']);
  });

  it('rejects an unpaid payment with a reason, after which it is neither approved nor paid', async () => {
    const item = dataOf(await create({ amount: 900 }));
    expect(refused(await reject(item.id, '  '), 422)).toEqual([productMessages.oneOffRejectReasonRequired]);
    expect(dataOf(await reject(item.id, 'Already paid by check'))).toMatchObject({
      status: 'REJECTED',
      rejection_reason: 'Already paid by check',
    });
    expect(refused(await approve(item.id), 409)).toEqual([productMessages.oneOffNotPending]);
    expect(refused(await pay(item.id), 409)).toEqual([productMessages.oneOffNotApproved('Rejected')]);
    expect(refused(await reject(item.id, 'Again'), 409)).toEqual([productMessages.oneOffNotOpen('Rejected')]);
  });

  it("follows the facility's threshold, which an admin sets from $0", async () => {
    const set = (amount: unknown, headers = s.admin) =>
      t.call(updatePaymentSettingsContract, { body: { one_off_approval_threshold: amount }, headers });
    expect(refused(await set(-1), 422)).toEqual([productMessages.oneOffThresholdInvalid('$25,000.00')]);
    expect(refused(await set(25_000.01), 422)).toContain(productMessages.oneOffAmountTooLarge('$25,000.00'));
    expect(refused(await set(0, s.manager), 403)).toEqual([productMessages.notAllowed]);
    expect(dataOf(await set(0))).toEqual({ one_off_approval_threshold: 0 });
    expect(dataOf(await create({ amount: 0.01 })).status).toBe('PENDING_APPROVAL');
    expect(dataOf(await set(1000))).toEqual({ one_off_approval_threshold: 1000 });
    expect(dataOf(await t.call(getPaymentSettingsContract, { headers: s.admin }))).toEqual({ one_off_approval_threshold: 1000 });
    expect(dataOf(await create({ amount: 1000 })).status).toBe('APPROVED');
    expect(dataOf(await set(500))).toEqual({ one_off_approval_threshold: 500 });
  });
});

describe('paying', () => {
  it('pays from the vault into the history with its kind and reason, never twice; a retry with the same key replays', async () => {
    const item = dataOf(await create({ amount: 250, reason: 'Holiday coverage bonus' }));
    const before = await balancesOf(t.deps.db, s.sunrise);
    const key = newKey();
    const paid = dataOf(await pay(item.id, s.admin, key));
    expect(paid).toMatchObject({ status: 'PAID', transaction_id: expect.any(String), payroll_period: expect.any(Object) });
    const after = await balancesOf(t.deps.db, s.sunrise);
    expect(after.VAULT).toBe(before.VAULT - 25_000);
    expect(after.NURSE_PAYABLES).toBe(before.NURSE_PAYABLES + 25_000);
    expect((await pay(item.id, s.admin, key)).headers['idempotent-replayed']).toBe('true');
    expect(refused(await pay(item.id), 409)).toEqual([productMessages.oneOffNotApproved('Paid')]);
    expect(refused(await reject(item.id, 'Too late'), 409)).toEqual([productMessages.oneOffNotOpen('Paid')]);
    expect(await balancesOf(t.deps.db, s.sunrise)).toEqual(after);
    const history = dataOf(
      await t.call(listTransactionsContract, { query: { kind: 'ONE_OFF_PAYMENT', employee_id: nurse, page_size: 40 }, headers: s.admin }),
    );
    expect(history.results.find((r) => r.id === paid.transaction_id)).toMatchObject({
      kind: 'ONE_OFF_PAYMENT',
      memo: 'Bonus: Holiday coverage bonus',
      amount: -250,
      status: 'PAID',
    });
    const [transaction] = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.oneOffPaymentId, item.id));
    expect(transaction).toMatchObject({ id: paid.transaction_id, kind: 'ONE_OFF_PAYMENT', employeeId: nurse });
    expect(await auditsOf(item.id)).toEqual(['money.one_off_created', 'money.one_off_paid']);
  });

  it('needs an Idempotency-Key', async () => {
    const item = dataOf(await create({ amount: 1 }));
    expect(refused(await pay(item.id, s.admin, null), 400)).toEqual([productMessages.idempotencyKeyRequired]);
  });

  it('refuses more than the vault holds with what it holds, and leaves it approved', async () => {
    const item = dataOf(await create({ employee_id: mapleNurse, amount: 20, dated: '2026-01-05' }, s.ownerAtMaple));
    expect(refused(await pay(item.id, s.ownerAtMaple), 409)).toEqual([productMessages.vaultTooLow('$0.00', '$20.00')]);
    expect(dataOf(await t.call(getOneOffPaymentContract, { params: { id: item.id }, headers: s.ownerAtMaple })).status).toBe('APPROVED');
    expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.oneOffPaymentId, item.id))).toEqual([]);
  });

  it('lists by status, kind and nurse, awaiting approval first', async () => {
    const list = async (query: object) =>
      dataOf(await t.call(listOneOffPaymentsContract, { query: { page_size: 40, ...query }, headers: s.admin }));
    const all = await list({});
    const order = all.results.map((r) => (r.status === 'PENDING_APPROVAL' ? 0 : r.status === 'APPROVED' ? 1 : 2));
    expect(order).toEqual([...order].sort());
    expect((await list({ status: 'PAID' })).results.every((r) => r.status === 'PAID')).toBe(true);
    expect((await list({ kind: 'SHIFT_INCENTIVE' })).results.every((r) => r.kind === 'SHIFT_INCENTIVE')).toBe(true);
    const hers = await list({ employee_id: nurse });
    expect(hers.count).toBeGreaterThan(0);
    expect(hers.results.every((r) => r.employee_id === nurse)).toBe(true);
  });
});

describe('the payroll exports', () => {
  it("carry an internal nurse's paid payment in the next run as an amount-only row of its kind; an external nurse's not", async () => {
    const staff = await addNurse(t, s.sunrise, {
      hourlyRateCents: 3000,
      paychexEmpId: 'PX-7701',
      paychexOrgId: 'ORG-77',
      first: 'Olive',
      last: 'Oneoff',
    });
    const external = await addNurse(t, s.sunrise, { workerType: 'EN', paychexEmpId: 'PX-7702', last: 'Marketplace' });
    const bonus = dataOf(await create({ employee_id: staff.id, amount: 150, reason: 'Perfect attendance' }));
    const incentive = dataOf(await create({ employee_id: staff.id, kind: 'REFERRAL', amount: 300, reason: 'Referred a CNA' }));
    const theirs = dataOf(await create({ employee_id: external.id, amount: 99 }));
    for (const item of [bonus, incentive, theirs]) dataOf(await pay(item.id));
    // Paid today, they go to the run of the period just ended while it is not approved (decision 077).
    const paid = dataOf(await t.call(getOneOffPaymentContract, { params: { id: bonus.id }, headers: s.admin }));
    const lastWeek = addDays(weekStartOf(today), -7);
    expect(paid.payroll_period).toEqual({ start: lastWeek, end: addDays(lastWeek, 6) });

    const run = dataOf(await t.call(computePayrollRunContract, { body: { period_start: lastWeek }, headers: keyed(s.admin) }));
    const paychex = (await t.call(exportPaychexContract, { params: { runId: run.id }, headers: s.admin })).body.trim().split('\r\n');
    // One-off payments carry no labor category, and Sunrise has no tax setup or local tax here (decisions 078, 082).
    const period = `${lastWeek},${addDays(lastWeek, 6)},,,,,,,`;
    expect(paychex.filter((r) => r.includes('PX-7701'))).toEqual([
      `ORG-77,PX-7701,Olive Oneoff,Bonus,,,150.00,${period}`,
      `ORG-77,PX-7701,Olive Oneoff,Referral Bonus,,,300.00,${period}`,
    ]);
    expect(paychex.some((r) => r.includes('PX-7702'))).toBe(false);
    const adp = (await t.call(exportAdpContract, { params: { runId: run.id }, headers: s.admin })).body.trim().split('\r\n');
    const mine = adp.filter((r) => r.includes(`Olive Oneoff`)).map((r) => r.split(',').slice(10, 15));
    expect(mine).toEqual([
      ['BON', '150.00', '', '', '150.00'],
      ['REF', '300.00', '', '', '300.00'],
    ]);

    // Once that run is approved, a payment waits for its own period's run.
    await t.deps.db.update(payrollRuns).set({ status: 'APPROVED' }).where(eq(payrollRuns.id, run.id));
    const later = dataOf(await create({ employee_id: staff.id, amount: 5 }));
    expect(dataOf(await pay(later.id)).payroll_period).toEqual({ start: weekStartOf(today), end: addDays(weekStartOf(today), 6) });
  });
});

// PGlite runs one statement at a time; the race is only real on the server.
describe.runIf(process.env.TEST_DB === 'postgres')('two pays of one payment at once', () => {
  it('pays it once: one 200, one 409, one ledger transaction', async () => {
    const item = dataOf(await create({ amount: 61.5 }));
    const before = await balancesOf(t.deps.db, s.sunrise);
    const answers = await Promise.all([pay(item.id), pay(item.id, owner)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.oneOffPaymentId, item.id))).toHaveLength(1);
    expect((await balancesOf(t.deps.db, s.sunrise)).VAULT).toBe(before.VAULT - 6150);
  });
});
