import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
import { testSecrets } from './helpers/data-key';

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
  // globalSetup runs in the main process: the project's env is in its config, not in process.env.
  if (project.config.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const template = `careroster_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await migrate(database);
    await seedDemo(database.db, { secrets: testSecrets });
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteImage', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const database = await openDatabase({});
  await migrate(database);
  await seedDemo(database.db, { secrets: testSecrets });
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
