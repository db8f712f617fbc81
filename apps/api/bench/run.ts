import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { API_BASE } from '@careroster/shared/api/envelope';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { facilities, positions } from '../src/db/schema';
import { DEMO_PASSWORD, demoUsers, seedDemo } from '../src/db/seed/demo';
import { addDays } from '../src/platform/wall-clock';
import { seedLargeFacility } from './seed-large';

/**
 * npm run bench: p50/p95 over real HTTP for the calls a schedule screen makes all day, beside
 * the same queries sent straight to the database, on a fresh PGlite and, when DATABASE_URL is
 * set, on a fresh database of that PostgreSQL server. Not part of npm test.
 */
const RUNS = 200;
const WARMUP = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(label: string, database: Database) {
  await migrate(database);
  await seedDemo(database.db);
  const [sunrise] = await database.db.select().from(facilities).where(eq(facilities.name, 'Sunrise Care Center'));
  const seedStart = performance.now();
  const large = await seedLargeFacility(database.db, sunrise!.id);
  console.log(`${label}: seeded the large facility in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careroster-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), webDist: path.join(dataDir, 'none') };
  const { app } = await buildApp({ config, database });
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}${API_BASE}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.admin, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}`, 'facility-id': sunrise!.id, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  const weekStart = addDays(large.today, 7);
  const weekEnd = addDays(weekStart, 6);
  const shiftId = large.editorShift.id;
  const rn = large.editorPositions[0]!;
  let flip = 0;
  const patchBody = () => {
    flip = 1 - flip;
    return { positions: large.editorPositions.map((p) => ({ id: p.id, job_title_id: p.jobTitleId, total_positions: 2 + flip, applicable_for: ['IN'] })) };
  };
  const db = database.db;
  const f = sunrise!.id;

  const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'week list',
      () => call('GET', `/facilities/shifts?start_date=${weekStart}&end_date=${weekEnd}`),
      () =>
        db.execute(sql`select s.*, coalesce(sum(p.total_positions), 0) as total, coalesce(sum(p.accepted_count + p.assigned_count), 0) as filled,
          (select count(*) from applications a join positions q on q.id = a.position_id where q.shift_id = s.id and a.status = 'PENDING') as applicants
          from shifts s left join positions p on p.shift_id = s.id
          where s.facility_id = ${f} and s.start_date between ${weekStart} and ${weekEnd} group by s.id order by s.starts_at`),
    ],
    [
      'positions GET',
      () => call('GET', `/facilities/shifts/${shiftId}/positions`),
      () => db.execute(sql`select * from positions where facility_id = ${f} and shift_id = ${shiftId} order by created_at, id`),
    ],
    [
      'positions PATCH (20 rows)',
      () => call('PATCH', `/facilities/shifts/${shiftId}/positions`, patchBody()),
      () =>
        db.transaction(async (tx) => {
          await tx.select().from(positions).where(and(eq(positions.facilityId, f), eq(positions.shiftId, shiftId))).for('update');
          for (const p of patchBody().positions) {
            await tx.update(positions).set({ totalPositions: p.total_positions }).where(eq(positions.id, p.id));
          }
        }),
    ],
    [
      'employees-available',
      () => call('GET', `/facilities/shifts/${shiftId}/employees-available?position_id=${rn.id}&status=ACTIVE&page=1`),
      () =>
        db.execute(sql`select e.id, n.first_name, n.last_name, count(*) over () from employees e join nurses n on n.id = e.nurse_id
          where e.facility_id = ${f} and e.status = 'ACTIVE' and e.job_title_id = ${rn.jobTitleId} and e.worker_type in ('IN', 'WN')
            and e.monthly_rate_cents is not null
            and not exists (select 1 from credentials c where c.nurse_id = e.nurse_id and (c.status <> 'CREDENTIAL_VERIFIED' or c.expiry < ${large.editorShift.endDate}::date))
            and not exists (select 1 from assignments a where a.nurse_id = e.nurse_id
              and tstzrange(a.starts_at, a.ends_at) && tstzrange(${large.editorShift.startsAt.toISOString()}::timestamptz, ${large.editorShift.endsAt.toISOString()}::timestamptz))
          order by n.last_name, n.first_name, e.id limit 10`),
    ],
  ];

  const rows = [];
  for (const [name, http, direct] of cases) {
    const h = await measure(http);
    const s = await measure(direct);
    rows.push({
      database: label,
      call: name,
      'http p50 ms': h.p50.toFixed(2),
      'http p95 ms': h.p95.toFixed(2),
      'sql p50 ms': s.p50.toFixed(2),
      'sql p95 ms': s.p95.toFixed(2),
      'p95 ratio': (h.p95 / s.p95).toFixed(1),
      'p95 < 50 ms': h.p95 < 50 ? 'yes' : 'NO',
    });
  }
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  return rows;
}

const results = [];
const pglite = await openDatabase({});
results.push(...(await benchOn('PGlite', pglite)));
await pglite.close();

const url = process.env.DATABASE_URL;
if (url) {
  const name = `careroster_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: target.toString() });
  try {
    results.push(...(await benchOn('PostgreSQL', server)));
  } finally {
    await server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.table(results);
