import type { LedgerAccountKind, LedgerTransactionKind } from '@careroster/shared/money/values';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { ledgerAccountIds } from './accounts';

/** One leg: cents into (positive) or out of (negative) the facility's account of that kind. */
export type Leg = { account: LedgerAccountKind; cents: number };

export type NewTransaction = {
  kind: LedgerTransactionKind;
  memo: string;
  legs: Leg[];
  employeeId?: string | null;
  agencyId?: string | null;
  settlesId?: string | null;
  payrollRunId?: string | null;
  reimbursementId?: string | null;
  oneOffPaymentId?: string | null;
  providerRef?: string | null;
  createdBy?: string | null;
  /** When it happened, for the demo seed's history; now otherwise. */
  at?: Date;
};

/**
 * Writes one balanced transaction. The legs are checked here so a mistake is caught with a clear
 * error in the caller's test; the database checks the same at commit (migration 0011), so nothing
 * that skips this function can write an unbalanced or overdrawn ledger either. Call it inside the
 * transaction that changes what the money is for (the run, the reimbursement), so both commit or
 * neither.
 */
export async function postTransaction(tx: DbOrTx, facilityId: string, input: NewTransaction): Promise<string> {
  const { legs } = input;
  if (legs.length < 2) throw new Error('a ledger transaction needs two or more legs');
  if (legs.some((leg) => !Number.isSafeInteger(leg.cents) || leg.cents === 0)) throw new Error('ledger legs are non-zero whole cents');
  if (legs.reduce((sum, leg) => sum + leg.cents, 0) !== 0) throw new Error('ledger legs must sum to zero');
  const accounts = await ledgerAccountIds(tx, facilityId);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      facilityId,
      kind: input.kind,
      memo: input.memo,
      employeeId: input.employeeId ?? null,
      agencyId: input.agencyId ?? null,
      settlesId: input.settlesId ?? null,
      payrollRunId: input.payrollRunId ?? null,
      reimbursementId: input.reimbursementId ?? null,
      oneOffPaymentId: input.oneOffPaymentId ?? null,
      providerRef: input.providerRef ?? null,
      createdBy: input.createdBy ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: ledgerTransactions.id });
  const id = row!.id;
  await tx.insert(ledgerEntries).values(
    legs.map((leg) => ({
      transactionId: id,
      facilityId,
      accountId: accounts[leg.account],
      amountCents: leg.cents,
      ...(input.at ? { createdAt: input.at } : {}),
    })),
  );
  return id;
}
