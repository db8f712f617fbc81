/**
 * A vault funding asks the provider to debit before it writes the ledger. When that write fails,
 * the client retries with the same Idempotency-Key; the provider must be handed the same
 * reference, which a real provider answers with the first transfer rather than a second debit.
 */
import os from 'node:os';
import path from 'node:path';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerTransactions } from '../../src/db/schema';
import type { PaymentsProvider } from '../../src/platform/payments/provider';
import { sandboxPayments } from '../../src/platform/payments/sandbox';
import { dataOf } from '../helpers/contract-call';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { newKey } from './helpers';

/** Every debit the provider was asked for, by reference, as a provider with idempotency keys them. */
const debits: string[] = [];
const sandbox = sandboxPayments({
  outboxDir: path.join(os.tmpdir(), 'careroster-funding-retry'),
  depositDelaySeconds: 0,
  settleDelaySeconds: 0,
  log: () => undefined,
});
const recording: PaymentsProvider = {
  ...sandbox,
  debitForFunding: (accountRef, cents, reference) => {
    debits.push(reference);
    return sandbox.debitForFunding(accountRef, cents, reference);
  },
};

const t = useTestApp({ app: { payments: recording } });
const s = useDemoSessions(t);

const fundings = () => t.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'FUNDING'));
const fund = (key: string) => t.call(fundVaultContract, { body: { amount: 25 }, headers: { ...s.admin, 'idempotency-key': key } });

it('hands the provider one reference for two tries with one Idempotency-Key, the first failing after the debit', async () => {
  const before = (await fundings()).length;
  // The ledger is down for the first try only: the provider has debited by then.
  await t.sql(
    sql.raw(`create function test_ledger_down() returns trigger language plpgsql as $$ begin raise exception 'ledger down'; end $$`),
  );
  await t.sql(
    sql.raw(`create trigger test_ledger_down before insert on ledger_transactions for each row execute function test_ledger_down()`),
  );
  const key = newKey();
  const first = await fund(key);
  expect(first.statusCode).toBe(500);
  expect(debits).toHaveLength(1);
  expect((await fundings()).length).toBe(before);

  await t.sql(sql.raw(`drop trigger test_ledger_down on ledger_transactions`));
  const second = dataOf(await fund(key));
  expect(debits).toHaveLength(2);
  expect(debits[1]).toBe(debits[0]);
  const after = await fundings();
  expect(after.length).toBe(before + 1);
  expect(after.find((f) => f.id === second.id)?.providerRef).toBe(`sandbox_transfer_${debits[0]}`);
  // The reference stands for the key, not for the key's text: nothing the client chose reaches the provider.
  expect(debits[0]).not.toContain(key);

  const other = dataOf(await fund(newKey()));
  expect(debits[2]).not.toBe(debits[0]);
  expect(other.id).not.toBe(second.id);
});
