import { and, asc, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

const ender = alias(ledgerTransactions, 'ender');

/**
 * The next fundings still in transit that the provider knows (they have a transfer reference),
 * in id order after `after`, each locked for the caller's transaction. SKIP LOCKED: two instances
 * settling at once never take the same funding; the unique `settles_id` is the net.
 */
export function lockPendingFundings(tx: DbOrTx, { after, limit }: { after: string | null; limit: number }) {
  return tx
    .select({
      id: ledgerTransactions.id,
      facilityId: ledgerTransactions.facilityId,
      providerRef: ledgerTransactions.providerRef,
      createdAt: ledgerTransactions.createdAt,
      cents: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'FUNDING_IN_TRANSIT')))
    .where(
      and(
        eq(ledgerTransactions.kind, 'FUNDING'),
        isNotNull(ledgerTransactions.providerRef),
        after ? gt(ledgerTransactions.id, after) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(ender)
            .where(eq(ender.settlesId, ledgerTransactions.id)),
        ),
      ),
    )
    .orderBy(asc(ledgerTransactions.id))
    .limit(limit)
    .for('update', { of: ledgerTransactions, skipLocked: true });
}
