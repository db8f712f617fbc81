import { payReimbursementContract } from '@careroster/shared/api/payments/reimbursements';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, reimbursements } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { balancesOf } from '../../src/modules/ledger/balances';
import { fundingLegs, settlementLegs } from '../../src/modules/ledger/funding-legs';
import { postTransaction } from '../../src/modules/ledger/post';
import { bearer, useTestApp } from '../helpers/test-app';
import { newKey, rowsOf } from './helpers';

const PAYOUTS = 50;
const COVERED = 10;
const CENTS = 1_250;

const t = useTestApp();
let maple: string;

beforeAll(async () => {
  maple = await t.mapleId();
}, 120_000);

// PGlite runs one statement at a time; the race is only real on the server (the test).
describe.runIf(process.env.TEST_DB === 'postgres')('50 payouts at once against a vault that covers 10', () => {
  it('pays exactly 10, refuses 40 with 409, and leaves the vault at zero with every transaction balanced', async () => {
    // Maple's vault holds exactly ten reimbursements, funded and settled through the ledger.
    await t.deps.db.transaction(async (tx) => {
      const funding = await postTransaction(tx, maple, { kind: 'FUNDING', memo: 'Vault funding', legs: fundingLegs(COVERED * CENTS) });
      await postTransaction(tx, maple, {
        kind: 'FUNDING_SETTLED',
        memo: 'Vault funding settled',
        settlesId: funding,
        legs: settlementLegs(COVERED * CENTS),
      });
    });
    const [employee] = await t.deps.db.select({ id: employees.id }).from(employees).where(eq(employees.facilityId, maple)).limit(1);
    const items = await t.deps.db
      .insert(reimbursements)
      .values(
        Array.from({ length: PAYOUTS }, (_, i) => ({
          facilityId: maple,
          employeeId: employee!.id,
          category: 'PARKING' as const,
          description: `Parking ${i + 1}`,
          incurredOn: '2026-01-05',
          amountCents: CENTS,
        })),
      )
      .returning({ id: reimbursements.id });
    const owner = bearer((await t.login(demoUsers.owner)).token, maple);
    const answers = await Promise.all(
      items.map((item) =>
        t.call(payReimbursementContract, { params: { id: item.id }, headers: { ...owner, 'idempotency-key': newKey() } }),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(COVERED);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PAYOUTS - COVERED);
    const balances = await balancesOf(t.deps.db, maple);
    expect(balances.VAULT).toBe(0);
    expect(balances.REIMBURSEMENTS).toBe(COVERED * CENTS);
    const unbalanced = await rowsOf(
      t,
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0 or count(*) < 2`,
    );
    expect(unbalanced).toEqual([]);
    const paid = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from reimbursements where facility_id = ${maple} and status = 'PAID'`,
    );
    expect(paid[0]!.n).toBe(COVERED);
  }, 120_000);
});
