import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serveInArrivalOrder } from './arrival-order';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** Start PGlite from a dumped data directory (tests use a migrated image). */
  pgliteImage?: Blob | File;
  /** Extra `-c name=value` settings for this PGlite instance only (the test image is made with some). */
  pgliteSettings?: Record<string, string>;
  poolSize?: number;
};

/**
 * The embedded server lives in this process's memory (decision 013): PostgreSQL's default 128 MB
 * of shared buffers would be most of the process. 32 MB holds a facility's hot pages; the rest of
 * the data directory stays in the operating system's file cache, outside the process.
 */
const embeddedStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    // pg-pool listens for errors only while a client sits idle. A checked-out client whose
    // connection dies (PostgreSQL restarting, failing over, or pg_terminate_backend) emits 'error'
    // with nobody listening, which ends the process. So every client gets a listener of its own,
    // and a checked-out one goes back to the pool, which discards it, at once: drizzle does not
    // release a client whose BEGIN failed, and each such leak would hold one of the pool's
    // connections forever. The request holding it fails on its next statement ("not queryable")
    // and answers 503; its own release later is a no-op.
    const checkedOut = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_err, client) => checkedOut.delete(client));
    pool.on('connect', (client) =>
      client.on('error', (err) => {
        if (!checkedOut.has(client)) return;
        const release = client.release.bind(client);
        client.release = () => undefined;
        release(err);
      }),
    );
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // btree_gist backs the no-double-booking constraint of migration 0001; pg_trgm the name search
  // index of migration 0006.
  const extensions = { btree_gist, pg_trgm };
  const settings = Object.entries(opts.pgliteSettings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const options = {
    extensions,
    startParams: [...embeddedStartParams, ...settings],
    ...(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {}),
  };
  const client = await PGlite.create(dir, options);
  serveInArrivalOrder(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
