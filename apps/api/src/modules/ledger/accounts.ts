import { ledgerAccountKinds, type LedgerAccountKind } from '@careroster/shared/money/values';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

export type AccountIds = Record<LedgerAccountKind, string>;

/**
 * The facility's ledger accounts by kind, created on first use. The insert is idempotent (one
 * row per facility and kind), so two first payments at once both end with the same accounts.
 */
export async function ledgerAccountIds(db: DbOrTx, facilityId: string): Promise<AccountIds> {
  let rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.facilityId, facilityId));
  if (rows.length < ledgerAccountKinds.length) {
    await db
      .insert(ledgerAccounts)
      .values(ledgerAccountKinds.map((kind) => ({ facilityId, kind })))
      .onConflictDoNothing();
    rows = await db
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.facilityId, facilityId));
  }
  return Object.fromEntries(rows.map((r) => [r.kind, r.id])) as AccountIds;
}

/**
 * Locks one account of the facility for the rest of the transaction: whoever spends from it
 * reads its balance after the lock, so concurrent spends queue and each sees the one before.
 */
export async function lockAccount(tx: DbOrTx, facilityId: string, kind: LedgerAccountKind): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.facilityId, facilityId), eq(ledgerAccounts.kind, kind)))
    .for('update');
}
