import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_BASE } from '@careroster/shared/api/envelope';
import { addDays } from '@careroster/shared/format/wall-clock';
import { isTimezoneCode } from '@careroster/shared/lookups';
import { eq, sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { facilities } from '../src/db/schema';
import { DEMO_PASSWORD, demoUsers, seedDemo } from '../src/db/seed/demo';
import { resolveSecretBox } from '../src/platform/crypto/data-key';
import { createSecretBox } from '../src/platform/crypto/secret-box';
import { launchChromium, lighthouseRun, PAGES, pageWeight, type Session } from './browser';
import { startReference } from './reference-server';
import { load, measureCall, type Call } from './measure';
import {
  ladderText,
  LADDER_CONNECTIONS,
  REFERENCE_PAGE,
  renderMarkdown,
  type DatabaseLabel,
  type DatabaseRun,
  type Results,
} from './report';
import { benchSizes, seedLargeFacility, type BenchSize } from './seed-large';
import { withScratchDatabase } from './scratch-database';
import { startApi, startHello, type Child } from './servers';
import { ROSTER_RESULTS_FILE, rosterBench, rosterMarkdown, type RosterResults } from './roster';

/**
 * npm run bench [-- --only=calls,load,start,weight,lighthouse,roster] [--size=small,large] [--databases=pglite,postgres] [--runs=200] [--load-seconds=10]
 *   [--connections=1,10,50]
 *
 * Seeds each size into a fresh PGlite data dir and, when DATABASE_URL is set, a fresh database of
 * that server; starts the API as `npm start` would in a child process on it; times single calls
 * beside the replay of the route's own statements, loads the week list with autocannon beside a
 * hello-world Fastify, and reads memory and start time. weight and lighthouse measure the built
 * client. With calls and load it prints issue 26's ladder per database: hello-world, /health,
 * /profile and the week list at c=10, and the week list's HTTP p50 beside its SQL replay's.
 * Writes bench/results/latest.json and latest.md; `npm run bench:readme` copies the
 * markdown into the README. roster (issue 28) seeds 200 staff with six weeks of shifts, times the
 * roster's answer for all of it and the roster page's first render in Chromium (bench/roster.ts).
 */
const PARTS = ['calls', 'load', 'start', 'weight', 'lighthouse', 'roster'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: PARTS.join(',') },
    size: { type: 'string', default: 'small,large' },
    databases: { type: 'string', default: 'pglite,postgres' },
    runs: { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10,50' },
  },
});
const parts = args.only.split(',') as Part[];
const sizes = args.size.split(',') as BenchSize[];
for (const p of parts) if (!PARTS.includes(p)) throw new Error(`--only: unknown part ${p} (${PARTS.join(', ')})`);
for (const s of sizes) if (!(s in benchSizes)) throw new Error(`--size: unknown size ${s} (small, large)`);
const databases = args.databases.split(',');
for (const d of databases) if (d !== 'pglite' && d !== 'postgres') throw new Error(`--databases: unknown database ${d} (pglite, postgres)`);
const runs = Number(args.runs);
const loadSeconds = Number(args['load-seconds']);
const concurrency = args.connections.split(',').map(Number);
for (const c of concurrency) if (!(Number.isInteger(c) && c > 0)) throw new Error(`--connections: ${c} is not a number of connections`);
const has = (p: Part) => parts.includes(p);

const apiDir = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'careroster-bench-'));
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function signIn(api: Child): Promise<Session> {
  const res = await fetch(`${api.origin}${API_BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.admin, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as {
    data: { token: string; facility_id: string | null; facilities: { id: string; name: string; role: string }[] };
  };
  const sunrise = data.facilities.find((f) => f.name === 'Sunrise Care Center') ?? data.facilities[0]!;
  return { token: data.token, facilityId: sunrise.id, role: sunrise.role };
}

const authHeaders = (s: Session) => ({ authorization: `Bearer ${s.token}`, 'facility-id': s.facilityId });

async function seed(database: Database, size: BenchSize) {
  await migrate(database);
  // The bench never opens a sealed value: a throwaway key is enough.
  await seedDemo(database.db, { secrets: createSecretBox(randomBytes(32)) });
  const [sunrise] = await database.db.select().from(facilities).where(eq(facilities.name, 'Sunrise Care Center'));
  if (!sunrise || !isTimezoneCode(sunrise.timezone)) throw new Error('the demo seed has no Sunrise Care Center');
  const began = performance.now();
  const large = await seedLargeFacility(database.db, sunrise.id, sunrise.timezone, size);
  const seedSeconds = Number(((performance.now() - began) / 1000).toFixed(1));
  const count = async (query: SQL) => ((await database.db.execute(query)) as { rows: { n: number }[] }).rows[0]!.n;
  const rows: Record<string, number> = {};
  for (const table of ['employees', 'shifts', 'positions', 'assignments', 'applications']) {
    rows[table] = await count(sql`select count(*)::int as n from ${sql.identifier(table)} where facility_id = ${sunrise.id}`);
  }
  rows.credentials = await count(
    sql`select count(*)::int as n from credentials c join employees e on e.nurse_id = c.nurse_id where e.facility_id = ${sunrise.id}`,
  );
  return { large, seedSeconds, rows };
}

function calls(large: Awaited<ReturnType<typeof seedLargeFacility>>): Call[] {
  const week = addDays(large.today, 7);
  const rn = large.editorPositions[0]!;
  const shift = large.editorShiftId;
  return [
    { name: 'week list', method: 'GET', path: `${API_BASE}/facilities/shifts?start_date=${week}&end_date=${addDays(week, 6)}` },
    { name: 'positions GET', method: 'GET', path: `${API_BASE}/facilities/shifts/${shift}/positions` },
    {
      name: 'positions PATCH (20 rows)',
      method: 'PATCH',
      path: `${API_BASE}/facilities/shifts/${shift}/positions`,
      body: {
        positions: large.editorPositions.map((p) => ({ id: p.id, job_title_id: p.jobTitleId, total_positions: 3, applicable_for: ['IN'] })),
      },
    },
    {
      name: 'employees-available',
      method: 'GET',
      path: `${API_BASE}/facilities/shifts/${shift}/employees-available?position_id=${rn.id}&status=ACTIVE&page=1`,
    },
    { name: 'employees search "son"', method: 'GET', path: `${API_BASE}/facilities/employees?search=son&page=1&page_size=10` },
    {
      name: 'dashboard',
      method: 'GET',
      path: `${API_BASE}/facilities/dashboard?start_date=${large.today}&end_date=${addDays(large.today, 6)}`,
    },
  ];
}

const rssMb = async (api: Child) => Math.round(((await api.probe({ cmd: 'memory' })).rss ?? 0) / 1024 / 1024);

async function benchDatabase(
  label: DatabaseLabel,
  size: BenchSize,
  database: Database,
  target: { dataDir: string; databaseUrl?: string },
  helloRps: Map<number, number>,
) {
  log(`${label} ${size}: seeding`);
  const { large, seedSeconds, rows } = await seed(database, size);
  await database.close();
  log(`${label} ${size}: seeded in ${seedSeconds} s (${JSON.stringify(rows)})`);
  const run: DatabaseRun = { database: label, size, rows, seedSeconds };
  const api = await startApi({ ...target, logFile: path.join(work, `api-${label}-${size}.log`) });
  try {
    if (has('start')) {
      run.startToHealthyMs = Math.round(api.startMs);
      // Idle: what the process holds once started, before it has served anything.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      run.rssIdleMb = await rssMb(api);
      log(`${label} ${size}: healthy after ${run.startToHealthyMs} ms, RSS idle ${run.rssIdleMb} MB`);
    }
    const session = await signIn(api);
    const headers = authHeaders(session);
    if (has('calls')) {
      run.calls = [];
      for (const call of calls(large)) {
        const result = await measureCall(api, headers, call, runs, Math.min(20, runs));
        run.calls.push(result);
        log(
          `${label} ${size}: ${call.name} HTTP p95 ${result.httpP95} ms, SQL p95 ${result.sqlP95} ms (${result.statements.length} statements)`,
        );
      }
    }
    if (has('load')) {
      run.load = [];
      const url = `${api.origin}${calls(large)[0]!.path}`;
      for (const c of concurrency) {
        const result = await load(url, headers, c, loadSeconds);
        const hello = helloRps.get(c);
        run.load.push({ ...result, helloRatio: hello ? Number((hello / result.rps).toFixed(1)) : null });
        log(`${label} ${size}: week list c=${c} ${result.rps} req/s, p99 ${result.p99} ms, max ${result.max} ms`);
      }
      run.ladder = [];
      for (const [name, route] of [
        ['/health', '/health'],
        ['/profile (session + one query)', '/profile'],
      ] as const) {
        run.ladder.push({ name, ...(await load(`${api.origin}${API_BASE}${route}`, headers, LADDER_CONNECTIONS, loadSeconds)) });
        log(`${label} ${size}: ${name} c=${LADDER_CONNECTIONS} ${run.ladder.at(-1)!.rps} req/s`);
      }
      console.log(ladderText(results, run));
    }
    if (has('start')) run.rssAfterLoadMb = await rssMb(api);
  } finally {
    await api.stop();
  }
  return run;
}

async function onEachDatabase(size: BenchSize, helloRps: Map<number, number>): Promise<DatabaseRun[]> {
  const out: DatabaseRun[] = [];
  if (databases.includes('pglite')) {
    const dataDir = path.join(work, `pglite-${size}`);
    out.push(await benchDatabase('PGlite', size, await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }), { dataDir }, helloRps));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url || !databases.includes('postgres')) return out;
  await withScratchDatabase(url, 'careroster_bench', async (databaseUrl) => {
    const pgDataDir = path.join(work, `pg-${size}`);
    out.push(await benchDatabase('PostgreSQL', size, await openDatabase({ databaseUrl }), { dataDir: pgDataDir, databaseUrl }, helloRps));
  });
  return out;
}

async function helloWorld() {
  const hello = await startHello(path.join(work, 'hello.log'));
  try {
    const out = [];
    for (const c of concurrency) {
      out.push(await load(`${hello.origin}/`, {}, c, loadSeconds));
      log(`hello-world c=${c} ${out.at(-1)!.rps} req/s`);
    }
    return out;
  } finally {
    await hello.stop();
  }
}

/** The server bundle npm start runs (decision 013), fresh from the sources being measured. */
function buildServer() {
  log('building the server (npm run build -w @careroster/api)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@careroster/api'], { cwd: path.resolve(apiDir, '../..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build -w @careroster/api failed');
}

let clientBuilt = false;
function buildAll() {
  if (clientBuilt) return;
  log('building the web client and the server (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: path.resolve(apiDir, '../..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  clientBuilt = true;
}

async function client(results: Results) {
  buildAll();
  // The demo data is enough for the client's first screens; the large facility is not needed here.
  const dataDir = path.join(work, 'pglite-client');
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await migrate(database);
  // The key the started server will find in its data directory.
  await seedDemo(database.db, { secrets: await resolveSecretBox({ dataDir, dataKey: undefined, retiredDataKeys: [] }) });
  await database.close();
  const api = await startApi({ dataDir, logFile: path.join(work, 'api-client.log') });
  log('building and serving the bare React reference page');
  const reference = await startReference(path.join(work, 'reference'));
  const browser = await launchChromium();
  try {
    const session = await signIn(api);
    const distDir = path.resolve(apiDir, '../web/dist');
    if (has('weight')) {
      results.weight = [];
      for (const page of PAGES)
        results.weight.push(await pageWeight(browser, api.origin, distDir, page, page === '/dashboard' ? session : null));
      results.weight.push({ ...(await pageWeight(browser, reference.origin, reference.distDir, '/', null)), page: REFERENCE_PAGE });
      log(`weight: ${results.weight.map((w) => `${w.page} ${(w.jsBrotli / 1024).toFixed(1)} KB JS brotli`).join(', ')}`);
    }
    if (has('lighthouse')) {
      results.lighthouse = [];
      // The reference between the client's pages, so that a change of load during the run shows.
      const runs: [string, string, Session | null][] = [
        [api.origin, '/auth/login', null],
        [reference.origin, '/', null],
        [api.origin, '/dashboard', session],
      ];
      for (const [origin, page, signedIn] of runs) {
        const run = await lighthouseRun(browser, origin, page, signedIn);
        results.lighthouse.push(origin === reference.origin ? { ...run, page: REFERENCE_PAGE } : run);
        log(`lighthouse ${results.lighthouse.at(-1)!.page}: ${run.performance}`);
      }
    }
  } finally {
    await browser.close();
    await reference.stop();
    await api.stop();
  }
}

const results: Results = {
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
  },
  options: { parts, sizes, runs, loadSeconds, logLevel: process.env.LOG_LEVEL ?? 'info' },
  runs: [],
};
/**
 * Saved after every part, so a run that fails late keeps what it measured. The roster part has a
 * file of its own (`roster-grid.json`): `--only=roster` must not replace the whole run's figures
 * with an empty run's, and the README shows both, each with its own date.
 */
const measuresMain = parts.some((p) => p !== 'roster');
let roster: RosterResults | null = null;
function save() {
  fs.mkdirSync(resultsDir, { recursive: true });
  if (measuresMain) {
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(path.join(resultsDir, 'latest.md'), renderMarkdown(results));
  }
  if (roster) fs.writeFileSync(path.join(resultsDir, ROSTER_RESULTS_FILE), `${JSON.stringify(roster, null, 2)}\n`);
}
const markdown = () => [...(measuresMain ? [renderMarkdown(results)] : []), ...(roster ? [rosterMarkdown(roster)] : [])].join('\n\n');

let failed = true;
try {
  const helloRps = new Map<number, number>();
  if (has('load')) {
    results.hello = await helloWorld();
    for (const h of results.hello) helloRps.set(h.connections, h.rps);
  }
  if (has('calls') || has('load') || has('start')) {
    buildServer();
    for (const size of sizes) {
      results.runs.push(...(await onEachDatabase(size, helloRps)));
      save();
    }
  }
  if (has('weight') || has('lighthouse')) await client(results);
  if (has('roster')) {
    buildAll();
    roster = { machine: results.machine, run: await rosterBench(work, signIn, launchChromium, Math.min(runs, 40), log) };
    save();
  }
  failed = false;
} finally {
  // The servers' logs stay for a failed run.
  if (failed) log(`server logs in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
save();
console.log(`\n${markdown()}`);
