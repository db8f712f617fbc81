import { randomBytes } from 'node:crypto';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { dashboardQuery } from '@careroster/shared/api/shifts/budget';
import { listShiftsQuery } from '@careroster/shared/api/shifts/shift';
import { availableEmployeesQuery } from '@careroster/shared/api/shifts/staffing';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { syncJobTitles } from '../src/db/job-titles';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { notByFacility } from '../src/db/schema/distribution';
import { areas } from '../src/modules';
import { dashboard } from '../src/modules/shifts/dashboard';
import { listShifts } from '../src/modules/shifts/shifts';
import { availableEmployees } from '../src/modules/shifts/staffing';
import { systemClock } from '../src/platform/clock';
import { createContext } from '../src/platform/context';
import { assemblePorts } from '../src/platform/ports';
import type { Deps } from '../src/platform/deps';
import { timeRuns } from './measure';

/**
 * npm run bench:tenants (issue 26, "many facilities"): one facility's week list, dashboard and
 * employees-available on a PostgreSQL database holding that facility alone, then on one holding
 * 1,000 facilities of 200 staff (200,000 employees) with the same rows for the measured facility.
 * Prints each statement's plan (EXPLAIN ANALYZE) and p50/p95 over 200 calls, the two databases
 * measured in turns.
 * PostgreSQL only (DATABASE_URL); two scratch databases, dropped afterwards. Not part of npm test.
 * BENCH_FACILITIES overrides the 1,000.
 */
const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 1_000);
const STAFF = 200;
const DAYS_BACK = 28;
const DAYS_AHEAD = 28;
const RUNS = 200;
const WARMUP = 20;

/** A v4-shaped uuid from a key (zod's uuid() checks the version and variant digits). */
const uidText = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
const uid = (key: string) => sql.raw(uidText(key));
/** The bench runs on PostgreSQL alone: its pool, for statements typed here. */
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;
const facilityKey = (g: string) => uid(`'tenant-facility-' || ${g}`);

const measure = (fn: () => Promise<unknown>) => timeRuns(fn, RUNS, WARMUP);

/**
 * Facilities 1..count, each with the same shape, in one statement a table (generate_series): the
 * rows of facility g do not depend on how many others there are, so facility 1 is the same in both
 * databases. Per facility: 200 employees (RN, LPN, CNA; 90 % active, every credential verified), a
 * morning, evening and night shift a day for eight weeks around today, an RN, LPN and CNA position
 * on each, booked, a census and budget lines a day.
 */
async function seedTenants(db: Db, count: number, today: string) {
  const first = addDays(today, -DAYS_BACK);
  const titles = sql.param([JOB_TITLE_IDS.RN, JOB_TITLE_IDS.LPN, JOB_TITLE_IDS.CNA]);
  await syncJobTitles(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into facilities (id, name, timezone, address_line1, city, state, zip)
      select ${facilityKey('g')}, 'Tenant Care Center ' || g, 'EST', g || ' Main St', 'Albany', 'NY', '12207'
      from generate_series(1, ${count}::int) g`);
    await tx.execute(sql`insert into nurses (id, first_name, last_name, country_code, mobile)
      select ${uid("'tenant-nurse-' || g || '-' || i")},
        (array['Mary','Linda','Susan','Karen','Nancy','Lisa','Emily','Carol','James','Robert','John','David'])[1 + (hashint4(i) & 2147483647) % 12],
        (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Wilson','Anderson','Taylor','Moore'])[1 + (hashint4(i + 7) & 2147483647) % 12],
        '+1', '7' || lpad((g * 1000 + i)::text, 9, '0')
      from generate_series(1, ${count}::int) g cross join generate_series(1, ${STAFF}::int) i`);
    // Credentials before employees: the employee row is written once with its credential state.
    await tx.execute(sql`insert into credentials (id, nurse_id, credential_name, expiry, expiry_required, status)
      select ${uid("'tenant-credential-' || g || '-' || i || '-' || k")}, ${uid("'tenant-nurse-' || g || '-' || i")},
        (array['BLS (CPR) Certification', 'Nursing License'])[k], ${today}::date + 365, true, 'CREDENTIAL_VERIFIED'
      from generate_series(1, ${count}::int) g cross join generate_series(1, ${STAFF}::int) i cross join generate_series(1, 2) k`);
    await tx.execute(sql`insert into employees (id, facility_id, nurse_id, worker_type, emp_id, job_title_id, discipline,
        hourly_rate_cents, monthly_rate_cents, status, pay_type, payment_category, is_resident)
      select ${uid("'tenant-employee-' || g || '-' || i")}, ${facilityKey('g')}, ${uid("'tenant-nurse-' || g || '-' || i")},
        (case when i % 5 = 0 then 'EN' else 'IN' end)::worker_type, 1000 + i, (${titles}::uuid[])[1 + i % 3], 'Nursing',
        3500, 600000, (case when i % 10 = 0 then 'INACTIVE' else 'ACTIVE' end)::employee_status, 'HOURLY', 'W2', true
      from generate_series(1, ${count}::int) g cross join generate_series(1, ${STAFF}::int) i`);
    await tx.execute(sql`insert into shifts (id, facility_id, title, start_date, end_date, start_time, end_time,
        starts_at, ends_at, meal_minutes, shift_type, is_active, is_recurring)
      select ${uid("'tenant-shift-' || g || '-' || d || '-' || p.idx")}, ${facilityKey('g')}, p.label || ' Shift',
        ${first}::date + d, ${first}::date + d + p.next_day, p.starts::time, p.ends::time,
        ((${first}::date + d) + p.starts::time) at time zone 'America/New_York',
        ((${first}::date + d + p.next_day) + p.ends::time) at time zone 'America/New_York',
        30, p.kind::shift_type, true, false
      from generate_series(1, ${count}::int) g cross join generate_series(0, ${DAYS_BACK + DAYS_AHEAD - 1}::int) d
      cross join (values (0, 'morning', 'Morning', '07:00', '15:00', 0), (1, 'evening', 'Evening', '15:00', '23:00', 0),
                         (2, 'night', 'Night', '23:00', '07:00', 1)) p(idx, kind, label, starts, ends, next_day)`);
    await tx.execute(sql`insert into positions (id, facility_id, shift_id, job_title_id, total_positions, status, applicable_for)
      select ${uid("'tenant-position-' || s.id || '-' || k")}, s.facility_id, s.id, (${titles}::uuid[])[k], 2,
        'OPEN', array['IN', 'EN']
      from shifts s cross join generate_series(1, 3) k`);
    // Every position is booked, two nurses each: a day's six slots of a title go to six different
    // nurses of that title (employee i has title i mod 3), and the slots move on each day, so nobody
    // works twice at once.
    await tx.execute(sql`insert into assignments (id, facility_id, position_id, employee_id, nurse_id, source, starts_at, ends_at)
      select ${uid("'tenant-assignment-' || p.id || '-' || j")}, p.facility_id, p.id, e.id, e.nurse_id, 'MANAGER', s.starts_at, s.ends_at
      from positions p join shifts s on s.id = p.shift_id
      cross join generate_series(0, 1) j
      cross join lateral (select (s.start_date - ${first}::date) * 6 + (case s.shift_type when 'morning' then 0 when 'evening' then 2 else 4 end) + j as slot) o
      join employees e on e.facility_id = p.facility_id
        and e.emp_id = 1000 + 3 * (o.slot % 60 + 1) + array_position(${titles}::uuid[], p.job_title_id) - 1
      where e.status = 'ACTIVE'`);
    await tx.execute(sql`update positions p set assigned_count = c.n,
        status = (case when c.n >= p.total_positions then 'FILLED' else 'OPEN' end)::position_status
      from (select position_id, count(*)::smallint as n from assignments group by position_id) c where p.id = c.position_id`);
    await tx.execute(sql`insert into census (facility_id, date, patient_count)
      select ${facilityKey('g')}, ${first}::date + d, 90 + (hashint4(d) & 2147483647) % 30
      from generate_series(1, ${count}::int) g cross join generate_series(0, ${DAYS_BACK + DAYS_AHEAD - 1}::int) d`);
    await tx.execute(sql`insert into budget_lines (facility_id, date, job_title_id, budgeted_hours, budgeted_spend_cents)
      select ${facilityKey('g')}, ${first}::date + d, (${titles}::uuid[])[k], 48, 150000
      from generate_series(1, ${count}::int) g cross join generate_series(0, ${DAYS_BACK + DAYS_AHEAD - 1}::int) d cross join generate_series(1, 3) k`);
  });
  await db.execute(sql`vacuum analyze`);
  // The measured shift: facility 1's morning a week from today, and its RN position.
  const { rows } = await poolOf(db).query<{ facility: string; shift: string; position: string }>(
    `select s.facility_id as facility, s.id as shift, p.id as position
     from shifts s join positions p on p.shift_id = s.id and p.job_title_id = $1
     where s.id = ${uidText(`'tenant-shift-1-' || ${DAYS_BACK + 7} || '-0'`)}`,
    [JOB_TITLE_IDS.RN],
  );
  return rows[0]!;
}

/**
 * What a Citus migration with facility_id as the distribution column would still have to change
 * (decision 061): Citus enforces a unique or exclusion constraint, and a foreign key between two
 * distributed tables, only when it includes the distribution column.
 */
async function citusGaps(pool: pg.Pool) {
  const facilityColumn = (rel: string) => `(select attnum from pg_attribute where attrelid = ${rel} and attname = 'facility_id')`;
  const { rows } = await pool.query<{ table: string; kind: string; definition: string }>(`
    select c.conrelid::regclass::text as table, c.contype::text as kind, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'x', 'f') and ${facilityColumn('c.conrelid')} is not null
      and not ${facilityColumn('c.conrelid')} = any(c.conkey)
      and (c.contype <> 'f' or ${facilityColumn('c.confrelid')} is not null)
    union all
    select i.indrelid::regclass::text, 'u', pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class r on r.oid = i.indrelid
    where r.relnamespace = 'public'::regnamespace and i.indisunique and not i.indisprimary
      and ${facilityColumn('i.indrelid')} is not null and not ${facilityColumn('i.indrelid')} = any(i.indkey)
    order by 1, 2, 3`);
  const kinds: Record<string, string> = { p: 'primary key', u: 'unique', x: 'exclusion', f: 'foreign key' };
  console.log(`
=== What a Citus migration would change (${rows.length} constraints of facility tables without facility_id)`);
  for (const r of rows) console.log(`${r.table}: ${kinds[r.kind]} ${r.definition}`);
  const children = Object.entries(notByFacility).filter(([, e]) => e.placement === 'facility-child');
  console.log(`facility children that would gain facility_id: ${children.map(([name]) => name).join(', ')}`);
}

type Captured = { text: string; params: unknown[] };
type Call = { name: string; rows: number | '-'; run: () => Promise<unknown> };

/** Seeds `count` facilities, prints the plans of facility 1's three calls, and returns the calls. */
async function prepare(label: string, database: Database, count: number): Promise<Call[]> {
  await migrate(database);
  if (count === 1) await citusGaps(poolOf(database.db));
  const today = todayIn('EST', new Date());
  const seedStart = performance.now();
  const ids = await seedTenants(database.db, count, today);
  const { rows } = await poolOf(database.db).query<{ n: number }>('select count(*)::int as n from employees');
  console.log(
    `\n=== ${label}: ${count} facilities, ${rows[0]!.n} employees, seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  // A second drizzle over the same pool logs the SQL the services send, for EXPLAIN ANALYZE.
  const pool = poolOf(database.db);
  let captured: Captured[] = [];
  const logged = drizzle(pool, { schema, logger: { logQuery: (text, params) => captured.push({ text, params }) } }) as unknown as Db;
  const ctxOn = (db: Db) =>
    createContext({
      requestId: 'bench',
      log: pino({ level: 'warn' }),
      deps: { db, dbKind: database.kind, clock: systemClock, ports: assemblePorts(areas) } as Deps,
      facility: { id: ids.facility, name: 'Tenant Care Center 1', role: 'ADMIN', timezone: 'EST' },
    });
  const week = addDays(today, 7);
  const cases: [string, (ctx: ReturnType<typeof ctxOn>) => Promise<unknown>][] = [
    ['week list', (ctx) => listShifts(ctx, listShiftsQuery.parse({ start_date: week, end_date: addDays(week, 6) }))],
    ['dashboard', (ctx) => dashboard(ctx, dashboardQuery.parse({ start_date: today, end_date: addDays(today, 6) }))],
    [
      'employees-available',
      (ctx) => availableEmployees(ctx, { id: ids.shift, ...availableEmployeesQuery.parse({ position_id: ids.position }) }),
    ],
  ];
  const calls: Call[] = [];
  for (const [name, run] of cases) {
    captured = [];
    const answer = (await run(ctxOn(logged))) as { count?: number; results?: unknown[] } | unknown[];
    const size = Array.isArray(answer) ? answer.length : (answer.count ?? answer.results?.length ?? '-');
    console.log(`\n--- ${label} ${name}: ${captured.length} statements, ${size} rows`);
    for (const q of captured) {
      const plan = await pool.query(`explain (analyze, buffers) ${q.text}`, q.params);
      console.log(plan.rows.map((r: Record<string, unknown>) => Object.values(r)[0]).join('\n'));
    }
    const ctx = ctxOn(database.db);
    calls.push({ name, rows: size, run: () => run(ctx) });
  }
  return calls;
}

async function scratch(admin: pg.Client, opened: (() => Promise<void>)[]): Promise<Database> {
  const name = `tenants_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  opened.push(async () => {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
  });
  return database;
}

if (!process.env.DATABASE_URL) throw new Error('bench:tenants measures PostgreSQL: set DATABASE_URL');
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const opened: (() => Promise<void>)[] = [];
try {
  const one = await prepare('one facility', await scratch(admin, opened), 1);
  const many = await prepare(`${FACILITIES} facilities`, await scratch(admin, opened), FACILITIES);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `\n| call | rows | 1 facility p50 / p95 | ${FACILITIES} facilities p50 / p95 | ratio of p50 |\n| --- | --- | --- | --- | --- |`,
  );
  for (const [i, a] of one.entries()) {
    const b = many[i]!;
    // Measured in turns, one database then the other, so a change in the machine's load weighs on both.
    const [fa, fb] = [await measure(a.run), await measure(b.run)];
    const [ga, gb] = [await measure(a.run), await measure(b.run)];
    const p = (x: { p50: number; p95: number }, y: { p50: number; p95: number }) => ({
      p50: (x.p50 + y.p50) / 2,
      p95: (x.p95 + y.p95) / 2,
    });
    const [ra, rb] = [p(fa, ga), p(fb, gb)];
    console.log(
      `| ${a.name} | ${a.rows} / ${b.rows} | ${ms(ra.p50)} / ${ms(ra.p95)} | ${ms(rb.p50)} / ${ms(rb.p95)} | ${(rb.p50 / ra.p50).toFixed(2)}x |`,
    );
  }
} finally {
  for (const close of opened.reverse()) await close();
  await admin.end();
}
