import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

const ender = alias(ledgerTransactions, 'ender');

/** The cents a transaction moved on accounts of one kind (0 when none). */
const movedOn = (kind: 'VAULT' | 'FUNDING_IN_TRANSIT' | 'FEES') =>
  sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerAccounts.kind} = ${kind}), 0)`;

/**
 * The facility's transactions as a subquery for the payments list's own statement (filters,
 * names, order, page): each with what it moved on the vault, in transit and in fees, its last
 * entry (the ledger's order), the vault balance after it, and the kind of the transaction that
 * ended it (a funding's settlement or return; at most one, `settles_id` is unique). The balance is
 * a window sum over every transaction of the facility in entry order (decision 029): Postgres
 * cannot push the caller's filters below the window, so a filtered row still shows the real
 * balance at that point. Sums come back as numeric; the caller casts what it reads. drizzle names
 * the computed columns unqualified (`"vault_cents"`), so they are named once in a statement.
 */
export function ledgerHistory(db: DbOrTx, facilityId: string) {
  const moves = db
    .select({
      id: ledgerTransactions.id,
      createdAt: ledgerTransactions.createdAt,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      employeeId: ledgerTransactions.employeeId,
      lastEntry: sql<number>`max(${ledgerEntries.id})`.as('last_entry'),
      vaultCents: movedOn('VAULT').as('vault_cents'),
      transitCents: movedOn('FUNDING_IN_TRANSIT').as('transit_cents'),
      feeCents: movedOn('FEES').as('fee_cents'),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.facilityId, facilityId))
    .groupBy(ledgerTransactions.id)
    .as('moves');
  return db
    .select({
      id: moves.id,
      createdAt: moves.createdAt,
      kind: moves.kind,
      memo: moves.memo,
      employeeId: moves.employeeId,
      lastEntry: moves.lastEntry,
      vaultCents: moves.vaultCents,
      transitCents: moves.transitCents,
      feeCents: moves.feeCents,
      balanceCents: sql<string>`sum(${moves.vaultCents}) over (order by ${moves.lastEntry} rows unbounded preceding)`.as('balance_cents'),
      // A subquery's columns need distinct names: the ender's kind is not the transaction's.
      endedBy: sql<string | null>`${ender.kind}`.as('ended_by'),
    })
    .from(moves)
    .leftJoin(ender, eq(ender.settlesId, moves.id))
    .as('ledger_history');
}
