/**
 * Money in a JSON body is a JSON number, as the contract's schema says: a number written as text
 * ("10") is refused with the field's message, and nothing moves. Forms keep reading their text
 * (the *FormSchema variants); the API does not.
 */
import { messages } from '@careroster/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, ledgerTransactions, reimbursements } from '../../src/db/schema';
import { createTestApp, demoSessions, type TestApp } from '../helpers/test-app';
import { caller, refused } from '../payments/helpers';

let t: TestApp;
let admin: Record<string, string>;
let sunrise: string;
let http: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, sunrise } = await demoSessions(t));
  http = caller(t);
}, 120_000);
afterAll(() => t.close());

const count = async (table: typeof ledgerTransactions | typeof reimbursements) => (await t.deps.db.select().from(table)).length;

describe('a number written as text', () => {
  it.each(['10', '10.00', ' 5'])('is not a vault amount (%j): 422, nothing funded', async (amount) => {
    const before = await count(ledgerTransactions);
    expect(refused(await http.post('/facilities/vault', admin, { amount }), 422)).toEqual([messages.enterValidAmount]);
    expect(await count(ledgerTransactions)).toBe(before);
  });

  it('is not a reimbursement amount, mile count or rate', async () => {
    const [employee] = await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, sunrise)).limit(1);
    const base = { employee_id: employee!.id, description: 'Parking', incurred_on: '2026-01-05' };
    const before = await count(reimbursements);
    expect((await http.post('/facilities/reimbursements', admin, { ...base, category: 'PARKING', amount: '5' })).statusCode).toBe(422);
    expect((await http.post('/facilities/reimbursements', admin, { ...base, category: 'MILEAGE', miles: '12', mile_rate: 0.5 })).statusCode).toBe(422);
    expect((await http.post('/facilities/reimbursements', admin, { ...base, category: 'MILEAGE', miles: 12, mile_rate: '0.5' })).statusCode).toBe(422);
    expect(await count(reimbursements)).toBe(before);
  });

  it('is not a micro-deposit amount', async () => {
    const res = await http.post('/facilities/fund-deposit', admin, { amount1: '0.05', amount2: '0.07' });
    expect(refused(res, 422)).toEqual([messages.amount1Required, messages.amount2Required]);
  });
});
