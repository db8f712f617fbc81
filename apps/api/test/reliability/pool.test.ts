/**
 * The app's PostgreSQL pool when a connection dies while a request holds it (issue 23): no
 * unhandled 'error' event (vitest fails the file on one), and the pool keeps all its connections,
 * so later statements run. The backend is made to end itself at the moment of checkout, which
 * lands the loss exactly where it used to hurt: on a transaction's BEGIN.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { isConnectionLoss } from '../../src/platform/errors';
import { withDatabase } from '../global-setup';

/** Fails instead of hanging when the pool has no connection left to give. */
async function within<T>(work: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer, the pool has run out of connections`)), 60_000);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

describe.runIf(process.env.TEST_DB === 'postgres')('the pool when a held connection dies', () => {
  const url = process.env.DATABASE_URL!;
  const name = `careroster_p_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  let database: Database;
  let pool: pg.Pool;
  let armed = 0;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    // Two connections: a couple of leaks would leave none.
    database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
    // Queued on the connection before the caller's first statement, so that statement meets a
    // backend that has just terminated itself.
    pool.on('acquire', (client) => {
      if (armed === 0) return;
      armed -= 1;
      client.query('select pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
    });
  });

  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('fails the statements on a lost connection as retryable, then keeps serving with every connection', async () => {
    for (let round = 0; round < 4; round++) {
      armed = 1;
      const inTransaction = await within(
        database.db
          .transaction((tx) => tx.execute(sql`select 1`))
          .then(
            () => null,
            (err: unknown) => err,
          ),
        'a transaction on a lost connection',
      );
      expect(isConnectionLoss(inTransaction)).toBe(true);

      armed = 1;
      const single = await within(
        database.db.execute(sql`select 1`).then(
          () => null,
          (err: unknown) => err,
        ),
        'a statement on a lost connection',
      );
      expect(isConnectionLoss(single)).toBe(true);
    }
    const answers = await within(
      Promise.all(Array.from({ length: 4 }, () => database.db.transaction((tx) => tx.execute(sql`select 1 as one`)))),
      'statements after the losses',
    );
    expect(answers).toHaveLength(4);
  });
});
