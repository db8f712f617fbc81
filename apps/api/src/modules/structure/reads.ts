import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, floors, units } from '../../db/schema';

/** The facility's floors by name. */
export function floorsOf(db: DbOrTx, facilityId: string) {
  return db.select({ id: floors.id, name: floors.name }).from(floors).where(eq(floors.facilityId, facilityId)).orderBy(asc(floors.name));
}

/** Whether the floor is one of the facility's: a form may name only those. */
export async function hasFloor(db: DbOrTx, facilityId: string, floorId: string): Promise<boolean> {
  const [floor] = await db
    .select({ id: floors.id })
    .from(floors)
    .where(and(eq(floors.id, floorId), eq(floors.facilityId, facilityId)));
  return floor !== undefined;
}

/**
 * One of the facility's units with the floor it is on (null for a unit on no floor); undefined
 * for another facility's unit or an unknown id.
 */
export async function unitOf(db: DbOrTx, facilityId: string, unitId: string): Promise<{ floorId: string | null } | undefined> {
  const [unit] = await db
    .select({ floorId: units.floorId })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.facilityId, facilityId)));
  return unit;
}

/** Every unit's name as a subquery: the roster builder's drafts join it to show their unit. */
export function unitNames(db: DbOrTx) {
  return db.select({ id: units.id, name: units.name }).from(units).as('unit_names');
}

/** Every department's name as a subquery: a list of employees joins it to show each one's department. */
export function departmentNames(db: DbOrTx) {
  return db.select({ id: departments.id, name: departments.name }).from(departments).as('department_names');
}

/**
 * The ids of the facility's departments by lower-cased name, creating those it lacks (a bulk
 * invite names departments as typed), in the caller's transaction.
 */
export async function departmentIdsByName(tx: DbOrTx, facilityId: string, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (names.length === 0) return ids;
  const existing = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.facilityId, facilityId));
  for (const d of existing) ids.set(d.name.toLowerCase(), d.id);
  const missing = names.filter((n) => !ids.has(n.toLowerCase()));
  if (missing.length > 0) {
    const inserted = await tx
      .insert(departments)
      .values(missing.map((name) => ({ facilityId, name })))
      .returning({ id: departments.id, name: departments.name });
    for (const d of inserted) ids.set(d.name.toLowerCase(), d.id);
  }
  return ids;
}
