import type { SessionAnswer } from '@careroster/shared/api/auth/login';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { API_BASE } from '@careroster/shared/api/envelope';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { facilities } from '../../src/db/schema';
import { DEMO_PASSWORD, demoUsers } from '../../src/db/seed/demo';
import { redisRateLimiter, type RateLimiter } from '../../src/platform/rate-limit';
import { createContext } from '../../src/platform/context';
import type { Deps } from '../../src/platform/deps';
import { withDatabase } from '../global-setup';
import { installDatabaseClock, useDatabaseClock } from './database-clock';
import { runClockOffset } from '@careroster/shared/testing/fixed-clock';
import { passkeyAssertion } from '@careroster/shared/testing/passkey';
import { TEST_DATA_KEY } from './data-key';
import { contractCaller } from './contract-call';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Connections of one test app's pool on the PostgreSQL server (see openTestDatabase). */
const TEST_POOL_SIZE = 20;

async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  if (template) {
    const url = process.env.DATABASE_URL!;
    const name = `careroster_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await useDatabaseClock(admin, name);
    // The server allows 100 connections and three test files run at once: 60 per app let two
    // concurrency tests (50 requests each) run it out of connections ("too many clients", a 500).
    // With 20, the extra requests wait for a connection; 20 transactions at once is still a race.
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: TEST_POOL_SIZE });
    return {
      database,
      url: withDatabase(url, name),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const image = await fs.readFile(inject('pgliteImage'));
  const database = await openDatabase({ pgliteImage: new Blob([image]) });
  return { database, url: null, drop: async () => undefined };
}

/** A migrated database with no rows, of the engine the suite runs on. */
export async function openEmptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (inject('pgTemplate')) {
    const url = process.env.DATABASE_URL!;
    const name = `careroster_e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await installDatabaseClock(admin, withDatabase(url, name), name, runClockOffset(process.env, Date.now()));
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    await migrate(database);
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  return { database, drop: async () => undefined };
}

type TestAppOptions = {
  config?: Partial<Config>;
  limiter?: RateLimiter;
  extend?: (app: FastifyInstance) => void;
  /** Transports and jobs; the job tests set `config.jobs` to start pg-boss, other tests run without it. */
  app?: Pick<AppOptions, 'mailer' | 'sms' | 'jobs' | 'payments'>;
  live?: AppOptions['live'];
};

/** A real app on a fresh copy of the seeded database; `logs` holds every line the server logged. */
export async function createTestApp(options: TestAppOptions = {}) {
  const { database, url, drop } = await openTestDatabase();
  return startTestApp(database, url, drop, options);
}

/**
 * Another server instance on the same PostgreSQL database as `first`, with its own pool, its own
 * DATA_DIR and its own pg-boss: what a second process behind the load balancer would be.
 * PGlite is one process's database, so there is no second instance on it.
 */
export async function createSecondTestApp(first: TestApp, options: TestAppOptions = {}) {
  if (!first.databaseUrl) throw new Error('a second instance needs the PostgreSQL test database');
  const database = await openDatabase({ databaseUrl: first.databaseUrl, poolSize: TEST_POOL_SIZE / 2 });
  return startTestApp(database, first.databaseUrl, async () => undefined, options);
}

async function startTestApp(database: Database, databaseUrl: string | null, drop: () => Promise<void>, options: TestAppOptions) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-data-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', PUBLIC_URL: 'https://careroster.test' }),
    webDist: path.join(dataDir, 'no-web'),
    jobs: false,
    // The product's default for the engine: uploads in the database on PostgreSQL, in DATA_DIR on PGlite.
    fileStore: databaseUrl ? 'postgres' : 'dir',
    // The key the seeded image was sealed with (global-setup.ts).
    dataKey: TEST_DATA_KEY,
    ...options.config,
  };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const { app, deps, routes } = await buildApp({
    config,
    database,
    logStream,
    ...(options.limiter ? { limiter: options.limiter } : {}),
    // Counters in Redis outlive the test database: a run's own prefix (shared by its second
    // instance) keeps an earlier run's counts from refusing this one's calls.
    ...(!options.limiter && config.redisUrl && databaseUrl
      ? { limiter: redisRateLimiter(config.redisUrl, `careroster:test:${new URL(databaseUrl).pathname.slice(1)}:rl:`) }
      : {}),
    ...(options.live ? { live: options.live } : {}),
    ...options.app,
  });
  options.extend?.(app);
  await app.ready();

  const facilityId = async (name: string) => {
    const [row] = await deps.db.select({ id: facilities.id }).from(facilities).where(eq(facilities.name, name));
    return row!.id;
  };

  type SignedIn = SessionAnswer;
  const post = async <T>(url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `${API_BASE}${url}`, payload });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  /**
   * Signs in through both steps (decision 079): the password, then, for the demo owner and admin,
   * the demo passkey signed by the tests' software authenticator (a TOTP code would work once per
   * 30 seconds only).
   */
  async function login(email: string, password = DEMO_PASSWORD) {
    const first = await post<SignedIn | { mfa_required: true; mfa_token: string }>('/auth/login', { email, password });
    if (!('mfa_required' in first)) return first;
    const { options } = await post<{ options: Record<string, unknown> }>('/auth/mfa/webauthn-options', { mfa_token: first.mfa_token });
    const credential = passkeyAssertion({ options, origin: new URL(config.publicUrl).origin });
    return post<SignedIn>('/auth/mfa/verify', { mfa_token: first.mfa_token, method: 'webauthn', credential });
  }

  return {
    app,
    deps,
    database,
    routes,
    config,
    logs,
    dataDir,
    databaseUrl,
    login,
    /** Calls an endpoint through its contract (contract-call.ts). */
    call: contractCaller(() => app),
    facilityId,
    sunriseId: () => facilityId('Sunrise Care Center'),
    mapleId: () => facilityId('Maple Grove Nursing Home'),
    sql: (q: SQL) => deps.db.execute(q),
    async close() {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const api = (p: string) => `${API_BASE}${p}`;
export const bearer = (token: string, facilityId?: string) => ({
  authorization: `Bearer ${token}`,
  ...(facilityId ? { 'facility-id': facilityId } : {}),
});

/**
 * A value a test file's `beforeAll` makes, handed out before it exists: module-level helpers and
 * test bodies read it only while tests run, when it is there.
 */
function lateBound<T extends object>(what: string) {
  let value: T | undefined;
  const handle = new Proxy({} as T, {
    get(_target, key) {
      if (value === undefined) throw new Error(`${what} is made in beforeAll: read it inside a test or a hook`);
      return Reflect.get(value, key) as unknown;
    },
  });
  return { handle, fill: (made: T | undefined) => (value = made) };
}

/**
 * The test file's one app, as every API test file had it: created before its first test on a
 * fresh copy of the seeded database, closed after its last. `options` may be a function when they
 * depend on something an earlier hook makes (a push service, a Redis process).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const app = lateBound<TestApp>('the test app');
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(typeof options === 'function' ? options() : options);
    app.fill(made);
  });
  afterAll(async () => {
    await made?.close();
    app.fill(undefined);
  });
  return app.handle;
}

export type DemoSessions = Awaited<ReturnType<typeof demoSessions>>;

/** The demo sessions of `useTestApp`'s app, signed in once before the file's first test. */
export function useDemoSessions(t: TestApp): DemoSessions {
  const sessions = lateBound<DemoSessions>('the demo sessions');
  beforeAll(async () => {
    sessions.fill(await demoSessions(t));
  });
  return sessions.handle;
}

/**
 * The demo's two facilities and its three users signed in where the tests act as them: Sunrise's
 * admin, the owner at Maple, and Maple's manager.
 */
export async function demoSessions(t: TestApp) {
  const sunrise = await t.sunriseId();
  const maple = await t.mapleId();
  return {
    sunrise,
    maple,
    admin: bearer((await t.login(demoUsers.admin)).token, sunrise),
    ownerAtMaple: bearer((await t.login(demoUsers.owner)).token, maple),
    manager: bearer((await t.login(demoUsers.manager)).token, maple),
  };
}

/** The context of work no request started (a job, a nurse's own call made directly by a test). */
export const systemCtx = (t: TestApp) => createContext({ requestId: 'test', log: t.app.log, deps: t.deps });

/** The app's deps with its clock stopped at `at`: a job's handler runs as if pg-boss started it then. */
export const depsAt = (t: TestApp, at: Date): Deps => ({ ...t.deps, clock: { now: () => new Date(at), adjustable: null } });
