import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database on the PostgreSQL server of `serverUrl` for one bench run: created, its URL
 * handed to `work`, and dropped afterwards whatever happened, so reruns never see old data.
 */
export async function withScratchDatabase<T>(serverUrl: string, prefix: string, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    return await work(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
