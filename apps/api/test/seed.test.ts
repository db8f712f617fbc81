/**
 * The demo promises of the foundation issue, checked on a freshly migrated, empty database of
 * the project's engine (PGlite, or PostgreSQL when the suite runs there).
 */
import assert from 'node:assert/strict';
import { jobTitles as sharedJobTitles } from '@careroster/shared/job-titles';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { notificationTypeEnum } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/demo';
import { openEmptyDatabase } from './helpers/test-app';
import { testSecrets } from './helpers/data-key';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
const one = async <T>(db: Db, query: SQL) => (await rowsOf<T>(db, query))[0]!;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function seeded(now: Date) {
  const { database, drop } = await openEmptyDatabase();
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  await seedDemo(database.db, { now, secrets: testSecrets });
  return { database };
}

/** A digest of the generated content, leaving out nothing the seed chose. */
const fingerprint = (db: Db) =>
  one<{ digest: string }>(
    db,
    sql`select md5(string_agg(x, '|' order by x)) as digest from (
      select concat_ws(',', id, facility_id, nurse_id, worker_type, emp_id, job_title_id, hourly_rate_cents, monthly_rate_cents, status) x from employees
      union all select concat_ws(',', id, nurse_id, credential_name, expiry, status) from credentials
      union all select concat_ws(',', id, shift_id, total_positions, accepted_count, assigned_count, applicable_for::text, rate_cents) from positions
      union all select concat_ws(',', id, position_id, employee_id, status) from applications
      union all select concat_ws(',', id, position_id, nurse_id, starts_at) from assignments
      union all select concat_ws(',', facility_id, date, patient_count) from census
      union all select concat_ws(',', id, type, type_id, title, body) from notifications
      union all select concat_ws(',', id, assignment_id, kind, punched_at, distance_metres, flags::text) from punches
      union all select concat_ws(',', id, assignment_id, work_date, clock_in_at, clock_out_at, worked_minutes, status, auto_approved) from timecards
    ) t`,
  ).then((r) => r.digest);

/**
 * Seeding twice is the slow part (about 15 s each on a quiet machine, three times that on a busy
 * one): it is setup, so it runs in beforeAll with its own generous limit, and the tests only read.
 */
const SEEDING_TIMEOUT_MS = 10 * 60_000;
let db: Db;
let againDb: Db;
beforeAll(async () => {
  const now = new Date();
  db = (await seeded(now)).database.db;
  againDb = (await seeded(now)).database.db;
}, SEEDING_TIMEOUT_MS);

it('seeds the demo the foundation issue promises', async () => {
  const perFacility = await rowsOf<{ name: string; id: string; timezone: string }>(
    db,
    sql`select id, name, timezone from facilities order by name`,
  );
  assert.deepEqual(
    perFacility.map((f) => [f.name, f.timezone]),
    [
      ['Maple Grove Nursing Home', 'CST'],
      ['Sunrise Care Center', 'EST'],
    ],
  );

  const jobTitleCount = await one<{ n: number }>(db, sql`select count(*)::int n from job_titles`);
  assert.equal(jobTitleCount.n, sharedJobTitles.length, 'job_titles follows the shared list');

  const summary: Record<string, unknown> = {};
  for (const f of perFacility) {
    const byType = await rowsOf<{ worker_type: string; n: number }>(
      db,
      sql`select worker_type, count(*)::int n from employees where facility_id = ${f.id} group by 1 order by 1`,
    );
    const counts = Object.fromEntries(byType.map((r) => [r.worker_type, r.n]));
    const total = byType.reduce((s, r) => s + r.n, 0);
    assert.ok(total >= 60, `${f.name}: at least 60 employees (${total})`);
    for (const t of ['IN', 'EN', 'AN', 'WN']) assert.ok((counts[t] ?? 0) > 0, `${f.name}: has ${t} employees`);

    const nursing = await one<{ n: number }>(
      db,
      sql`select count(*)::int n from employees e join job_titles j on j.id = e.job_title_id
          where e.facility_id = ${f.id} and j.abbreviation in ('RN', 'LPN', 'CNA')`,
    );
    assert.ok(nursing.n / total >= 0.8, `${f.name}: mostly RN, LPN and CNA`);

    const rates = await one<{ missing: number; hourly: number; departments: number; statuses: number }>(
      db,
      sql`select count(*) filter (where monthly_rate_cents is null)::int missing,
                 count(*) filter (where hourly_rate_cents > 0)::int hourly,
                 count(distinct department_id)::int departments,
                 count(distinct status)::int statuses
          from employees where facility_id = ${f.id}`,
    );
    assert.ok(rates.missing > 0 && rates.missing < total / 4, `${f.name}: a few monthly rates missing (${rates.missing})`);
    assert.equal(rates.hourly, total, `${f.name}: every employee has an hourly rate`);
    assert.ok(rates.departments >= 3, `${f.name}: employees across departments`);

    const agencies = await one<{ linked: number; favorites: number }>(
      db,
      sql`select count(*)::int linked, count(*) filter (where is_favorite)::int favorites from facility_agencies where facility_id = ${f.id}`,
    );
    assert.deepEqual(agencies, { linked: 6, favorites: 2 }, `${f.name}: 6 agencies, 2 favourites`);

    const places = await one<{ floors: number; units: number; subunits: number }>(
      db,
      sql`select (select count(*)::int from floors where facility_id = ${f.id}) floors,
                 count(*) filter (where parent_id is null)::int units,
                 count(*) filter (where parent_id is not null)::int subunits
          from units where facility_id = ${f.id}`,
    );
    assert.ok(places.floors >= 2 && places.units >= 2 && places.subunits >= 1, `${f.name}: floors, units and subunits`);

    const days = await one<{ census_days: number; span: number; shift_days: number; shifts: number }>(
      db,
      sql`select count(*)::int census_days, (max(date) - min(date))::int span,
                 (select count(distinct start_date)::int from shifts where facility_id = ${f.id}) shift_days,
                 (select count(*)::int from shifts where facility_id = ${f.id}) shifts
          from census where facility_id = ${f.id}`,
    );
    // Four weeks of schedule, and two earlier weeks of the timekeeping demo (two shifts a day).
    assert.deepEqual(days, { census_days: 42, span: 41, shift_days: 42, shifts: 84 + 28 }, `${f.name}: six weeks, census every day`);
    const missingCensus = await one<{ n: number }>(
      db,
      sql`select count(distinct s.start_date)::int n from shifts s
          left join census c on c.facility_id = s.facility_id and c.date = s.start_date
          where s.facility_id = ${f.id} and c.id is null`,
    );
    assert.equal(missingCensus.n, 0, `${f.name}: census for every day with shifts`);

    const budget = await one<{ n: number }>(db, sql`select count(*)::int n from budget_lines where facility_id = ${f.id}`);
    assert.equal(budget.n, 28 * 3, `${f.name}: budget lines per day for RN, LPN and CNA`);

    const types = await rowsOf<{ type: string }>(db, sql`select distinct type::text from notifications where facility_id = ${f.id}`);
    assert.deepEqual(types.map((t) => t.type).sort(), [...notificationTypeEnum.enumValues].sort(), `${f.name}: every notification type`);

    summary[f.name] = { employees: counts, total, monthlyRateMissing: rates.missing };
  }

  const credentialStatuses = await rowsOf<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int n from credentials group by 1 order by 1`,
  );
  assert.equal(credentialStatuses.length, 4, 'credentials in all four statuses');
  const expired = await one<{ bad: number; n: number }>(
    db,
    sql`select count(*) filter (where expiry is null or expiry >= current_date)::int bad, count(*)::int n
        from credentials where status = 'CREDENTIAL_EXPIRED'`,
  );
  assert.ok(expired.n > 0 && expired.bad === 0, 'expired credentials carry a past expiry date');

  // Wall clock and instants agree, night shifts end the next day.
  const clocks = await one<{ bad: number; nights_next_day: number; nights: number }>(
    db,
    sql`select count(*) filter (where s.starts_at <> timezone(z.iana, s.start_date + s.start_time)
                                 or s.ends_at <> timezone(z.iana, s.end_date + s.end_time))::int bad,
               count(*) filter (where s.shift_type = 'night' and s.end_date = s.start_date + 1)::int nights_next_day,
               count(*) filter (where s.shift_type = 'night')::int nights
        from shifts s join facilities f on f.id = s.facility_id
        join (values ('EST', 'America/New_York'), ('CST', 'America/Chicago')) z(code, iana) on z.code = f.timezone`,
  );
  assert.equal(clocks.bad, 0, 'starts_at/ends_at follow the facility zone');
  assert.equal(clocks.nights_next_day, clocks.nights, 'night shifts end the next day');

  const capacity = await one<{ over_capacity: number; drift: number; status_wrong: number; positions: number }>(
    db,
    sql`select count(*) filter (where p.accepted_count + p.assigned_count > p.total_positions)::int over_capacity,
               count(*) filter (where p.accepted_count <> coalesce(a.by_application, 0)
                                   or p.assigned_count <> coalesce(a.by_manager, 0)
                                   or p.accepted_count <> coalesce(ap.accepted, 0))::int drift,
               count(*) filter (where (p.status = 'FILLED') <> (p.accepted_count + p.assigned_count >= p.total_positions))::int status_wrong,
               count(*)::int positions
        from positions p
        left join (select position_id, count(*) filter (where source = 'APPLICATION') by_application,
                          count(*) filter (where source = 'MANAGER') by_manager
                   from assignments group by 1) a on a.position_id = p.id
        left join (select position_id, count(*) filter (where status = 'ACCEPTED') accepted
                   from applications group by 1) ap on ap.position_id = p.id`,
  );
  assert.deepEqual(
    { over: capacity.over_capacity, drift: capacity.drift, status_wrong: capacity.status_wrong },
    { over: 0, drift: 0, status_wrong: 0 },
    'no position over its openings; counters match the rows',
  );

  const doubleBooked = await one<{ n: number }>(
    db,
    sql`select count(*)::int n from assignments a join assignments b
        on a.nurse_id = b.nurse_id and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at`,
  );
  assert.equal(doubleBooked.n, 0, 'no nurse double-booked');

  const positionMix = await one<{ mixes: number; auto: number; favorites: number; custom: number }>(
    db,
    sql`select count(distinct applicable_for)::int mixes, count(*) filter (where auto_approve)::int auto,
               count(*) filter (where agency_preference = 'FAVORITE')::int favorites,
               count(*) filter (where agency_preference = 'CUSTOM_PREFERENCE')::int custom
        from positions`,
  );
  assert.ok(positionMix.mixes >= 4 && positionMix.auto > 0, 'mixed applicable_for and some auto-approve positions');
  const applicationStatuses = await rowsOf<{ status: string }>(db, sql`select distinct status::text from applications`);
  for (const s of ['PENDING', 'ACCEPTED', 'REJECTED']) {
    assert.ok(
      applicationStatuses.some((r) => r.status === s),
      `applicants ${s}`,
    );
  }
  const assignmentSources = await rowsOf<{ source: string }>(db, sql`select distinct source::text from assignments`);
  assert.equal(assignmentSources.length, 2, 'assignments from applications and from managers');

  const phones = await one<{ bad: number }>(
    db,
    sql`select count(*)::int bad from nurses where country_code <> '+1' or mobile !~ '^(813|727|941|217|309|618)5550[1][0-9]{2}$'`,
  );
  assert.equal(phones.bad, 0, 'US numbers in the fictional 555-01xx range with real area codes');

  // The constraint of migration 0001 refuses a double booking even when the seed's care is bypassed.
  const victim = await one<{ id: string; position_id: string }>(
    db,
    sql`select a.id, p2.id position_id from assignments a
        join shifts s on s.id = (select shift_id from positions where id = a.position_id)
        join positions p2 on p2.shift_id = s.id and p2.id <> a.position_id limit 1`,
  );
  await assert.rejects(
    db.execute(sql`insert into assignments (facility_id, position_id, employee_id, nurse_id, source, starts_at, ends_at)
                   select facility_id, ${victim.position_id}, employee_id, nurse_id, 'MANAGER', starts_at, ends_at
                   from assignments where id = ${victim.id}`),
    (e: Error) => (e.cause as { constraint?: string } | undefined)?.constraint === 'assignments_nurse_no_overlap',
  );
});

it('seeds past weeks of punches and timecards in every state at each facility (issue 12)', async () => {
  const perFacility = await rowsOf<{ id: string; name: string; latitude: number | null }>(
    db,
    sql`select id, name, latitude from facilities order by name`,
  );
  for (const f of perFacility) {
    assert.ok(f.latitude !== null, `${f.name}: has coordinates`);
    const count = async (where: SQL) =>
      (await one<{ n: number }>(db, sql`select count(*)::int n from timecards t where t.facility_id = ${f.id} and ${where}`)).n;
    const weeks = await one<{ n: number }>(
      db,
      sql`select count(distinct date_trunc('week', work_date::timestamp))::int n from timecards where facility_id = ${f.id} and work_date < current_date - 6`,
    );
    assert.ok(weeks.n >= 3, `${f.name}: ${weeks.n} past weeks of timecards`);
    const states: [string, SQL][] = [
      ['pending', sql`status = 'PENDING' and clock_out_at is not null and not flagged`],
      ['approved by a manager', sql`status = 'APPROVED' and not auto_approved and decided_by is not null`],
      [
        'auto-approved',
        sql`status = 'APPROVED' and auto_approved and exists (select 1 from timecard_changes c where c.timecard_id = t.id and c.actor_kind = 'SYSTEM' and c.reason is not null)`,
      ],
      ['disputed with a reason', sql`status = 'DISPUTED' and dispute_reason is not null`],
      [
        'corrected',
        sql`exists (select 1 from timecard_changes c where c.timecard_id = t.id and c.field = 'clock_in_at' and c.reason is not null) and clock_in_punch_id is null`,
      ],
      [
        'flagged outside the geofence',
        sql`flagged and exists (select 1 from punches p where p.id = t.clock_in_punch_id and 'OUTSIDE_GEOFENCE' = any(p.flags) and p.flag_reason is not null)`,
      ],
      [
        'without a photo',
        sql`exists (select 1 from punches p where p.assignment_id = t.assignment_id and p.photo_key is null and 'NO_PHOTO' = any(p.flags))`,
      ],
      [
        'missing clock-out, OPEN',
        sql`clock_out_at is null and flagged and exists (select 1 from missed_punches m where m.timecard_id = t.id and m.status = 'OPEN')`,
      ],
      [
        'missing clock-out, PROPOSED',
        sql`exists (select 1 from missed_punches m where m.timecard_id = t.id and m.status = 'PROPOSED' and m.proposed_at is not null)`,
      ],
    ];
    for (const [name, where] of states) assert.ok((await count(where)) > 0, `${f.name}: a timecard ${name}`);
    const photos = await one<{ n: number }>(
      db,
      sql`select count(*)::int n from punches where facility_id = ${f.id} and photo_key like ${`punches/${f.id}/%.jpg`}`,
    );
    assert.ok(photos.n > 0, `${f.name}: punches with photo keys`);
  }
});

it('seeds the same demo on every run of the same day', async () => {
  expect(await fingerprint(againDb)).toBe(await fingerprint(db));
});
