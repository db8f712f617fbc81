import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

// Well under PostgreSQL's 65535 bind parameters for the widest table, and few round trips.
const ROWS_PER_STATEMENT = 500;

export async function insertInBatches<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_STATEMENT));
  }
}
