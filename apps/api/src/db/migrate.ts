import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { apiRoot } from '../paths';
import type { Database } from './client';

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/** Any fixed bigint; pg-boss takes its own locks in its own schema. */
const MIGRATION_LOCK = 7_202_610_001;

/** Applies the checked-in SQL migrations, forward only; the same files run on PGlite and PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    // Instances started together (compose.yaml's two apps) would race to apply the same files; a
    // session-level advisory lock, held on its own connection, lets one migrate while the others wait.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  }
}
