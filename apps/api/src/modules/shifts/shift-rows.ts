import type { Shift } from '@careroster/shared/api/shifts/shift';
import { AppError } from '@careroster/shared/errors';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, positions, shifts } from '../../db/schema';
import { timingStatus } from './timing';

export type ShiftRow = typeof shifts.$inferSelect;

/** One shift of the facility, optionally locked for the rest of the transaction; 404 otherwise. */
export async function findShift(db: DbOrTx, facilityId: string, shiftId: string, lock = false): Promise<ShiftRow> {
  const query = db.select().from(shifts).where(and(eq(shifts.facilityId, facilityId), eq(shifts.id, shiftId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

type Counts = { total: number; open: number; applicants: number };

/** Openings and pending applicants per shift, in two grouped queries. */
export async function countsOf(db: DbOrTx, facilityId: string, shiftIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(shiftIds.map((id) => [id, { total: 0, open: 0, applicants: 0 }]));
  if (shiftIds.length === 0) return counts;
  const openings = await db
    .select({
      shiftId: positions.shiftId,
      total: sql<number>`coalesce(sum(${positions.totalPositions}), 0)::int`,
      filled: sql<number>`coalesce(sum(${positions.acceptedCount} + ${positions.assignedCount}), 0)::int`,
    })
    .from(positions)
    .where(and(eq(positions.facilityId, facilityId), inArray(positions.shiftId, shiftIds)))
    .groupBy(positions.shiftId);
  for (const o of openings) Object.assign(counts.get(o.shiftId)!, { total: o.total, open: o.total - o.filled });
  const pending = await db
    .select({ shiftId: positions.shiftId, n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(
      and(eq(applications.facilityId, facilityId), eq(applications.status, 'PENDING'), inArray(positions.shiftId, shiftIds)),
    )
    .groupBy(positions.shiftId);
  for (const p of pending) counts.get(p.shiftId)!.applicants = p.n;
  return counts;
}

const hhmm = (time: string) => time.slice(0, 5);

export function toShift(row: ShiftRow, timezone: TimezoneCode, counts: Counts | undefined, now = new Date()): Shift {
  return {
    id: row.id,
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    timezone,
    status: timingStatus(row, now),
    is_active: row.isActive,
    meal_time: row.mealMinutes,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    shiftType: row.shiftType,
    is_recurring: row.isRecurring,
    recurring: row.recurringType,
    floor_id: row.floorId,
    unit_id: row.unitId,
    total_positions: counts?.total ?? 0,
    open_positions: counts?.open ?? 0,
    applicants: counts?.applicants ?? 0,
  };
}
