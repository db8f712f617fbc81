import type { z } from 'zod';
import type { listTransactionsQuery, TransactionFilters, TransactionRow } from '@careroster/shared/api/payments/list-transactions';
import { formatAmount, fromCents } from '@careroster/shared/format/money';
import { csvLine } from '@careroster/shared/format/spreadsheet-cell';
import { addDays, zonedDate, zonedInstant } from '@careroster/shared/format/wall-clock';
import { ianaZone } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { paymentRowStatus } from '@careroster/shared/money/payments';
import type { LedgerTransactionKind } from '@careroster/shared/money/values';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type FacilityScope, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { peopleDirectory } from '../employees';
import { ledgerHistory } from '../ledger';

type Filters = z.output<typeof listTransactionsQuery> | TransactionFilters;
type Page = { limit: number; offset: number };

type Raw = {
  id: string;
  created_at: string | Date;
  kind: LedgerTransactionKind;
  memo: string;
  employee_id: string | null;
  nurse_name: string | null;
  vault_cents: string | number;
  transit_cents: string | number;
  fee_cents: string | number;
  balance_cents: string | number;
  ended_by: LedgerTransactionKind | null;
  total: string | number;
};

/**
 * The facility's transactions, newest first, each with the vault balance after it (the ledger's
 * history: the balance is taken over the whole ledger before the filters, so a filtered row still
 * shows the real balance at that point) and the name of the employee it paid. Numbers come back as
 * text or bigint depending on the driver; `Number` reads both.
 */
async function transactionRows(db: DbOrTx, facility: FacilityScope, filters: Filters, page: Page | null) {
  const [r, people] = [ledgerHistory(db, facility.id), peopleDirectory(db)];
  const where: SQL[] = [sql`true`];
  if (filters.kind) where.push(sql`${r.kind} = ${filters.kind}`);
  if (filters.employee_id) where.push(sql`${r.employeeId} = ${filters.employee_id}`);
  if (filters.from) where.push(sql`${r.createdAt} >= ${zonedInstant(filters.from, '00:00', facility.timezone).toISOString()}::timestamptz`);
  if (filters.to)
    where.push(sql`${r.createdAt} < ${zonedInstant(addDays(filters.to, 1), '00:00', facility.timezone).toISOString()}::timestamptz`);
  const result = await db.execute(sql`
    select ${r.id}, ${r.createdAt}, ${r.kind}, ${r.memo}, ${r.employeeId}, ${r.vaultCents}::text, ${r.transitCents}::text,
      ${r.feeCents}::text, ${r.balanceCents}::text, ${people.firstName} || ' ' || ${people.lastName} as nurse_name, ${r.endedBy},
      count(*) over ()::int as total
    from ${r}
    left join ${people} on ${people.id} = ${r.employeeId} and ${people.facilityId} = ${facility.id}
    where ${sql.join(where, sql` and `)}
    order by ${r.lastEntry} desc
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  const raw = (result as { rows: Raw[] }).rows;
  const rows: TransactionRow[] = raw.map((r) => {
    const vault = Number(r.vault_cents);
    return {
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      kind: r.kind,
      memo: r.memo,
      employee_id: r.employee_id,
      nurse_name: r.nurse_name,
      amount: fromCents(vault !== 0 ? vault : Number(r.transit_cents)),
      fee: fromCents(Number(r.fee_cents)),
      status: paymentRowStatus(r.kind, r.ended_by),
      balance: fromCents(Number(r.balance_cents)),
    };
  });
  return { count: raw.length > 0 ? Number(raw[0]!.total) : 0, rows };
}

export async function listTransactions(ctx: Ctx, query: z.output<typeof listTransactionsQuery>, tx?: DbOrTx) {
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const { count, rows } = await transactionRows(tx ?? ctx.deps.db, facilityOf(ctx), query, page);
  // Past the last page the window count is gone with the rows; the total is asked again.
  const total =
    rows.length === 0 && query.page > 1
      ? (await transactionRows(tx ?? ctx.deps.db, facilityOf(ctx), query, { limit: 1, offset: 0 })).count
      : count;
  return { count: total, results: rows };
}

const CSV_HEADER = ['Date', 'Type', 'Description', 'Nurse', 'Status', 'Money in', 'Money out', 'Fee', 'Vault balance'];

/**
 * Every row under the filters as a CSV. Money in and out are separate positive columns: a
 * leading minus is a formula start, and the formula guard would turn "-42.50" into text.
 */
export async function exportTransactions(ctx: Ctx, filters: TransactionFilters, tx?: DbOrTx): Promise<FileAnswer> {
  const facility = facilityOf(ctx);
  const { rows } = await transactionRows(tx ?? ctx.deps.db, facility, filters, null);
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: ianaZone(facility.timezone),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const lines = [
    csvLine(CSV_HEADER),
    ...rows.map((r) =>
      csvLine([
        `${zonedDate(new Date(r.at), facility.timezone)} ${clock.format(new Date(r.at))}`,
        productMessages.transactionKindLabels[r.kind],
        r.memo,
        r.nurse_name ?? '',
        productMessages.paymentRowStatusLabels[r.status],
        r.amount > 0 ? formatAmount(r.amount) : '',
        r.amount < 0 ? formatAmount(-r.amount) : '',
        // A returned funding's fee comes back: it is no fee paid.
        r.fee > 0 ? formatAmount(r.fee) : '',
        formatAmount(r.balance),
      ]),
    ),
  ];
  return {
    data: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: `transactions-${zonedDate(ctx.deps.clock.now(), facility.timezone)}.csv`,
    disposition: 'attachment',
  };
}
