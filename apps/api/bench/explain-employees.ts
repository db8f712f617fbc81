import { randomBytes } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { employeeSearchQuery } from '@careroster/shared/api/employees/employee-search';
import { listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { availableEmployeesQuery } from '@careroster/shared/api/shifts/staffing';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { syncJobTitles } from '../src/db/job-titles';
import { buildPosition, buildShift } from '../src/db/factories/scheduling';
import {
  buildCredential,
  buildEmployee,
  buildNurse,
  type NewCredential,
  type NewEmployee,
  type NewNurse,
} from '../src/db/factories/workforce';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { assignments, credentials, employees, facilities, nurses, positions, shifts } from '../src/db/schema';
import { insertInBatches } from '../src/db/seed/batch';
import { seededRandom } from '../src/db/seed/random';
import { listEmployees } from '../src/modules/employees/employees';
import { searchEmployees } from '../src/modules/employees/search';
import { availableEmployees } from '../src/modules/shifts/staffing';
import { areas } from '../src/modules';
import { systemClock } from '../src/platform/clock';
import { createContext } from '../src/platform/context';
import { assemblePorts } from '../src/platform/ports';
import type { Deps } from '../src/platform/deps';
import { timeRuns } from './measure';

/**
 * npm exec -- tsx bench/explain-employees.ts: the employees queries of issue 9 at 20,000
 * employees, straight through the services: EXPLAIN ANALYZE of each query they send, then p50/p95
 * over 200 runs. Always on a fresh in-memory PGlite; also on a fresh `perfemp_bench_*` database
 * when DATABASE_URL points at a PostgreSQL server (dropped afterwards). Not part of npm test.
 */
const EMPLOYEES = 20_000;
const BOOKED = 300;
const RUNS = 200;
const WARMUP = 20;

async function measure(fn: () => Promise<unknown>) {
  const { p50, p95 } = await timeRuns(fn, RUNS, WARMUP);
  return `p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`;
}

/** The credential situations a real roster has, by share of nurses. */
const credentialKinds = [
  ['verified', 0.55],
  ['expiring', 0.1],
  ['pending', 0.12],
  ['expired', 0.08],
  ['rejected', 0.03],
  ['missing', 0.12],
] as const;

function pickWeighted<T extends string>(rnd: ReturnType<typeof seededRandom>, table: readonly (readonly [T, number])[]): T {
  let x = rnd.next();
  for (const [value, share] of table) {
    if (x < share) return value;
    x -= share;
  }
  return table[table.length - 1]![0];
}

async function seedRoster(db: Db, today: string) {
  const rnd = seededRandom(2009);
  await syncJobTitles(db);
  const [facility] = await db
    .insert(facilities)
    .values({ name: 'Bench Regional Hospital', timezone: 'EST', addressLine1: '1 Main St', city: 'Albany', state: 'NY', zip: '12207' })
    .returning();
  const facilityId = facility!.id;
  const nurseRows: NewNurse[] = [];
  const employeeRows: NewEmployee[] = [];
  const credentialRows: NewCredential[] = [];
  for (let i = 0; i < EMPLOYEES; i += 1) {
    const nurse = buildNurse(rnd, { mobile: `7${String(100_000_000 + i)}` });
    nurse.email = `${nurse.firstName}.${nurse.lastName}.${i}@example.com`.toLowerCase();
    nurseRows.push(nurse);
    const monthlyMissing = rnd.next() < 0.05;
    employeeRows.push(
      buildEmployee(rnd, {
        facilityId,
        nurseId: nurse.id,
        empId: 100_000 + i,
        jobTitleId: pickWeighted(rnd, [
          [JOB_TITLE_IDS.RN, 0.4],
          [JOB_TITLE_IDS.LPN, 0.3],
          [JOB_TITLE_IDS.CNA, 0.3],
        ]),
        workerType: pickWeighted(rnd, [
          ['IN', 0.7],
          ['EN', 0.2],
          ['WN', 0.1],
        ] as const),
        status: pickWeighted(rnd, [
          ['ACTIVE', 0.85],
          ['INACTIVE', 0.1],
          ['INVITED', 0.05],
        ] as const),
        ...(monthlyMissing ? { monthlyRateCents: null } : {}),
      }),
    );
    const kind = pickWeighted(rnd, credentialKinds);
    if (kind === 'missing') continue;
    const good = (name: string) =>
      buildCredential(rnd, {
        nurseId: nurse.id,
        credentialName: name,
        status: 'CREDENTIAL_VERIFIED',
        expiryRequired: true,
        expiry: addDays(today, rnd.int(60, 700)),
      });
    credentialRows.push(good('BLS (CPR) Certification'), good('RN License'));
    const third = buildCredential(rnd, { nurseId: nurse.id, credentialName: 'TB Test', status: 'CREDENTIAL_VERIFIED' });
    if (kind === 'expiring') Object.assign(third, { expiryRequired: true, expiry: addDays(today, rnd.int(0, 30)) });
    if (kind === 'pending') third.status = 'CREDENTIAL_PENDING';
    if (kind === 'rejected') third.status = 'CREDENTIAL_REJECTED';
    if (kind === 'expired')
      Object.assign(third, { expiryRequired: true, expiry: addDays(today, -rnd.int(1, 200)), status: 'CREDENTIAL_EXPIRED' });
    credentialRows.push(third);
  }
  // Credentials before employees: each employee row is then written once, with its state, as a
  // settled table would be, not inserted and rewritten by the credentials trigger (half dead rows).
  await insertInBatches(db, nurses, nurseRows);
  await insertInBatches(db, credentials, credentialRows);
  await insertInBatches(db, employees, employeeRows);

  // The picked shift two weeks out, and another at the same time that already books some nurses.
  const date = addDays(today, 14);
  const shift = buildShift(rnd, { facilityId, timezone: 'EST', date, shiftType: 'morning' });
  const other = buildShift(rnd, { facilityId, timezone: 'EST', date, shiftType: 'morning' });
  const position = buildPosition(rnd, {
    facilityId,
    shiftId: shift.id,
    jobTitleId: JOB_TITLE_IDS.RN,
    totalPositions: 5,
    applicableFor: ['IN', 'EN'],
  });
  const otherPosition = buildPosition(rnd, {
    facilityId,
    shiftId: other.id,
    jobTitleId: JOB_TITLE_IDS.RN,
    totalPositions: BOOKED,
    assignedCount: BOOKED,
  });
  await insertInBatches(db, shifts, [shift, other]);
  await insertInBatches(db, positions, [position, otherPosition]);
  await insertInBatches(
    db,
    assignments,
    employeeRows.slice(0, BOOKED).map((e) => ({
      facilityId,
      positionId: otherPosition.id,
      employeeId: e.id,
      nurseId: e.nurseId,
      source: 'MANAGER' as const,
      startsAt: other.startsAt,
      endsAt: other.endsAt,
    })),
  );
  return { facilityId, facilityName: facility!.name, shiftId: shift.id, positionId: position.id };
}

type Captured = { text: string; params: unknown[] };
type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

async function benchOn(label: string, database: Database) {
  await migrate(database);
  const today = todayIn('EST', new Date());
  const seedStart = performance.now();
  const bench = await seedRoster(database.db, today);
  // Vacuumed as autovacuum leaves a settled table: visibility map set, so index-only scans are real.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`\n=== ${label}: seeded ${EMPLOYEES} employees in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // A second drizzle over the same client logs the SQL the services send, for EXPLAIN ANALYZE.
  const client = (database.db as unknown as { $client: Client }).$client;
  let captured: Captured[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
  const logged = (database.kind === 'pglite'
    ? drizzlePglite(client as unknown as PGlite, { schema, logger })
    : drizzlePg(client as unknown as pg.Pool, { schema, logger })) as unknown as Db;
  const ctxOn = (db: Db) =>
    createContext({
      requestId: 'bench',
      log: pino({ level: 'warn' }),
      deps: { db, dbKind: database.kind, clock: systemClock, ports: assemblePorts(areas) } as Deps,
      facility: { id: bench.facilityId, name: bench.facilityName, role: 'ADMIN', timezone: 'EST' },
    });

  const cases: [string, (ctx: ReturnType<typeof ctxOn>) => Promise<{ count: number }>][] = [
    [
      'employees-available page 1',
      (ctx) => availableEmployees(ctx, { id: bench.shiftId, ...availableEmployeesQuery.parse({ position_id: bench.positionId }) }),
    ],
    [
      'employees-available "son" page 2',
      (ctx) =>
        availableEmployees(ctx, {
          id: bench.shiftId,
          ...availableEmployeesQuery.parse({ position_id: bench.positionId, search: 'son', page: 2 }),
        }),
    ],
    ['employees list page 1', (ctx) => listEmployees(ctx, listEmployeesQuery.parse({}))],
    ['employees list "son"', (ctx) => listEmployees(ctx, listEmployeesQuery.parse({ search: 'son' }))],
    ['employees list by name, selectable', (ctx) => listEmployees(ctx, listEmployeesQuery.parse({ ordering: 'name', selectable: 'true' }))],
    ['employee search dialog "son"', (ctx) => searchEmployees(ctx, employeeSearchQuery.parse({ search: 'son' }))],
  ];
  // The floor under every figure: one round trip on this machine at this moment (it is shared).
  const results = [`${label.padEnd(10)} ${'select 1'.padEnd(36)} ${await measure(() => database.db.execute(sql`select 1`))}`];
  for (const [name, run] of cases) {
    captured = [];
    const answer = await run(ctxOn(logged));
    console.log(`\n--- ${label} ${name}: count ${answer.count}`);
    for (const q of captured.filter((c) => c.text.includes('from "employees"'))) {
      const plan = await client.query(`explain (analyze, buffers) ${q.text}`, q.params);
      console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
    const ctx = ctxOn(database.db);
    results.push(`${label.padEnd(10)} ${name.padEnd(36)} ${await measure(() => run(ctx))}  count ${answer.count}`);
  }
  return results;
}

const summary: string[] = [];
const lite = await openDatabase({});
try {
  summary.push(...(await benchOn('PGlite', lite)));
} finally {
  await lite.close();
}
if (process.env.DATABASE_URL) {
  const name = `perfemp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    summary.push(...(await benchOn('PostgreSQL', server)));
  } finally {
    await server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(`\n${summary.join('\n')}`);
