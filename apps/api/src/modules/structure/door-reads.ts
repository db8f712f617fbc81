import type { ShiftType } from '@careroster/shared/lookups';
import { colourOf, defaultShiftTypeColours, type StructureColour } from '@careroster/shared/structure/colours';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, shiftTypeColours, unitSupervisors, units } from '../../db/schema';
import { facilityStaff } from './setup';

/**
 * The facility's colours (issue 28): each unit's and department's palette entry (absent: none
 * chosen) and each shift type's (the facility's or the palette's default), for the roster, the
 * dashboard and the filters to paint with.
 */
export async function structureColours(db: DbOrTx, facilityId: string) {
  const [unitRows, departmentRows, typeRows] = await Promise.all([
    db.select({ id: units.id, colour: units.colour }).from(units).where(eq(units.facilityId, facilityId)),
    db.select({ id: departments.id, colour: departments.colour }).from(departments).where(eq(departments.facilityId, facilityId)),
    db.select().from(shiftTypeColours).where(eq(shiftTypeColours.facilityId, facilityId)),
  ]);
  const entries = (rows: readonly { id: string; colour: string | null }[]) =>
    new Map(rows.flatMap((r) => (colourOf(r.colour) ? [[r.id, colourOf(r.colour)!] as const] : [])));
  const chosen = new Map(typeRows.map((r) => [r.shiftType, colourOf(r.colour)]));
  const shiftTypes = Object.fromEntries(
    (Object.keys(defaultShiftTypeColours) as ShiftType[]).map((t) => [t, chosen.get(t) ?? colourOf(defaultShiftTypeColours[t])!]),
  ) as Record<ShiftType, StructureColour>;
  return { units: entries(unitRows), departments: entries(departmentRows), shiftTypes };
}

/**
 * The email of the supervisor of a unit on a shift type (issue 28): the unit's own, else its
 * parent unit's; null when neither has one or the user is no longer a member of the facility.
 * Timekeeping sends the missed-punch action link there.
 */
export async function supervisorEmailOf(
  db: DbOrTx,
  facilityId: string,
  unitId: string | null,
  shiftType: ShiftType,
): Promise<string | null> {
  if (!unitId) return null;
  const [unit] = await db
    .select({ id: units.id, parentId: units.parentId })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.facilityId, facilityId)));
  if (!unit) return null;
  const rows = await db
    .select({ unitId: unitSupervisors.unitId, userId: unitSupervisors.userId })
    .from(unitSupervisors)
    .where(and(eq(unitSupervisors.facilityId, facilityId), eq(unitSupervisors.shiftType, shiftType)));
  const staff = new Map((await facilityStaff(db, facilityId)).map((s) => [s.id, s.email]));
  for (const id of [unit.id, unit.parentId]) {
    const row = rows.find((r) => r.unitId === id);
    const email = row ? staff.get(row.userId) : undefined;
    if (email) return email;
  }
  return null;
}
