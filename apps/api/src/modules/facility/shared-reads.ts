import { ianaZone } from '@careroster/shared/lookups';
import type { WorkCalendar } from '@careroster/shared/timekeeping/work-calendar';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { facilities } from '../../db/schema';
import { checkedZone } from '../../platform/context';

export type FacilityRow = typeof facilities.$inferSelect;

/** Where the facility's workweek and workday begin, in its zone: the lines worked time is split at (decision 050). */
export const workCalendarOf = (
  f: Pick<FacilityRow, 'timezone' | 'workweekStartDay' | 'workweekStartTime' | 'workdayStartTime'>,
): WorkCalendar => ({
  zone: ianaZone(checkedZone(f.timezone)),
  weekStartDay: f.workweekStartDay,
  weekStartTime: f.workweekStartTime,
  dayStartTime: f.workdayStartTime,
});

/**
 * Every facility's row, for jobs that walk all of them (PBJ deadlines, payroll periods, timecard
 * approval by each one's pay rules).
 */
export function everyFacility(db: DbOrTx) {
  return db.select().from(facilities);
}

/**
 * The facility's row: its profile, zone, pay rules and the settings other areas keep on it
 * (decision 048); undefined for an unknown id. `lock` holds the row until the caller's
 * transaction ends, for a read that decides a write (a settings form checks what it will save).
 */
export async function facilityRow(db: DbOrTx, facilityId: string, { lock = false } = {}): Promise<FacilityRow | undefined> {
  const query = db.select().from(facilities).where(eq(facilities.id, facilityId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The facility's name as messages and links show it; null for an unknown id. */
export async function facilityNameOf(db: DbOrTx, facilityId: string): Promise<string | null> {
  const [facility] = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, facilityId));
  return facility?.name ?? null;
}

/**
 * Locks the facility's row until the caller's transaction ends: work that must happen one at a
 * time per facility (replacing its bank account) waits here.
 */
export async function lockFacility(tx: DbOrTx, facilityId: string): Promise<void> {
  await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.id, facilityId)).for('update');
}

const nameAndZone = { id: facilities.id, name: facilities.name, timezone: facilities.timezone };

/**
 * Every facility's name and zone as a subquery: a statement that names the facility of its own
 * rows (a user's memberships, a link's recipients) joins it and stays one query, filtered and
 * ordered as before.
 */
export function facilityNamesAndZones(db: DbOrTx) {
  return db.select(nameAndZone).from(facilities).as('facility_names');
}

/**
 * Every facility's name and zone with what its time clock and timecards follow (the rounding of
 * worked time, the geofence), as a subquery: a booking's statement in timekeeping joins it and
 * stays one query.
 */
export function facilityClockRules(db: DbOrTx) {
  return db
    .select({
      ...nameAndZone,
      roundingMinutes: facilities.roundingMinutes,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
      geofenceRadiusMetres: facilities.geofenceRadiusMetres,
    })
    .from(facilities)
    .as('facility_clock');
}

/**
 * The same for the facilities of one facility's corporation, that one among them; none when it
 * belongs to no corporation. An owner sees the users of every facility of it she owns.
 */
export function corporationFacilities(db: DbOrTx, facilityId: string) {
  return db
    .select(nameAndZone)
    .from(facilities)
    .where(sql`${facilities.corporationId} = (select corporation_id from facilities where id = ${facilityId})`)
    .as('corporation_facilities');
}

/**
 * The corporation of each of these facilities (null for one of none), by name: who sets up a
 * corporation's sign-in, and which facilities its rules may name (decision 081).
 */
export function facilityCorporations(db: DbOrTx, facilityIds: readonly string[]) {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: facilities.id, name: facilities.name, corporationId: facilities.corporationId })
    .from(facilities)
    .where(inArray(facilities.id, [...facilityIds]))
    .orderBy(asc(facilities.name), asc(facilities.id));
}

/** The ids of every facility of the corporation. */
export async function corporationFacilityIds(db: DbOrTx, corporationId: string): Promise<string[]> {
  const rows = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.corporationId, corporationId));
  return rows.map((r) => r.id);
}
