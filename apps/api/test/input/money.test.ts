/**
 * Money in a JSON body is a JSON number, as the contract's schema says: a number written as text
 * ("10") is refused with the field's message, and nothing moves. Forms keep reading their text
 * (the *FormSchema variants); the API does not.
 */
import { verifyDepositsContract } from '@careroster/shared/api/bank/verify-deposits';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import { createReimbursementContract } from '@careroster/shared/api/payments/reimbursements';
import { messages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, ledgerTransactions, reimbursements } from '../../src/db/schema';
import { type BodyOf, refused } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { newKey } from '../payments/helpers';

const t = useTestApp();
const s = useDemoSessions(t);

const count = async (table: typeof ledgerTransactions | typeof reimbursements) => (await t.deps.db.select().from(table)).length;

// Every body here is malformed on purpose (money written as text), for the server to refuse.
const fundVault = (body: object) =>
  t.call(fundVaultContract, { body: body as BodyOf<typeof fundVaultContract>, headers: { ...s.admin, 'idempotency-key': newKey() } });
const reimburse = (body: object) =>
  t.call(createReimbursementContract, {
    body: body as BodyOf<typeof createReimbursementContract>,
    headers: { ...s.admin, 'idempotency-key': newKey() },
  });
const verifyDeposits = (body: object) =>
  t.call(verifyDepositsContract, {
    body: body as BodyOf<typeof verifyDepositsContract>,
    headers: { ...s.admin, 'idempotency-key': newKey() },
  });

describe('a number written as text', () => {
  it.each(['10', '10.00', ' 5'])('is not a vault amount (%j): 422, nothing funded', async (amount) => {
    const before = await count(ledgerTransactions);
    expect(refused(await fundVault({ amount }), 422)).toEqual([messages.enterValidAmount]);
    expect(await count(ledgerTransactions)).toBe(before);
  });

  it('is not a reimbursement amount, mile count or rate', async () => {
    const [employee] = await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, s.sunrise)).limit(1);
    const base = { employee_id: employee!.id, description: 'Parking', incurred_on: '2026-01-05' };
    const before = await count(reimbursements);
    expect((await reimburse({ ...base, category: 'PARKING', amount: '5' })).statusCode).toBe(422);
    expect((await reimburse({ ...base, category: 'MILEAGE', miles: '12', mile_rate: 0.5 })).statusCode).toBe(422);
    expect((await reimburse({ ...base, category: 'MILEAGE', miles: 12, mile_rate: '0.5' })).statusCode).toBe(422);
    expect(await count(reimbursements)).toBe(before);
  });

  it('is not a micro-deposit amount', async () => {
    const res = await verifyDeposits({ amount1: '0.05', amount2: '0.07' });
    expect(refused(res, 422)).toEqual([messages.amount1Required, messages.amount2Required]);
  });
});
