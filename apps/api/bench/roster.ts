import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_BASE } from '@careroster/shared/api/envelope';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { ianaZone, isTimezoneCode } from '@careroster/shared/lookups';
import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'puppeteer-core';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { facilities } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/demo';
import { resolveSecretBox } from '../src/platform/crypto/data-key';
import type { Session } from './browser';
import type { Results } from './report';
import { measureCall, percentile, type CallResult } from './measure';
import { startApi, type Child } from './servers';

/** Issue 28's roster figures: 200 staff over six weeks. */
export const ROSTER_STAFF = 200;
export const ROSTER_WEEKS = 6;

export type RosterRun = {
  staff: number;
  weeks: number;
  bookings: number;
  /** The API answer for the whole span: HTTP and its statements' replay. */
  call: CallResult;
  answerBytes: number;
  answerGzipBytes: number;
  /** Chromium at 1280x800: navigation start to the grid's first row visible, one week (the page's default). */
  firstRowMs: number[];
  firstRowP50: number;
  /** From a click on "6 weeks" to 42 day columns with their first row. */
  sixWeeksMs: number[];
  sixWeeksP50: number;
};

/** A v4-shaped uuid from a key, as seed-large.ts makes them. */
const uid = (key: string) => sql.raw(`overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`);

/**
 * Sunrise brought to 200 active staff (the demo's and bench nurses, RN 35 % / LPN 25 % / CNA 40 %,
 * credentials complete) with six weeks of shifts from this week's Sunday: three presets on two
 * units a day, RN, LPN and CNA positions, most of them booked, nobody twice at once.
 */
async function seedRoster(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await migrate(database);
  await seedDemo(database.db, { secrets: await resolveSecretBox({ dataDir, dataKey: undefined, retiredDataKeys: [] }) });
  const db = database.db;
  const [sunrise] = await db.select().from(facilities).where(eq(facilities.name, 'Sunrise Care Center'));
  if (!sunrise || !isTimezoneCode(sunrise.timezone)) throw new Error('the demo seed has no Sunrise Care Center');
  const f = sql`${sunrise.id}::uuid`;
  const tz = ianaZone(sunrise.timezone);
  const today = todayIn(sunrise.timezone, new Date());
  const week = addDays(today, -weekdayOf(today));
  const count = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: { n: number }[] }).rows[0]!.n;
  const active = await count(sql`select count(*)::int as n from employees where facility_id = ${f} and status = 'ACTIVE'`);
  const add = Math.max(0, ROSTER_STAFF - active);
  const titles = [JOB_TITLE_IDS.RN, JOB_TITLE_IDS.LPN, JOB_TITLE_IDS.CNA];
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into nurses (id, first_name, last_name, email, country_code, mobile)
      select ${uid("'roster-nurse-' || i")}, 'Bench' || i, 'Roster' || lpad(i::text, 3, '0'), null, '+1', '701' || lpad(i::text, 7, '0')
      from generate_series(1, ${add}::int) i`);
    await tx.execute(sql`insert into employees (id, facility_id, nurse_id, worker_type, emp_id, job_title_id, discipline,
        hourly_rate_cents, monthly_rate_cents, status, pay_type, payment_category, is_resident, credentials_complete, credentials_valid_through)
      select ${uid("'roster-emp-' || i")}, ${f}, ${uid("'roster-nurse-' || i")}, 'IN', 700000 + i,
        (${sql.param(titles)}::uuid[])[case when i % 20 < 7 then 1 when i % 20 < 12 then 2 else 3 end], 'Nursing',
        4000, 693300, 'ACTIVE', 'HOURLY', 'W2', true, true, ${addDays(today, 400)}::date
      from generate_series(1, ${add}::int) i`);
    await tx.execute(sql`insert into shifts (id, facility_id, title, start_date, end_date, start_time, end_time,
        starts_at, ends_at, meal_minutes, shift_type, is_active, is_recurring)
      select ${uid("'roster-shift-' || d || '-' || p.idx || '-' || u")}, ${f}, p.label || ' Roster ' || u,
        ${week}::date + d, ${week}::date + d + p.next_day, p.starts::time, p.ends::time,
        ((${week}::date + d) + p.starts::time) at time zone ${tz},
        ((${week}::date + d + p.next_day) + p.ends::time) at time zone ${tz},
        30, p.kind::shift_type, true, false
      from generate_series(0, ${ROSTER_WEEKS * 7 - 1}::int) d
      cross join (values (0, 'morning', 'Morning', '07:00', '15:00', 0), (1, 'evening', 'Evening', '15:00', '23:00', 0),
                         (2, 'night', 'Night', '23:00', '07:00', 1)) p(idx, kind, label, starts, ends, next_day)
      cross join generate_series(1, 2) u`);
    await tx.execute(sql`insert into positions (id, facility_id, shift_id, job_title_id, total_positions, status, applicable_for)
      select ${uid("'roster-position-' || s.id || '-' || k")}, ${f}, s.id, (${sql.param(titles)}::uuid[])[k],
        case k when 3 then 3 else 1 + (hashtext(s.id::text || k) & 2147483647) % 2 end, 'OPEN', array['IN']
      from shifts s cross join generate_series(1, 3) k
      where s.facility_id = ${f} and s.title like '% Roster %'`);
    await tx.execute(sql`create temporary table roster_pool on commit drop as
      select id, nurse_id, job_title_id, row_number() over (partition by job_title_id order by emp_id) - 1 as ord
      from employees where facility_id = ${f} and emp_id > 700000`);
    await tx.execute(sql`insert into assignments (id, facility_id, position_id, employee_id, nurse_id, source, starts_at, ends_at)
      select ${uid("'roster-assignment-' || b.position_id || e.id")}, ${f}, b.position_id, e.id, e.nurse_id, 'MANAGER', b.starts_at, b.ends_at
      from (
        select p.id as position_id, p.job_title_id, s.starts_at, s.ends_at,
          (dense_rank() over (order by s.starts_at) * 7 + row_number() over (partition by s.starts_at, p.job_title_id order by p.id, j)) % t.cnt as ord
        from positions p join shifts s on s.id = p.shift_id
        join (select job_title_id, count(*) as cnt from roster_pool group by job_title_id) t on t.job_title_id = p.job_title_id
        cross join lateral generate_series(1, p.total_positions - ((hashtext(p.id::text) & 2147483647) % 6 = 0)::int) j
        where p.facility_id = ${f} and s.title like '% Roster %'
      ) b
      join roster_pool e on e.job_title_id = b.job_title_id and e.ord = b.ord`);
    await tx.execute(sql`update positions p set assigned_count = c.n,
        status = (case when c.n = p.total_positions then 'FILLED' else 'OPEN' end)::position_status
      from (select a.position_id, count(*)::int as n from assignments a join roster_pool e on e.id = a.employee_id group by a.position_id) c
      where p.id = c.position_id and p.facility_id = ${f}`);
  });
  await db.execute(sql`analyze`);
  const staff = await count(sql`select count(*)::int as n from employees where facility_id = ${f} and status = 'ACTIVE'`);
  const bookings = await count(
    sql`select count(*)::int as n from assignments a join positions p on p.id = a.position_id join shifts s on s.id = p.shift_id
      where a.facility_id = ${f} and s.start_date between ${week}::date and ${addDays(week, ROSTER_WEEKS * 7 - 1)}::date`,
  );
  await database.close();
  return { week, staff, bookings };
}

async function firstRender(browser: Browser, origin: string, session: Session) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${origin}/auth/login`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('ROLE', s.role);
    localStorage.setItem('FACILITY_ID', s.facilityId);
  }, session);
  // The first visit loads the chunks; the timed ones are what a scheduler sees each morning.
  await page.goto(`${origin}/shifts/roster`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('tbody tr[data-employee]', { visible: true, timeout: 60_000 });
  const firstRowMs: number[] = [];
  const sixWeeksMs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.goto(`${origin}/shifts/roster`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('tbody tr[data-employee]', { visible: true, timeout: 60_000 });
    firstRowMs.push(Math.round(await page.evaluate(() => performance.now())));
    const began = await page.evaluate(() => performance.now());
    // Strings run in the page: the bench is compiled without the DOM's types.
    await page.evaluate(`[...document.querySelectorAll('label')].find((l) => l.textContent === '6 weeks')?.click()`);
    await page.waitForFunction(
      `document.querySelectorAll('th[data-day]').length === 42 && document.querySelector('tbody tr[data-employee]') !== null`,
      { timeout: 60_000 },
    );
    sixWeeksMs.push(Math.round((await page.evaluate(() => performance.now())) - began));
  }
  await context.close();
  return { firstRowMs, sixWeeksMs };
}

/**
 * npm run bench -- --only=roster: the roster's API answer for 200 staff over six weeks (HTTP and
 * the replay of its statements, p50/p95) and the roster page's first render in Chromium, on the
 * built client and server (issue 28, decision 071). The caller has built them (npm run build).
 */
export async function rosterBench(
  work: string,
  signIn: (api: Child) => Promise<Session>,
  launch: () => Promise<Browser>,
  runs: number,
  log: (msg: string) => void,
): Promise<RosterRun> {
  const dataDir = path.join(work, 'pglite-roster');
  log('roster: seeding 200 staff and six weeks of shifts');
  const seeded = await seedRoster(dataDir);
  log(`roster: ${seeded.staff} active staff, ${seeded.bookings} bookings over ${ROSTER_WEEKS} weeks from ${seeded.week}`);
  const api = await startApi({ dataDir, logFile: path.join(work, 'api-roster.log') });
  const browser = await launch();
  try {
    const session = await signIn(api);
    const headers = { authorization: `Bearer ${session.token}`, 'facility-id': session.facilityId };
    const rosterPath = `${API_BASE}/facilities/roster?week_start=${seeded.week}&weeks=${ROSTER_WEEKS}&page_size=250`;
    const res = await fetch(`${api.origin}${rosterPath}`, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`roster: ${res.status} ${body.slice(0, 300)}`);
    const call = await measureCall(api, headers, { name: 'roster 200 staff x 6 weeks', method: 'GET', path: rosterPath }, runs, 5);
    log(`roster: HTTP p50 ${call.httpP50} / p95 ${call.httpP95} ms, SQL p50 ${call.sqlP50} / p95 ${call.sqlP95} ms, ${body.length} bytes`);
    const { firstRowMs, sixWeeksMs } = await firstRender(browser, api.origin, session);
    const run: RosterRun = {
      staff: seeded.staff,
      weeks: ROSTER_WEEKS,
      bookings: seeded.bookings,
      call,
      answerBytes: Buffer.byteLength(body),
      answerGzipBytes: gzipSync(body).length,
      firstRowMs,
      firstRowP50: percentile(firstRowMs, 50),
      sixWeeksMs,
      sixWeeksP50: percentile(sixWeeksMs, 50),
    };
    log(`roster: first row visible p50 ${run.firstRowP50} ms (${firstRowMs.join(', ')}), six weeks p50 ${run.sixWeeksP50} ms`);
    return run;
  } finally {
    await browser.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The roster's lines for latest.md. */
/** The roster part's own results file beside latest.json, with the machine and date it ran on. */
export const ROSTER_RESULTS_FILE = 'roster-grid.json';
export type RosterResults = { machine: Results['machine']; run: RosterRun };

export function rosterMarkdown({ machine, run: r }: RosterResults): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    `Roster (issue 28): ${r.staff} active staff, ${r.weeks} weeks, ${r.bookings} bookings, PGlite. Measured ${machine.date} on ${machine.cpu}, ${machine.cores} cores.`,
    '',
    '| Measure | p50 | p95 |',
    '| --- | --- | --- |',
    `| GET facilities/roster, whole span in one answer (HTTP) | ${r.call.httpP50} ms | ${r.call.httpP95} ms |`,
    `| its ${r.call.statements.length} statements replayed (SQL) | ${r.call.sqlP50} ms | ${r.call.sqlP95} ms |`,
    `| roster page at 1280x800, navigation to first row visible | ${r.firstRowP50} ms | – |`,
    `| click on "6 weeks" to 42 columns and the first row | ${r.sixWeeksP50} ms | – |`,
    '',
    `Answer: ${kb(r.answerBytes)} JSON, ${kb(r.answerGzipBytes)} gzip.`,
  ].join('\n');
}
