import type { Shift } from '@careroster/shared/api/shifts/shift';
import { AppError } from '@careroster/shared/errors';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, jobTitles, positions, shifts } from '../../db/schema';
import { timingStatus } from './timing';

export type ShiftRow = typeof shifts.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;

/** One shift of the facility, optionally locked for the rest of the transaction; 404 otherwise. */
export async function findShift(db: DbOrTx, facilityId: string, shiftId: string, lock = false): Promise<ShiftRow> {
  const query = db
    .select()
    .from(shifts)
    .where(and(eq(shifts.facilityId, facilityId), eq(shifts.id, shiftId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The shifts, locked in id order (two managers changing the same pair cannot deadlock), then their positions. */
export async function lockShifts(tx: DbOrTx, facilityId: string, ids: string[]): Promise<Map<string, ShiftRow>> {
  const sorted = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.facilityId, facilityId), inArray(shifts.id, sorted)))
    .orderBy(asc(shifts.id))
    .for('update');
  if (rows.length !== sorted.length) throw new AppError('NOT_FOUND');
  // A booking takes its opening under the position's lock and reads the shift's times after it
  // (bookNurses): holding the positions makes it wait for this change and see its times.
  await tx.select({ id: positions.id }).from(positions).where(inArray(positions.shiftId, sorted)).orderBy(asc(positions.id)).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A position of the facility, its row locked for the rest of the transaction; null when there is
 * none. `skipLocked` answers null too while another transaction holds it.
 */
export async function lockPosition(tx: DbOrTx, facilityId: string, positionId: string, skipLocked = false): Promise<PositionRow | null> {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.facilityId, facilityId)))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return row ?? null;
}

/** The positions with openings left on the facility's shifts starting on `from`..`to` and after `now`, in time order. */
export function upcomingOpenings(db: DbOrTx, facilityId: string, from: string, to: string, now: Date) {
  return db
    .select({ position: positions, shift: shifts, jobTitle: jobTitles.name })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .innerJoin(jobTitles, eq(jobTitles.id, positions.jobTitleId))
    .where(
      and(
        eq(shifts.facilityId, facilityId),
        between(shifts.startDate, from, to),
        gt(shifts.startsAt, now),
        sql`${positions.totalPositions} - ${positions.acceptedCount} - ${positions.assignedCount} > 0`,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(positions.id));
}

type Counts = { total: number; open: number; applicants: number };

/**
 * A shift's openings and pending applicants, as columns correlated to the shift row: the week
 * list reads them in its one query, countsOf for any set of shifts. Positions and applications
 * are found through their shift's indexes (positions_shift_idx, the applications position key).
 */
// Qualified by hand: in a one-table select Drizzle writes a column without its table, which the
// subqueries' own `id` columns would shadow.
const shiftId = sql`${shifts}.${sql.identifier(shifts.id.name)}`;

export const countColumns = {
  total: sql<number>`(select coalesce(sum(p.total_positions), 0)::int from ${positions} p where p.shift_id = ${shiftId})`,
  open: sql<number>`(select coalesce(sum(p.total_positions - p.accepted_count - p.assigned_count), 0)::int from ${positions} p where p.shift_id = ${shiftId})`,
  applicants: sql<number>`(select count(*)::int from ${applications} a join ${positions} p on p.id = a.position_id where p.shift_id = ${shiftId} and a.status = 'PENDING')`,
};

export async function countsOf(db: DbOrTx, facilityId: string, shiftIds: string[]): Promise<Map<string, Counts>> {
  if (shiftIds.length === 0) return new Map();
  const rows = await db
    .select({ id: shifts.id, ...countColumns })
    .from(shifts)
    .where(and(eq(shifts.facilityId, facilityId), inArray(shifts.id, shiftIds)));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/**
 * The columns of a shift its answer shows (toShift), and no others: the week list selects exactly
 * these, flat, so each of its rows is mapped once into the answer rather than into a whole row
 * object first (issue 26).
 */
export const shiftAnswerColumns = {
  id: shifts.id,
  title: shifts.title,
  startDate: shifts.startDate,
  endDate: shifts.endDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  mealMinutes: shifts.mealMinutes,
  contactName: shifts.contactName,
  contactEmail: shifts.contactEmail,
  contactPhone: shifts.contactPhone,
  shiftType: shifts.shiftType,
  isActive: shifts.isActive,
  isRecurring: shifts.isRecurring,
  recurringType: shifts.recurringType,
  floorId: shifts.floorId,
  unitId: shifts.unitId,
};
type ShiftAnswerRow = Pick<ShiftRow, keyof typeof shiftAnswerColumns>;

/** A `time` column as the API answers it, `HH:mm`. */
export const hhmm = (time: string) => time.slice(0, 5);

export function toShift(row: ShiftAnswerRow, timezone: TimezoneCode, counts: Counts | undefined, now: Date): Shift {
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
