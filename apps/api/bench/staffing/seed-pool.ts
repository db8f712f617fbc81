import { addDays, zonedInstant } from '@careroster/shared/format/wall-clock';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { positions, shifts } from '../../src/db/schema';
import type { Opening } from '../../src/modules/staffing/candidates';

/** A v4-shaped uuid from a key (as seed-large.ts does), so the pool is the same on every run. */
const uid = (key: string) => sql.raw(`overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`);

/**
 * One job title's pool of `size` employees at the bench facility, seeded in the database
 * (generate_series) for the latency figures: IN 70 %, EN 20 %, AN 10 % (from the facility's
 * agencies), verified licences, and a third of them booked once during the opening's week on
 * the pool's own shifts. Answers the opening the suggestion engine is timed on: a Wednesday day
 * shift open to all three types.
 */
export async function seedPool(db: Db, facilityId: string, jobTitleId: string, size: number, week: string): Promise<Opening> {
  const key = `'pool-${size}-' || i`;
  const f = sql`${facilityId}::uuid`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into nurses (id, first_name, last_name, email, country_code, mobile)
      select ${uid(`'nurse-' || ${key}`)}, 'Pool' || i, 'Nurse' || (i % 997), null, '+1', '71' || lpad((${size} + i)::text, 8, '0')
      from generate_series(1, ${size}::int) i`);
    await tx.execute(sql`insert into employees (id, facility_id, nurse_id, worker_type, emp_id, job_title_id, discipline, hourly_rate_cents,
        monthly_rate_cents, status, agency_id, pay_type, payment_category, is_resident)
      select ${uid(`'employee-' || ${key}`)}, ${f}, ${uid(`'nurse-' || ${key}`)}, wt::worker_type, ${size * 10} + i, ${jobTitleId}::uuid, 'Nursing',
        3000 + (hashint4(i) & 2147483647) % 2000, 600000, 'ACTIVE',
        case when wt = 'AN' then (select agency_id from facility_agencies where facility_id = ${f} order by agency_id limit 1) end,
        'HOURLY', 'W2', true
      from (select i, case when i % 10 < 7 then 'IN' when i % 10 < 9 then 'EN' else 'AN' end as wt from generate_series(1, ${size}::int) i) e`);
    await tx.execute(sql`insert into credentials (id, nurse_id, credential_name, expiry, expiry_required, status)
      select ${uid(`'credential-' || ${key}`)}, ${uid(`'nurse-' || ${key}`)}, 'Nursing License', ${addDays(week, 400)}::date, true, 'CREDENTIAL_VERIFIED'
      from generate_series(1, ${size}::int) i`);
    // One shift a day of the week with a position holding the pool's bookings (its counts are not what is measured).
    await tx.execute(sql`insert into shifts (id, facility_id, title, start_date, end_date, start_time, end_time, starts_at, ends_at, meal_minutes, shift_type)
      select ${uid(`'shift-' || ${size} || '-' || d`)}, ${f}, 'Pool Shift', ${week}::date + d, ${week}::date + d, '07:00', '19:00',
        ((${week}::date + d) + time '07:00') at time zone 'America/New_York', ((${week}::date + d) + time '19:00') at time zone 'America/New_York', 30, 'morning'
      from generate_series(0, 6) d where d <> 3`);
    await tx.execute(sql`insert into positions (id, facility_id, shift_id, job_title_id, total_positions, assigned_count, applicable_for)
      select ${uid(`'position-' || ${size} || '-' || d`)}, ${f}, ${uid(`'shift-' || ${size} || '-' || d`)}, ${jobTitleId}::uuid, 999, 0, array['IN']
      from generate_series(0, 6) d where d <> 3`);
    await tx.execute(sql`insert into assignments (id, facility_id, position_id, employee_id, nurse_id, source, starts_at, ends_at)
      select ${uid(`'assignment-' || ${key}`)}, ${f}, p.id, ${uid(`'employee-' || ${key}`)}, ${uid(`'nurse-' || ${key}`)}, 'MANAGER', s.starts_at, s.ends_at
      from generate_series(1, ${size}::int) i
      join positions p on p.id = ${uid(`'position-' || ${size} || '-' || (array[0, 1, 2, 4, 5, 6])[1 + i % 6]`)}
      join shifts s on s.id = p.shift_id
      where i % 3 = 0`);
  });
  await db.execute(sql`analyze`);
  const date = addDays(week, 3);
  const [shift] = await db
    .insert(shifts)
    .values({
      facilityId,
      title: 'Latency Shift',
      startDate: date,
      endDate: date,
      startTime: '07:00',
      endTime: '19:00',
      startsAt: zonedInstant(date, '07:00', 'EST'),
      endsAt: zonedInstant(date, '19:00', 'EST'),
      mealMinutes: 30,
      shiftType: 'morning',
    })
    .returning();
  const [position] = await db
    .insert(positions)
    .values({
      facilityId,
      shiftId: shift!.id,
      jobTitleId,
      totalPositions: 2,
      applicableFor: ['IN', 'EN', 'AN'],
      rateCents: 5_000,
      agencyRateCents: 7_000,
      agencyPreference: 'ALL',
    })
    .returning();
  return { shift: shift!, position: position! };
}
