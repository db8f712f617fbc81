import type { Plan } from '@careroster/shared/staffing/solver';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { assignments } from '../../src/db/schema';
import type { Random } from '../../src/db/seed/random';
import type { RankedOpening } from '../../src/modules/staffing/fill-week';

/** Share of the week's bookings called out before it is filled. */
const CALL_OUT_SHARE = 0.06;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Call-outs: some of the week's bookings removed, their openings back on the positions. */
export async function callOut(db: Db, facilityId: string, week: string, rnd: Random): Promise<number> {
  const booked = rowsOf<{ id: string; position_id: string }>(
    await db.execute(sql`select a.id, a.position_id from assignments a join positions p on p.id = a.position_id join shifts s on s.id = p.shift_id
      where a.facility_id = ${facilityId} and s.start_date between ${week}::date and ${week}::date + 6 order by a.id`),
  );
  const out = booked.filter(() => rnd.chance(CALL_OUT_SHARE));
  await db.transaction(async (tx) => {
    for (const a of out) {
      await tx.execute(sql`delete from assignments where id = ${a.id}`);
      await tx.execute(sql`update positions set assigned_count = assigned_count - 1 where id = ${a.position_id}`);
    }
  });
  return out.length;
}

/**
 * The manager confirms the week's plan: its bookings written with the counts, in one
 * transaction. The no-overlap constraint of migration 0001 would refuse a double booking here.
 */
export async function confirmPlan(db: Db, ranked: RankedOpening[], plan: Plan): Promise<number> {
  const openings = new Map(ranked.map((r) => [r.opening.position.id, r]));
  const rows = plan.assignments.map((a) => {
    const { opening, candidates } = openings.get(a.openingId)!;
    const nurse = candidates.find((c) => c.employeeId === a.employeeId)!;
    return {
      facilityId: opening.position.facilityId,
      positionId: opening.position.id,
      employeeId: a.employeeId,
      nurseId: nurse.nurseId,
      source: 'MANAGER' as const,
      startsAt: opening.shift.startsAt,
      endsAt: opening.shift.endsAt,
    };
  });
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(assignments).values(rows);
    await tx.execute(sql`update positions p set assigned_count = c.n
      from (select position_id, count(*)::int as n from assignments where position_id in (${sql.join(
        rows.map((r) => sql`${r.positionId}::uuid`),
        sql`, `,
      )}) group by position_id) c
      where p.id = c.position_id`);
  });
  return rows.length;
}

/** After the month: nurses booked twice at once, and pairs of her bookings with less than the rest hours between them. */
export async function ruleBreaches(db: Db, facilityId: string, minRestHours: number) {
  const [row] = rowsOf<{ double_bookings: number; rest_breaches: number; over_filled: number }>(
    await db.execute(sql`select
      (select count(*)::int from assignments a join assignments b on a.nurse_id = b.nurse_id and a.id < b.id
        where a.facility_id = ${facilityId} and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) as double_bookings,
      (select count(*)::int from assignments a join assignments b on a.nurse_id = b.nurse_id and a.id < b.id
        where a.facility_id = ${facilityId}
          and tstzrange(a.starts_at - make_interval(hours => ${minRestHours}), a.ends_at + make_interval(hours => ${minRestHours})) && tstzrange(b.starts_at, b.ends_at)) as rest_breaches,
      (select count(*)::int from positions where facility_id = ${facilityId} and accepted_count + assigned_count > total_positions) as over_filled`),
  );
  return { doubleBookings: row!.double_bookings, restBreaches: row!.rest_breaches, overFilled: row!.over_filled };
}
