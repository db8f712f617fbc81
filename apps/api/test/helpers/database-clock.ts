import pg from 'pg';

/**
 * The PostgreSQL server's half of the suite's fixed clock (packages/shared/src/testing/fixed-clock.ts).
 * The test process's Date is shifted, and PGlite (in the process) follows it; a PostgreSQL server
 * reads its own clock, so the test database gets functions of the same names that add the run's
 * offset, searched before pg_catalog's. Column defaults bind their function when the table is
 * created, so the template is migrated with this search path and every copy keeps it.
 */
const SCHEMA = 'test_clock';
const SEARCH_PATH = `public, ${SCHEMA}, pg_catalog`;

/** Creates the shifted clock functions in `url`'s database; run before migrating it. */
export async function installDatabaseClock(admin: pg.Client, url: string, name: string, offsetMs: number): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const shift = `make_interval(secs => ${(offsetMs / 1000).toFixed(3)})`;
    await db.query(`create schema if not exists ${SCHEMA}`);
    for (const [fn, volatility] of [
      ['now', 'stable'],
      ['transaction_timestamp', 'stable'],
      ['statement_timestamp', 'stable'],
      ['clock_timestamp', 'volatile'],
    ] as const) {
      await db.query(
        `create or replace function ${SCHEMA}.${fn}() returns timestamptz language sql ${volatility} parallel safe as $$ select pg_catalog.${fn}() + ${shift} $$`,
      );
    }
  } finally {
    await db.end();
  }
  await useDatabaseClock(admin, name);
}

/** A copy of the template keeps the functions but not the database's settings: set its search path again. */
export async function useDatabaseClock(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database ${name} set search_path = ${SEARCH_PATH}`);
}
