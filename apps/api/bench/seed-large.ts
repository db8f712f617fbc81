import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import { ianaZone, type TimezoneCode } from '@careroster/shared/lookups';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { lastNames } from '../src/db/factories/people';

export type BenchSize = 'small' | 'large';

/** The two facilities the issue asks for; shifts per preset is how many units run each preset a day. */
export const benchSizes = {
  small: { employees: 2_000, days: 365, shiftsPerPreset: 2 },
  large: { employees: 20_000, days: 730, shiftsPerPreset: 4 },
} as const satisfies Record<BenchSize, { employees: number; days: number; shiftsPerPreset: number }>;

// Common US names; the -son surnames (and Allison, Jason, Madison) make the "son" search match
// about as many people as it would in a real roster rather than none or all.
const FIRST_NAMES = [
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Elizabeth',
  'Barbara',
  'Susan',
  'Jessica',
  'Sarah',
  'Karen',
  'Nancy',
  'Lisa',
  'Betty',
  'Sandra',
  'Ashley',
  'Kimberly',
  'Emily',
  'Donna',
  'Michelle',
  'Carol',
  'Amanda',
  'Melissa',
  'Deborah',
  'Stephanie',
  'Rebecca',
  'Laura',
  'Allison',
  'Madison',
  'James',
  'Robert',
  'John',
  'Michael',
  'David',
  'William',
  'Jason',
  'Joseph',
  'Thomas',
  'Christopher',
  'Daniel',
  'Angela',
];
const LAST_NAMES = lastNames.slice(0, 50);
/** A v4-shaped uuid from a key (zod's uuid() checks the version and variant digits). */
const uid = (key: string) => sql.raw(`overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`);

const CREDENTIAL_NAMES = ['BLS (CPR) Certification', 'Nursing License', 'TB Test', 'Hepatitis B Vaccination', 'Background Check'];

/**
 * A large facility seeded in the database itself (generate_series, one statement a table), so
 * 20,000 employees and two years take seconds rather than minutes of row building in JS. Rows are
 * deterministic (v4-shaped ids from md5, choices from hashint4) so every run measures the same data:
 * worker types IN 55% / EN 20% / AN 15% (with agencies) / WN 10%; statuses ACTIVE 85% / INVITED
 * / INACTIVE; one to four credentials a nurse in every status (verified, expiring within 30 days,
 * expired, pending, rejected); RN, LPN and CNA positions on every shift, past ones mostly filled,
 * future ones partly, marketplace nurses booked through accepted applications and others pending.
 */
export async function seedLargeFacility(db: Db, facilityId: string, timezone: TimezoneCode, size: BenchSize) {
  const { employees: n, days, shiftsPerPreset } = benchSizes[size];
  const today = todayIn(timezone, new Date());
  // Most of the history is behind: reports look back, the week view looks a few weeks ahead.
  const first = addDays(today, -Math.floor((days * 3) / 4));
  const tz = ianaZone(timezone);
  const titles = [JOB_TITLE_IDS.RN, JOB_TITLE_IDS.LPN, JOB_TITLE_IDS.CNA];
  const f = sql`${facilityId}::uuid`;
  const pct = (salt: string) => sql.raw(`(hashint4(i * 7919 + ${salt}) & 2147483647) % 100`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into agencies (id, name, email, phone)
      select ${uid("'bench-agency-' || g")}, 'Bench Agency ' || g || ' Staffing', 'dispatch' || g || '@bench-agency.example.com', '555' || lpad(g::text, 7, '0')
      from generate_series(1, 12) g`);
    await tx.execute(sql`insert into facility_agencies (facility_id, agency_id, is_favorite)
      select ${f}, ${uid("'bench-agency-' || g")}, g <= 3 from generate_series(1, 12) g`);

    await tx.execute(sql`insert into nurses (id, first_name, last_name, email, country_code, mobile)
      select ${uid("'bench-nurse-' || i")},
        (${sql.param(FIRST_NAMES)}::text[])[1 + (hashint4(i) & 2147483647) % ${FIRST_NAMES.length}],
        (${sql.param(LAST_NAMES)}::text[])[1 + (hashint4(i + 1000003) & 2147483647) % ${LAST_NAMES.length}],
        case when i % 10 = 0 then null else 'bench.nurse' || i || '@example.com' end,
        '+1', '700' || lpad(i::text, 7, '0')
      from generate_series(1, ${n}::int) i`);

    await tx.execute(sql`insert into employees (id, facility_id, nurse_id, worker_type, emp_id, job_title_id, discipline,
        hourly_rate_cents, monthly_rate_cents, status, agency_id, pay_type, payment_category, is_resident)
      select ${uid("'bench-emp-' || i")}, ${f}, ${uid("'bench-nurse-' || i")}, wt::worker_type, 600000 + i,
        (${sql.param(titles)}::uuid[])[case when t < 35 then 1 when t < 60 then 2 else 3 end], 'Nursing',
        rate, case when r % 20 = 0 then null else round(rate * 2080 / 12 / 100) * 100 end,
        (case when s < 85 then 'ACTIVE' when s < 93 then 'INVITED' else 'INACTIVE' end)::employee_status,
        case when wt = 'AN' then ${uid("'bench-agency-' || (1 + i % 12)")} end, 'HOURLY', 'W2', true
      from (
        select i, ${pct('1')} as r, ${pct('2')} as s, ${pct('3')} as t, 3000 + ${pct('4')} * 25 as rate,
          case when ${pct('5')} < 55 then 'IN' when ${pct('5')} < 75 then 'EN' when ${pct('5')} < 90 then 'AN' else 'WN' end as wt
        from generate_series(1, ${n}::int) i
      ) e`);

    await tx.execute(sql`insert into credentials (id, nurse_id, credential_name, expiry, expiry_required, status, feedback)
      select ${uid("'bench-credential-' || i || '-' || k")}, ${uid("'bench-nurse-' || i")},
        (${sql.param(CREDENTIAL_NAMES)}::text[])[k],
        case when r < 70 then ${today}::date + 200 + r * 10
             when r < 75 then ${today}::date + 1 + r % 30
             when r < 83 then ${today}::date - 1 - r
             else null end,
        r < 83,
        (case when r < 75 then 'CREDENTIAL_VERIFIED' when r < 83 then 'CREDENTIAL_EXPIRED'
              when r < 93 then 'CREDENTIAL_PENDING' else 'CREDENTIAL_REJECTED' end)::credential_status,
        case when r >= 93 then 'The document is not legible.' end
      from generate_series(1, ${n}::int) i
      cross join lateral generate_series(1, 1 + (hashint4(i * 31) & 2147483647) % 4) k
      cross join lateral (select (hashint4(i * 131 + k) & 2147483647) % 100 as r) c`);

    // Every preset every day on each unit; a night ends the next morning. Titles end in the unit
    // number, which is how the statements below tell these shifts from the demo's.
    await tx.execute(sql`insert into shifts (id, facility_id, title, start_date, end_date, start_time, end_time,
        starts_at, ends_at, meal_minutes, shift_type, is_active, is_recurring)
      select ${uid("'bench-shift-' || d || '-' || p.idx || '-' || u")}, ${f}, p.label || ' Shift ' || u,
        ${first}::date + d, ${first}::date + d + p.next_day, p.starts::time, p.ends::time,
        ((${first}::date + d) + p.starts::time) at time zone ${tz},
        ((${first}::date + d + p.next_day) + p.ends::time) at time zone ${tz},
        30, p.kind::shift_type, true, false
      from generate_series(0, ${days - 1}::int) d
      cross join (values (0, 'morning', 'Morning', '07:00', '15:00', 0), (1, 'evening', 'Evening', '15:00', '23:00', 0),
                         (2, 'night', 'Night', '23:00', '07:00', 1)) p(idx, kind, label, starts, ends, next_day)
      cross join generate_series(1, ${shiftsPerPreset}::int) u`);

    await tx.execute(sql`insert into positions (id, facility_id, shift_id, job_title_id, total_positions, status,
        rate_cents, agency_rate_cents, applicable_for, agency_preference)
      select ${uid("'bench-position-' || s.id || '-' || k")}, ${f}, s.id, (${sql.param(titles)}::uuid[])[k],
        1 + (hashtext(s.id::text || k) & 2147483647) % (case k when 3 then 4 else 2 end),
        'OPEN', case when a >= 50 then 4500 + k * 500 end, case when a >= 80 then 5500 + k * 500 end,
        case when a < 50 then array['IN'] when a < 80 then array['IN', 'EN'] else array['IN', 'EN', 'AN'] end,
        case when a >= 80 then 'ALL'::agency_preference end
      from shifts s cross join generate_series(1, 3) k
      cross join lateral (select (hashtext(s.id::text || 'a' || k) & 2147483647) % 100 as a) c
      where s.facility_id = ${f} and s.title like '% Shift %'`);

    // Who may be booked: active employees of a title, numbered within it. Bookings of one time
    // slot take consecutive numbers, so nobody is booked twice at once (migration 0001's constraint).
    await tx.execute(sql`create temporary table bench_pool on commit drop as
      select id, nurse_id, job_title_id, worker_type,
        row_number() over (partition by job_title_id order by emp_id) - 1 as ord,
        row_number() over (partition by job_title_id, worker_type order by emp_id) - 1 as type_ord
      from employees where facility_id = ${f} and status = 'ACTIVE' and emp_id > 600000`);
    await tx.execute(sql`create index on bench_pool (job_title_id, ord)`);
    await tx.execute(sql`create index on bench_pool (job_title_id, worker_type, type_ord)`);
    await tx.execute(sql`analyze bench_pool`);
    await tx.execute(sql`insert into assignments (id, facility_id, position_id, employee_id, nurse_id, source, starts_at, ends_at)
      select ${uid("'bench-assignment-' || b.position_id || e.id")}, ${f}, b.position_id, e.id, e.nurse_id,
        (case when e.worker_type = 'EN' then 'APPLICATION' else 'MANAGER' end)::assignment_source, b.starts_at, b.ends_at
      from (
        select p.id as position_id, p.job_title_id, s.starts_at, s.ends_at,
          (dense_rank() over (order by s.starts_at) * 37 + row_number() over (partition by s.starts_at, p.job_title_id order by p.id, j)) % t.cnt as ord
        from positions p join shifts s on s.id = p.shift_id
        join (select job_title_id, count(*) as cnt from bench_pool group by job_title_id) t on t.job_title_id = p.job_title_id
        cross join lateral generate_series(1, case
          when s.start_date < ${today}::date then p.total_positions - ((hashtext(p.id::text) & 2147483647) % 5 = 0)::int
          else (hashtext(p.id::text) & 2147483647) % (p.total_positions + 1) end) j
        where p.facility_id = ${f} and s.title like '% Shift %'
      ) b
      join bench_pool e on e.job_title_id = b.job_title_id and e.ord = b.ord`);
    await tx.execute(sql`insert into applications (id, facility_id, position_id, employee_id, status, decided_at)
      select ${uid("'bench-application-' || a.position_id || a.employee_id")}, ${f}, a.position_id, a.employee_id, 'ACCEPTED', a.starts_at - interval '3 days'
      from assignments a join bench_pool e on e.id = a.employee_id where a.source = 'APPLICATION'`);
    // Marketplace nurses who applied and were turned down, left or are still waiting.
    await tx.execute(sql`insert into applications (id, facility_id, position_id, employee_id, status, decided_at)
      select ${uid("'bench-application-' || p.id || e.id")}, ${f}, p.id, e.id,
        (case when s.start_date >= ${today}::date then 'PENDING' when j = 1 then 'REJECTED' else 'ENDED' end)::applicant_status,
        case when s.start_date < ${today}::date then s.starts_at - interval '2 days' end
      from positions p join shifts s on s.id = p.shift_id
      join (select job_title_id, count(*) as cnt from bench_pool where worker_type = 'EN' group by job_title_id) t on t.job_title_id = p.job_title_id
      cross join lateral generate_series(1, (hashtext(p.id::text || 'n') & 2147483647) % 4) j
      join bench_pool e on e.job_title_id = p.job_title_id and e.worker_type = 'EN'
        and e.type_ord = (hashtext(p.id::text || 'e' || j) & 2147483647) % t.cnt
      where p.facility_id = ${f} and 'EN' = any(p.applicable_for) and s.title like '% Shift %'
      on conflict (position_id, employee_id) do nothing`);
    await tx.execute(sql`update positions p set accepted_count = c.accepted, assigned_count = c.assigned,
        status = (case when c.accepted + c.assigned = p.total_positions then 'FILLED' else 'OPEN' end)::position_status
      from (select position_id, count(*) filter (where source = 'APPLICATION') as accepted, count(*) filter (where source = 'MANAGER') as assigned
            from assignments a join bench_pool e on e.id = a.employee_id group by position_id) c
      where p.id = c.position_id`);

    await tx.execute(sql`insert into census (facility_id, date, patient_count)
      select ${f}, ${first}::date + d, 90 + (hashint4(d) & 2147483647) % 30 from generate_series(0, ${days - 1}::int) d
      on conflict (facility_id, date) do nothing`);
    await tx.execute(sql`insert into budget_lines (facility_id, date, job_title_id, budgeted_hours, budgeted_spend_cents)
      select ${f}, ${first}::date + d, (${sql.param(titles)}::uuid[])[k], 8 * ${shiftsPerPreset} * (case k when 3 then 9 else 4 end), 150000 * k
      from generate_series(0, ${days - 1}::int) d cross join generate_series(1, 3) k
      on conflict (facility_id, date, job_title_id) do nothing`);

    // The positions editor's shift: 20 rows for the PATCH, nobody booked.
    await tx.execute(sql`insert into shifts (id, facility_id, title, start_date, end_date, start_time, end_time, starts_at, ends_at, meal_minutes, shift_type)
      values (${uid("'bench-editor-shift'")}, ${f}, 'Editor Shift', ${addDays(today, 20)}::date, ${addDays(today, 20)}::date, '15:00', '23:00',
        (${addDays(today, 20)}::date + time '15:00') at time zone ${tz}, (${addDays(today, 20)}::date + time '23:00') at time zone ${tz}, 30, 'evening')`);
    await tx.execute(sql`insert into positions (id, facility_id, shift_id, job_title_id, total_positions, applicable_for)
      select ${uid("'bench-editor-position-' || k")}, ${f}, ${uid("'bench-editor-shift'")}, (${sql.param(titles)}::uuid[])[1 + k % 3], 2, array['IN']
      from generate_series(0, 19) k`);
  });
  // Fresh tables have no statistics until autovacuum gets to them; a benchmark that runs before
  // then measures plans no deployed database would choose.
  await db.execute(sql`analyze`);

  const editor = await db.execute(sql`select id, job_title_id from positions where shift_id = ${uid("'bench-editor-shift'")} order by id`);
  return {
    today,
    editorShiftId: ((await db.execute(sql`select ${uid("'bench-editor-shift'")} as id`)) as { rows: { id: string }[] }).rows[0]!.id,
    editorPositions: (editor as { rows: { id: string; job_title_id: string }[] }).rows.map((r) => ({
      id: r.id,
      jobTitleId: r.job_title_id,
    })),
  };
}
