import { ledgerAccountKinds, type LedgerAccountKind } from '@careroster/shared/money/values';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';

export type Balances = Record<LedgerAccountKind, number>;

/** Every account's balance in cents, summed from its entries: the ledger keeps no other total. */
export async function balancesOf(db: DbOrTx, facilityId: string): Promise<Balances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.facilityId, facilityId))
    .groupBy(ledgerAccounts.kind);
  const balances = Object.fromEntries(ledgerAccountKinds.map((kind) => [kind, 0])) as Balances;
  for (const row of rows) balances[row.kind] = Number(row.cents);
  return balances;
}
