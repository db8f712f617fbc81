import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runClockOffset, withRunClock } from '@careroster/shared/testing/fixed-clock';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
import { testSecrets } from './helpers/data-key';
import { installDatabaseClock } from './helpers/database-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (a PGlite data-dir image, or a PostgreSQL template database) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  // The demo is built around the run's fixed clock, as the workers will read it (fixed-clock.ts);
  // PGlite's now() reads the process's Date, so the clock is installed while it migrates and seeds.
  const offset = runClockOffset(process.env, Date.now());
  const migrateAndSeed = (database: Database) =>
    withRunClock(async () => {
      await migrate(database);
      await seedDemo(database.db, { secrets: testSecrets });
    });
  // globalSetup runs in the main process: the project's env is in its config, not in process.env.
  if (project.config.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const template = `careroster_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await installDatabaseClock(admin, withDatabase(url, template), template, offset);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await migrateAndSeed(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteImage', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  // Every test file unpacks this image, so it is made small: after a checkpoint, PostgreSQL deletes
  // the WAL segments it no longer needs instead of keeping them for reuse (16 MB each, a quarter of
  // the image, and unpacking is most of a file's database start).
  const database = await openDatabase({ pgliteSettings: { wal_recycle: 'off' } });
  await migrateAndSeed(database);
  await database.db.execute(sql`checkpoint`);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const image = await client.dumpDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-test-'));
  const file = path.join(dir, 'seeded.tar');
  await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);
  project.provide('pgTemplate', '');
  return () => fs.rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
