import type { DbOrTx } from './client';

const cache = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A hot query built once per database handle and kept as a prepared statement: Drizzle skips
 * rebuilding its SQL on every call, and on PostgreSQL the server skips re-planning it (a named
 * statement per pooled connection). The name must be unique per query shape.
 */
export function prepared<P>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => P): P {
  let queries = cache.get(db);
  if (!queries) cache.set(db, (queries = new Map<string, unknown>()));
  let query = queries.get(name) as P | undefined;
  if (query === undefined) queries.set(name, (query = build(db, name)));
  return query;
}
