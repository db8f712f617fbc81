import { addBankAccountContract } from '@careroster/shared/api/bank/add-bank-account';
import type { BankAccountAnswer } from '@careroster/shared/api/bank/bank-account';
import { getBankAccountContract } from '@careroster/shared/api/bank/get-bank-account';
import { verifyDepositsContract } from '@careroster/shared/api/bank/verify-deposits';
import { listNotificationsContract } from '@careroster/shared/api/notifications/notifications';
import { messages, productMessages } from '@careroster/shared/messages';
import { isAbaRoutingNumber } from '@careroster/shared/validation/bank';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bankAccounts } from '../../src/db/schema';
import { demoMapleDeposits } from '../../src/db/seed/demo-bank';
import { demoUsers } from '../../src/db/seed/demo';
import { createContext } from '../../src/platform/context';
import { deliverDueDeposits } from '../../src/modules/bank/deposits-job';
import { expireBankAccounts } from '../../src/modules/bank/expiry-job';
import { verifiedFundingAccount } from '../../src/modules/bank/service';
import { type BodyOf, refused } from '../helpers/contract-call';
import { bearer, systemCtx, useDemoSessions, useTestApp } from '../helpers/test-app';

// No delay: the tests deliver due deposits by calling the job's sweep themselves.
const t = useTestApp({ config: { bankDepositDelaySeconds: 0 } });
const s = useDemoSessions(t);

const accountOf = (res: { data: BankAccountAnswer }) => res.data.account;
const getAccount = (headers: Record<string, string>) => t.call(getBankAccountContract, { headers });
// Some amounts here are malformed on purpose (empty, missing), for the server to refuse.
const verify = (headers: Record<string, string>, amount1: unknown, amount2: unknown) =>
  t.call(verifyDepositsContract, { body: { amount1, amount2 }, headers });
const add = (headers: Record<string, string>, body: Partial<BodyOf<typeof addBankAccountContract>> = {}) =>
  t.call(addBankAccountContract, {
    body: {
      holder_name: 'Sunrise Care Center LLC',
      routing_number: '021000021',
      account_number: '5550001111',
      account_type: 'CHECKING',
      ...body,
    },
    headers,
  });
const jobCtx = () => ({ jobId: 'test', log: t.app.log });
const cents = (pair: readonly number[]) => pair.map((c) => c / 100);
const rowOf = async (id: string) => (await t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]!;

describe('the routing number', () => {
  it('passes the ABA check digit only when the weighted sum is a multiple of 10', () => {
    expect(['011000015', '021000021', '121000358', '026009593'].every(isAbaRoutingNumber)).toBe(true);
    expect(['011000016', '021000012', '12345678', '1234567890', '02100002a'].some(isAbaRoutingNumber)).toBe(false);
  });

  it('is refused with its message, and nothing is saved', async () => {
    const before = accountOf(await getAccount(s.admin));
    expect(refused(await add(s.admin, { routing_number: '021000012' }), 422)).toEqual([productMessages.bankRoutingInvalid]);
    expect(refused(await add(s.admin, { account_number: '123' }), 422)).toEqual([productMessages.bankAccountNumberInvalid]);
    expect(refused(await add(s.admin, { holder_name: ' ' }), 422)).toEqual([productMessages.bankHolderRequired]);
    expect(accountOf(await getAccount(s.admin))).toEqual(before);
  });
});

describe('the demo accounts', () => {
  it('Sunrise has a verified account that funds, masked to its last four', async () => {
    const account = accountOf(await getAccount(s.admin))!;
    expect(account).toMatchObject({
      status: 'VERIFIED',
      account_number: '****6789',
      routing_number: '011000015',
      account_type: 'CHECKING',
    });
    expect(JSON.stringify(account)).not.toContain('000123456789');
  });

  it('Maple has one awaiting verification that a manager sees, masked, but cannot verify or replace', async () => {
    const account = accountOf(await getAccount(s.manager))!;
    expect(account).toMatchObject({
      status: 'AWAITING_VERIFICATION',
      account_number: '****1234',
      attempts_left: 3,
      deposits_arrived: true,
    });
    expect(refused(await verify(s.manager, 0.04, 0.07), 403)).toEqual([productMessages.notAllowed]);
    expect(refused(await add(s.manager), 403)).toEqual([productMessages.notAllowed]);
    expect(accountOf(await getAccount(s.manager))!.attempts_left).toBe(3);
  });
});

describe('adding an account', () => {
  let id: string;

  it('seals the number at rest and answers it masked', async () => {
    const account = accountOf(await add(s.admin, { account_number: '9876-5432-10' }))!;
    id = account.id;
    expect(account).toMatchObject({ status: 'PENDING_DEPOSITS', account_number: '****3210', attempts_left: 3, deposits_arrived: false });
    const raw = await t.sql(sql`select to_jsonb(b)::text as row from bank_accounts b where id = ${id}`);
    const text = (raw as { rows: { row: string }[] }).rows[0]!.row;
    expect(text).not.toContain('9876543210');
    const row = await rowOf(id);
    expect(row.accountNumberSealed).toMatch(/^v1\./);
    expect(row.depositsSealed).toMatch(/^v1\./);
  });

  it("replaced Sunrise's verified account, which no longer funds anything until the new one is verified", async () => {
    const old = await t.deps.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.facilityId, s.sunrise), eq(bankAccounts.status, 'REMOVED')));
    expect(old).toHaveLength(1);
    const ctx = createContext({
      requestId: 'test',
      log: t.app.log,
      deps: t.deps,
      facility: { id: s.sunrise, name: 'Sunrise', role: 'ADMIN', timezone: 'EST' },
    });
    expect(await verifiedFundingAccount(ctx)).toBeNull();
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.facilityId, s.sunrise));
    const actions = audits.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['bank.account_added', 'bank.account_removed']));
    expect(audits.map((a) => a.detail ?? '').join('|')).not.toMatch(/9876|5432/);
  });

  it('refuses a try before the deposits arrive, without spending an attempt', async () => {
    expect(refused(await verify(s.admin, 0.01, 0.02), 422)).toEqual([productMessages.bankDepositsNotArrived]);
    expect((await rowOf(id)).attemptsLeft).toBe(3);
  });

  it('delivers the deposits with a BANK notification for the facility, and verifies with them in either order, to the cent', async () => {
    const delivered = await deliverDueDeposits(t.deps, jobCtx());
    expect(delivered.has(s.sunrise)).toBe(true);
    const account = accountOf(await getAccount(s.admin))!;
    expect(account).toMatchObject({ status: 'AWAITING_VERIFICATION', deposits_arrived: true });
    const owner = bearer((await t.login(demoUsers.owner)).token, s.sunrise);
    const list = await t.call(listNotificationsContract, { query: { page_size: 5 }, headers: owner });
    expect(list.body).toContain(productMessages.bankDepositsArrivedTitle);
    expect(list.body).toContain(productMessages.bankDepositsArrivedBody('3210'));

    const [a, b] = JSON.parse(t.deps.secrets.open((await rowOf(id)).depositsSealed!, `bank-deposits:${id}`)) as [number, number];
    expect(a).toBeGreaterThanOrEqual(1);
    expect(b).toBeLessThanOrEqual(9);
    const wrong = a === 9 ? 8 : a + 1;
    expect(refused(await verify(s.admin, wrong / 100, b / 100), 422)[0]).toBe(productMessages.bankWrongAmounts(2));
    // Decision 026: an amount between cents matches nothing, even one that rounds to a deposit.
    expect(refused(await verify(s.admin, (b * 10 + 4) / 1000, a / 100), 422)[0]).toBe(productMessages.bankWrongAmounts(1));
    expect(accountOf(await verify(s.admin, b / 100, a / 100))).toMatchObject({ status: 'VERIFIED', attempts_left: 1 });
    const ctx = createContext({
      requestId: 'test',
      log: t.app.log,
      deps: t.deps,
      facility: { id: s.sunrise, name: 'Sunrise', role: 'ADMIN', timezone: 'EST' },
    });
    expect(await verifiedFundingAccount(ctx)).toMatchObject({ id, last4: '3210' });
    expect(refused(await verify(s.admin, b / 100, a / 100), 409)).toEqual([productMessages.bankAlreadyVerified]);
    const actions = (await t.deps.db.select().from(auditLog).where(eq(auditLog.target, id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['bank.account_added', 'bank.verification_failed', 'bank.account_verified']));
  });
});

describe('verifying', () => {
  it("checks each amount with the spec's messages and spends nothing", async () => {
    expect(refused(await verify(s.ownerAtMaple, '', 0.05), 422)).toEqual([messages.amount1Required]);
    expect(refused(await verify(s.ownerAtMaple, 0.05, null), 422)).toEqual([messages.amount2Required]);
    expect(refused(await verify(s.ownerAtMaple, 0.5, 0.05), 422)).toEqual([messages.amountMax]);
    expect(accountOf(await getAccount(s.ownerAtMaple))!.attempts_left).toBe(3);
  });

  it("spends one attempt per wrong pair and answers 'No attemps left' at the third, then FAILED", async () => {
    expect(refused(await verify(s.ownerAtMaple, 0.01, 0.02), 422)[0]).toBe(productMessages.bankWrongAmounts(2));
    expect(refused(await verify(s.ownerAtMaple, 0.01, 0.02), 422)[0]).toBe(productMessages.bankWrongAmounts(1));
    expect(refused(await verify(s.ownerAtMaple, 0.01, 0.02), 422)).toEqual([messages.noAttemptsLeft]);
    expect(accountOf(await getAccount(s.ownerAtMaple))).toMatchObject({ status: 'FAILED', attempts_left: 0 });
    // Even the right amounts are too late now.
    const [a, b] = cents(demoMapleDeposits);
    expect(refused(await verify(s.ownerAtMaple, a, b), 422)).toEqual([messages.noAttemptsLeft]);
  });

  it('expires ten days after the account was added: on submit, and by the daily job', async () => {
    const fresh = accountOf(await add(s.ownerAtMaple, { holder_name: 'Maple Grove Nursing Home Inc' }))!;
    await deliverDueDeposits(t.deps, jobCtx());
    await t.deps.db
      .update(bankAccounts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bankAccounts.id, fresh.id));
    const [a, b] = JSON.parse(t.deps.secrets.open((await rowOf(fresh.id)).depositsSealed!, `bank-deposits:${fresh.id}`)) as [
      number,
      number,
    ];
    expect(refused(await verify(s.ownerAtMaple, a / 100, b / 100), 422)).toEqual([productMessages.bankVerificationExpired(10)]);
    expect(accountOf(await getAccount(s.ownerAtMaple))).toMatchObject({ status: 'EXPIRED', attempts_left: 3 });

    const other = accountOf(await add(s.ownerAtMaple, { holder_name: 'Maple Grove Nursing Home Inc' }))!;
    const tenDaysOn = new Date(new Date(other.expires_at).getTime() + 1000);
    expect(new Date(other.expires_at).getTime() - Date.now()).toBeGreaterThan(9.9 * 24 * 3600 * 1000);
    expect((await expireBankAccounts(systemCtx(t), new Date(Date.now()))).has(s.maple)).toBe(false);
    expect((await expireBankAccounts(systemCtx(t), tenDaysOn)).has(s.maple)).toBe(true);
    expect((await rowOf(other.id)).status).toBe('EXPIRED');
  });

  // PGlite runs one statement at a time; the race is only real on the server.
  it.runIf(process.env.TEST_DB === 'postgres')('spends a distinct attempt for each of two wrong tries sent at once', async () => {
    const fresh = accountOf(await add(s.ownerAtMaple, { holder_name: 'Maple Grove Nursing Home Inc' }))!;
    await deliverDueDeposits(t.deps, jobCtx());
    const answers = await Promise.all([verify(s.ownerAtMaple, 0.1, 0.1), verify(s.ownerAtMaple, 0.1, 0.1)]);
    const firsts = answers.map((r) => refused(r, 422)[0]).sort();
    expect(firsts).toEqual([productMessages.bankWrongAmounts(1), productMessages.bankWrongAmounts(2)].sort());
    expect((await rowOf(fresh.id)).attemptsLeft).toBe(1);
  });
});
