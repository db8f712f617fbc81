import { paymentsSummaryContract } from '@careroster/shared/api/payments/payments-summary';
import {
  cancelReimbursementContract,
  createReimbursementContract,
  getReimbursementContract,
  listReimbursementsContract,
  payReimbursementContract,
} from '@careroster/shared/api/payments/reimbursements';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, facilities, ledgerTransactions, notifications, reimbursements } from '../../src/db/schema';
import { balancesOf } from '../../src/modules/ledger/balances';
import { type BodyOf, dataOf, type QueryOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { newKey } from './helpers';

const t = useTestApp();
const s = useDemoSessions(t);
let nurse: string;
let mapleNurse: string;
let today: string;
let mapleToday: string;

beforeAll(async () => {
  const employeeOf = async (facilityId: string) =>
    (await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, facilityId)).limit(1))[0]!.id;
  nurse = await employeeOf(s.sunrise);
  mapleNurse = await employeeOf(s.maple);
  // The rule is the facility's today, in its zone: Maple (Chicago) is an hour behind Sunrise (New
  // York), so between their midnights Sunrise's today is Maple's tomorrow.
  const todayAt = async (facilityId: string) => {
    const [facility] = await t.deps.db.select({ timezone: facilities.timezone }).from(facilities).where(eq(facilities.id, facilityId));
    return zonedDate(new Date(), facility!.timezone);
  };
  today = await todayAt(s.sunrise);
  mapleToday = await todayAt(s.maple);
}, 120_000);

const keyed = (headers: Record<string, string>, key: string | null) => ({
  ...headers,
  ...(key === null ? {} : { 'idempotency-key': key }),
});
// Some bodies here are malformed on purpose (an unknown category, no amount), for the server to refuse.
const create = (body: object, headers = s.admin) =>
  t.call(createReimbursementContract, {
    body: { employee_id: nurse, description: 'Parking at the hospital', incurred_on: today, ...body } as BodyOf<
      typeof createReimbursementContract
    >,
    headers: keyed(headers, newKey()),
  });
const pay = (id: string, headers = s.admin, key: string | null = newKey()) =>
  t.call(payReimbursementContract, { params: { id }, headers: keyed(headers, key) });
const cancel = (id: string, headers = s.admin) => t.call(cancelReimbursementContract, { params: { id }, headers });
const list = async (query: QueryOf<typeof listReimbursementsContract> = {}, headers = s.admin) =>
  dataOf(await t.call(listReimbursementsContract, { query, headers }));
const getOne = (id: string, headers: Record<string, string>) => t.call(getReimbursementContract, { params: { id }, headers });
const count = async () => (await t.deps.db.select().from(reimbursements)).length;

describe('entering a reimbursement', () => {
  it("takes an amount, or miles at the IRS rate or the facility's own", async () => {
    expect(dataOf(await create({ category: 'PARKING', amount: 12.5 }))).toMatchObject({
      status: 'PENDING',
      category: 'PARKING',
      category_name: 'Parking',
      amount: 12.5,
      miles: null,
      mile_rate: null,
      nurse_name: expect.any(String),
    });
    // The IRS rate of the expense's year (decision 051): 72.5 cents in 2026 (Notice 2026-10), 70 in 2025 (Notice 2025-5).
    expect(dataOf(await create({ category: 'MILEAGE', miles: 10, incurred_on: '2026-01-15' }))).toMatchObject({
      amount: 7.25,
      miles: 10,
      mile_rate: 0.725,
    });
    expect(dataOf(await create({ category: 'MILEAGE', miles: 10, incurred_on: '2025-06-02' }))).toMatchObject({
      amount: 7,
      mile_rate: 0.7,
    });
    // Three decimals, the sum rounded half up once: 3 x $0.655 = $1.965 -> $1.97.
    expect(dataOf(await create({ category: 'MILEAGE', miles: 3, mile_rate: 0.655 }))).toMatchObject({ amount: 1.97, mile_rate: 0.655 });
    expect(dataOf(await create({ category: 'MILEAGE', miles: 15, mile_rate: 0.5, amount: 999 }))).toMatchObject({
      amount: 7.5,
      mile_rate: 0.5,
    });
  });

  it.each([
    [{ category: 'PARKING', amount: 5, employee_id: undefined }, productMessages.reimbursementEmployeeRequired],
    [{ category: 'not a code!', amount: 5 }, productMessages.reimbursementCategoryRequired],
    // Decision 078: a code the facility's expense list does not have, or has archived (the demo's UNIFORM).
    [{ category: 'BRIBES', amount: 5 }, productMessages.companyCategoryInactive],
    [{ category: 'UNIFORM', amount: 5 }, productMessages.companyCategoryInactive],
    [{ category: 'PARKING', amount: 5, description: '  ' }, productMessages.reimbursementDescriptionRequired],
    [{ category: 'PARKING', amount: 5, description: 'x'.repeat(201) }, productMessages.reimbursementDescriptionTooLong(200)],
    [{ category: 'PARKING', amount: 5, incurred_on: '2026-02-30' }, productMessages.invalidDate],
    [{ category: 'PARKING', amount: 0 }, messages.enterValidAmount],
    [{ category: 'SUPPLIES' }, messages.enterValidAmount],
    [{ category: 'OTHER', amount: 3.333 }, messages.enterValidAmount],
    [{ category: 'OTHER', amount: 10_000.01 }, productMessages.reimbursementAmountTooLarge('$10,000.00')],
    [{ category: 'MILEAGE' }, productMessages.reimbursementMilesInvalid(5000)],
    [{ category: 'MILEAGE', miles: 2.5 }, productMessages.reimbursementMilesInvalid(5000)],
    [{ category: 'MILEAGE', miles: 10, mile_rate: 0.6555 }, productMessages.reimbursementMileRateInvalid('$0.001', '$5.000')],
    [{ category: 'MILEAGE', miles: 10, mile_rate: 5.001 }, productMessages.reimbursementMileRateInvalid('$0.001', '$5.000')],
    [{ category: 'MILEAGE', miles: 10, mile_rate: 0 }, productMessages.reimbursementMileRateInvalid('$0.001', '$5.000')],
    [{ category: 'MILEAGE', miles: 5000, mile_rate: 5 }, productMessages.reimbursementAmountTooLarge('$10,000.00')],
  ])('refuses %j with its message, and saves nothing', async (body, message) => {
    const before = await count();
    expect(refused(await create(body), 422)).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuses an expense dated after the facility's today", async () => {
    expect(refused(await create({ category: 'PARKING', amount: 5, incurred_on: addDays(today, 2) }), 422)).toEqual([
      productMessages.reimbursementDateInFuture,
    ]);
  });

  it("refuses another facility's employee as not found", async () => {
    expect(refused(await create({ category: 'PARKING', amount: 5, employee_id: mapleNurse }), 404)).toEqual([
      productMessages.reimbursementEmployeeNotFound,
    ]);
  });

  it('is not for a manager', async () => {
    expect(refused(await create({ category: 'PARKING', amount: 5, employee_id: mapleNurse }, s.manager), 403)).toEqual([
      productMessages.notAllowed,
    ]);
    expect(refused(await t.call(listReimbursementsContract, { headers: s.manager }), 403)).toEqual([productMessages.notAllowed]);
  });
});

describe('the list', () => {
  it('puts pending ones first and filters by status', async () => {
    const { results } = await list({ page_size: 40 });
    const firstDone = results.findIndex((r) => r.status !== 'PENDING');
    expect(firstDone).toBeGreaterThan(0);
    expect(results.slice(firstDone).every((r) => r.status !== 'PENDING')).toBe(true);
    expect((await list({ status: 'PAID' })).results.every((r) => r.status === 'PAID')).toBe(true);
    expect((await list({ status: 'PAID' })).count).toBeGreaterThanOrEqual(1);
  });
});

describe('one reimbursement', () => {
  it("is read by its id for its facility only; the demo's paid notice names it and its nurse", async () => {
    const [paid] = (await list({ status: 'PAID' })).results;
    expect(dataOf(await getOne(paid!.id, s.admin))).toEqual(paid);
    expect((await getOne(paid!.id, s.ownerAtMaple)).statusCode).toBe(404);
    expect((await getOne(paid!.id, s.manager)).statusCode).toBe(403);
    const notices = await t.deps.db
      .select({ typeId: notifications.typeId, nurseId: notifications.nurseId })
      .from(notifications)
      .where(
        and(eq(notifications.facilityId, s.sunrise), eq(notifications.type, 'PAYMENT'), eq(notifications.title, 'Reimbursement paid')),
      );
    const [employee] = await t.deps.db.select({ nurseId: employees.nurseId }).from(employees).where(eq(employees.id, paid!.employee_id));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.typeId === paid!.id && n.nurseId === employee!.nurseId)).toBe(true);
  });
});

describe('paying', () => {
  it('pays from the vault, marks it paid, and answers a second pay with 409; a retry with the same key replays', async () => {
    const item = dataOf(await create({ category: 'SUPPLIES', amount: 42.5 }));
    const before = await balancesOf(t.deps.db, s.sunrise);
    const key = newKey();
    const paid = dataOf(await pay(item.id, s.admin, key));
    expect(paid).toMatchObject({ status: 'PAID', transaction_id: expect.any(String), paid_at: expect.any(String) });
    const after = await balancesOf(t.deps.db, s.sunrise);
    expect(after.VAULT).toBe(before.VAULT - 4250);
    expect(after.REIMBURSEMENTS).toBe(before.REIMBURSEMENTS + 4250);
    const replay = await pay(item.id, s.admin, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(refused(await pay(item.id), 409)).toEqual([productMessages.reimbursementNotPending('Paid')]);
    expect(refused(await cancel(item.id), 409)).toEqual([productMessages.reimbursementNotPending('Paid')]);
    const [transaction] = await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reimbursementId, item.id));
    expect(transaction).toMatchObject({ id: paid.transaction_id, kind: 'REIMBURSEMENT', employeeId: nurse });
    expect(await balancesOf(t.deps.db, s.sunrise)).toEqual(after);
    const audits = await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, item.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['money.reimbursement_created', 'money.reimbursement_paid']);
  });

  it('needs an Idempotency-Key', async () => {
    const item = dataOf(await create({ category: 'PARKING', amount: 1 }));
    expect(refused(await pay(item.id, s.admin, null), 400)).toEqual([productMessages.idempotencyKeyRequired]);
  });

  it('refuses more than the vault holds with what it holds, and leaves it pending', async () => {
    const item = dataOf(
      await create({ category: 'PARKING', amount: 20, employee_id: mapleNurse, incurred_on: mapleToday }, s.ownerAtMaple),
    );
    expect(refused(await pay(item.id, s.ownerAtMaple), 409)).toEqual([productMessages.vaultTooLow('$0.00', '$20.00')]);
    expect((await list({ status: 'PENDING' }, s.ownerAtMaple)).results.map((r) => r.id)).toContain(item.id);
    expect(await t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reimbursementId, item.id))).toEqual([]);
  });

  it("answers another facility's reimbursement with 404", async () => {
    const [theirs] = await t.deps.db
      .select({ id: reimbursements.id })
      .from(reimbursements)
      .where(and(eq(reimbursements.facilityId, s.sunrise), eq(reimbursements.status, 'PENDING')))
      .limit(1);
    expect(refused(await pay(theirs!.id, s.ownerAtMaple), 404)).toEqual([productMessages.notFound]);
    expect(refused(await cancel(theirs!.id, s.ownerAtMaple), 404)).toEqual([productMessages.notFound]);
  });
});

describe('cancelling', () => {
  it('cancels a pending one once; it can no longer be paid', async () => {
    const item = dataOf(await create({ category: 'OTHER', amount: 9 }));
    expect(dataOf(await cancel(item.id))).toMatchObject({ status: 'CANCELLED', transaction_id: null });
    expect(refused(await cancel(item.id), 409)).toEqual([productMessages.reimbursementNotPending('Cancelled')]);
    expect(refused(await pay(item.id), 409)).toEqual([productMessages.reimbursementNotPending('Cancelled')]);
    const audits = await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, item.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['money.reimbursement_cancelled', 'money.reimbursement_created']);
  });
});

describe('the summary', () => {
  it('follows the payments', async () => {
    const head = dataOf(await t.call(paymentsSummaryContract, { headers: s.admin }));
    expect(head.vault * 100).toBeCloseTo((await balancesOf(t.deps.db, s.sunrise)).VAULT, 6);
  });
});
