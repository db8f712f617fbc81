import fc from 'fast-check';
import { ledgerAccountKinds, type LedgerAccountKind } from '@careroster/shared/money/values';
import { AppError } from '@careroster/shared/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../src/db/schema';
import { demoSunriseFundings, demoSunriseReimbursedCents } from '../../src/db/seed/demo-money';
import { demoSunriseOneOff } from '../../src/db/seed/demo-one-off-payments';
import { ledgerAccountIds } from '../../src/modules/ledger/accounts';
import { balancesOf, type Balances } from '../../src/modules/ledger/balances';
import { fundingLegs, settlementLegs } from '../../src/modules/ledger/funding-legs';
import { postTransaction } from '../../src/modules/ledger/post';
import { payFromVault, type VaultDestination } from '../../src/modules/ledger/spend';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sunrise: string;
let maple: string;

beforeAll(async () => {
  t = await createTestApp();
  sunrise = await t.sunriseId();
  maple = await t.mapleId();
}, 120_000);
afterAll(() => t.close());

/** The database's own message of a refused statement (drizzle wraps it; the cause is the driver's). */
async function refusal(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the database accepted it');
}

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.sql(query)) as { rows: T[] }).rows;
const unbalancedTransactions = () =>
  rows<{ transaction_id: string }>(
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0 or count(*) < 2`,
  );

describe('the ledger (decision 028)', () => {
  it('derives the demo vault from its entries: settled fundings less the paid reimbursement and bonus in the vault, the last in transit, 3 cents a funding in fees', async () => {
    const balances = await balancesOf(t.deps.db, sunrise);
    const settled = demoSunriseFundings.filter((f) => f.settledDaysAgo !== null).reduce((sum, f) => sum + f.cents, 0);
    const pending = demoSunriseFundings.filter((f) => f.settledDaysAgo === null).reduce((sum, f) => sum + f.cents, 0);
    expect(balances.VAULT).toBe(settled - demoSunriseReimbursedCents - demoSunriseOneOff.paid.cents);
    expect(balances.FUNDING_IN_TRANSIT).toBe(pending);
    expect(balances.FEES).toBe(3 * demoSunriseFundings.length);
    expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('refuses to change or delete an entry or a transaction', async () => {
    const [entry] = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.facilityId, sunrise)).limit(1);
    expect(await refusal(() => t.sql(sql`update ledger_entries set amount_cents = amount_cents + 1 where id = ${entry!.id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(() => t.sql(sql`delete from ledger_entries where id = ${entry!.id}`))).toMatch(/append-only/);
    expect(await refusal(() => t.sql(sql`update ledger_transactions set memo = 'edited' where id = ${entry!.transactionId}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(() => t.sql(sql`delete from ledger_transactions where id = ${entry!.transactionId}`))).toMatch(/append-only/);
  });

  it('refuses at commit a transaction whose entries do not sum to zero, or that has one entry', async () => {
    const accounts = await ledgerAccountIds(t.deps.db, sunrise);
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    const write = (legs: [LedgerAccountKind, number][]) =>
      t.deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ facilityId: sunrise, kind: 'PAYOUT', memo: 'bad' }).returning();
        if (legs.length > 0)
          await tx
            .insert(ledgerEntries)
            .values(
              legs.map(([kind, cents]) => ({ transactionId: row!.id, facilityId: sunrise, accountId: accounts[kind], amountCents: cents })),
            );
      });
    expect(
      await refusal(() =>
        write([
          ['VAULT', -100],
          ['NURSE_PAYABLES', 99],
        ]),
      ),
    ).toMatch(/unbalanced/);
    expect(await refusal(() => write([['VAULT', 5]]))).toMatch(/unbalanced/);
    expect(await refusal(() => write([]))).toMatch(/unbalanced/);
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    expect(after).toEqual(before);
  });

  it("refuses at commit any account but the bank below zero, and an entry on another facility's account", async () => {
    const sunriseAccounts = await ledgerAccountIds(t.deps.db, sunrise);
    const mapleAccounts = await ledgerAccountIds(t.deps.db, maple);
    const { VAULT } = await balancesOf(t.deps.db, sunrise);
    await expect(
      t.deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ facilityId: sunrise, kind: 'PAYOUT', memo: 'too much' }).returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, facilityId: sunrise, accountId: sunriseAccounts.VAULT, amountCents: -(VAULT + 1) },
          { transactionId: row!.id, facilityId: sunrise, accountId: sunriseAccounts.NURSE_PAYABLES, amountCents: VAULT + 1 },
        ]);
      }),
    ).rejects.toThrow();
    expect(
      await refusal(() =>
        t.deps.db.transaction(async (tx) => {
          const [row] = await tx.insert(ledgerTransactions).values({ facilityId: sunrise, kind: 'PAYOUT', memo: 'crossing' }).returning();
          await tx.insert(ledgerEntries).values([
            { transactionId: row!.id, facilityId: sunrise, accountId: sunriseAccounts.VAULT, amountCents: -1 },
            { transactionId: row!.id, facilityId: sunrise, accountId: mapleAccounts.NURSE_PAYABLES, amountCents: 1 },
          ]);
        }),
      ),
    ).toMatch(/crosses facilities/);
    expect((await balancesOf(t.deps.db, sunrise)).VAULT).toBe(VAULT);
  });

  it('answers a payment larger than the vault with a 409 that says what the vault holds, and writes nothing', async () => {
    const { VAULT } = await balancesOf(t.deps.db, sunrise);
    const error = await t.deps.db
      .transaction((tx) => payFromVault(tx, sunrise, { kind: 'PAYOUT', memo: 'too much', cents: VAULT + 1, to: 'NURSE_PAYABLES' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(409);
    expect((error as AppError).message).toBe('The vault holds $7,223.40, and this payment needs $7,223.41. Fund the vault first.');
    expect((await balancesOf(t.deps.db, sunrise)).VAULT).toBe(VAULT);
  });
});

type Op = { type: 'fund'; cents: number } | { type: 'settle'; pick: number } | { type: 'pay'; cents: number; to: VaultDestination };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('fund' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ type: fc.constant('settle' as const), pick: fc.nat() }),
  fc.record({
    type: fc.constant('pay' as const),
    cents: fc.integer({ min: 1, max: 300_000 }),
    to: fc.constantFrom<VaultDestination>('NURSE_PAYABLES', 'AGENCY_PAYABLES', 'REIMBURSEMENTS'),
  }),
);

describe('the ledger under random sequences of fundings, fees, payouts and reimbursements', () => {
  it('keeps every transaction at zero and every balance equal to a model of it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const model: Balances = await balancesOf(t.deps.db, maple);
        const open = await rows<{ id: string; cents: string }>(sql`
          select t.id, e.amount_cents as cents from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.kind = 'FUNDING_IN_TRANSIT'
          where t.facility_id = ${maple} and t.kind = 'FUNDING'
            and not exists (select 1 from ledger_transactions s where s.settles_id = t.id)`);
        const pending = open.map((row) => ({ id: row.id, cents: Number(row.cents) }));
        for (const step of ops) {
          if (step.type === 'fund') {
            const id = await t.deps.db.transaction((tx) =>
              postTransaction(tx, maple, { kind: 'FUNDING', memo: 'Vault funding', legs: fundingLegs(step.cents) }),
            );
            pending.push({ id, cents: step.cents });
            model.FUNDING_BANK -= step.cents + 3;
            model.FUNDING_IN_TRANSIT += step.cents;
            model.FEES += 3;
          } else if (step.type === 'settle') {
            if (pending.length === 0) continue;
            const [funding] = pending.splice(step.pick % pending.length, 1);
            await t.deps.db.transaction((tx) =>
              postTransaction(tx, maple, {
                kind: 'FUNDING_SETTLED',
                memo: 'settled',
                settlesId: funding!.id,
                legs: settlementLegs(funding!.cents),
              }),
            );
            model.FUNDING_IN_TRANSIT -= funding!.cents;
            model.VAULT += funding!.cents;
          } else {
            const paid = await t.deps.db
              .transaction((tx) =>
                payFromVault(tx, maple, {
                  kind: step.to === 'REIMBURSEMENTS' ? 'REIMBURSEMENT' : 'PAYOUT',
                  memo: 'pay',
                  cents: step.cents,
                  to: step.to,
                }),
              )
              .then(
                () => true,
                (error: unknown) => {
                  if (error instanceof AppError && error.statusCode === 409) return false;
                  throw error;
                },
              );
            // The model pays exactly when the vault covers it.
            expect(paid).toBe(model.VAULT >= step.cents);
            if (paid) {
              model.VAULT -= step.cents;
              model[step.to] += step.cents;
            }
          }
          expect(await unbalancedTransactions()).toEqual([]);
          expect(await balancesOf(t.deps.db, maple)).toEqual(model);
          for (const kind of ledgerAccountKinds) if (kind !== 'FUNDING_BANK') expect(model[kind]).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 12, seed: 20261124 },
    );
  }, 240_000);
});

// PGlite runs one transaction at a time; the race is only real on the server.
describe.runIf(process.env.TEST_DB === 'postgres')('payouts at once on PostgreSQL', () => {
  it('pays 10 of 50 simultaneous payouts when the vault covers 10, and leaves the vault at zero', async () => {
    const facility = maple;
    const { VAULT } = await balancesOf(t.deps.db, facility);
    // Empty the vault, then put exactly ten payouts' worth in it.
    if (VAULT > 0)
      await t.deps.db.transaction((tx) =>
        payFromVault(tx, facility, { kind: 'PAYOUT', memo: 'empty', cents: VAULT, to: 'NURSE_PAYABLES' }),
      );
    const each = 12_345;
    await t.deps.db.transaction(async (tx) => {
      const id = await postTransaction(tx, facility, { kind: 'FUNDING', memo: 'Vault funding', legs: fundingLegs(10 * each) });
      await postTransaction(tx, facility, { kind: 'FUNDING_SETTLED', memo: 'settled', settlesId: id, legs: settlementLegs(10 * each) });
    });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.deps.db.transaction((tx) =>
          payFromVault(tx, facility, { kind: 'PAYOUT', memo: `payout ${i}`, cents: each, to: 'NURSE_PAYABLES' }),
        ),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect((r.reason as AppError).statusCode).toBe(409);
    expect((await balancesOf(t.deps.db, facility)).VAULT).toBe(0);
    expect(await unbalancedTransactions()).toEqual([]);
  }, 120_000);
});
