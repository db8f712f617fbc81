import { structureColours } from '@careroster/shared/structure/colours';
import { addDays } from '@careroster/shared/format/wall-clock';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { census, departments, unitCensus, units, unitSupervisors } from '../schema';

/** Days of unit census the demo shows, from today. */
const CENSUS_DAYS = 7;

/**
 * The demo's structure (issue 28, decision 068): a colour on every unit and department, a
 * supervisor on two units' shifts, and a week of census per unit. Nothing here draws from the
 * seed's random sequence (the rest of the demo stays as it was), and each day's unit census adds
 * up to the facility's census of that day, so the dashboard's figures do not move.
 */
export async function seedStructure(
  tx: DbOrTx,
  opts: { todayByFacility: ReadonlyMap<string, string>; supervisors: Record<string, string> },
) {
  for (const [facilityId, today] of opts.todayByFacility) {
    const unitRows = await tx.select().from(units).where(eq(units.facilityId, facilityId)).orderBy(asc(units.name));
    for (const [i, u] of unitRows.entries()) {
      await tx
        .update(units)
        .set({ colour: structureColours[i % structureColours.length]!.key })
        .where(eq(units.id, u.id));
    }
    const departmentRows = await tx.select().from(departments).where(eq(departments.facilityId, facilityId)).orderBy(asc(departments.name));
    for (const [i, d] of departmentRows.entries()) {
      await tx
        .update(departments)
        .set({ colour: structureColours[(i + 5) % structureColours.length]!.key })
        .where(eq(departments.id, d.id));
    }

    const firstLevel = unitRows.filter((u) => u.parentId === null);
    const supervisor = opts.supervisors[facilityId];
    if (supervisor && firstLevel.length > 0) {
      await tx.insert(unitSupervisors).values([
        { facilityId, unitId: firstLevel[0]!.id, shiftType: 'night', userId: supervisor },
        { facilityId, unitId: firstLevel[firstLevel.length - 1]!.id, shiftType: 'evening', userId: supervisor },
      ]);
    }

    // Each day's census split over the units of the first level, the remainder on the last.
    const days = await tx
      .select({ date: census.date, count: census.patientCount })
      .from(census)
      .where(and(eq(census.facilityId, facilityId), gte(census.date, today), lte(census.date, addDays(today, CENSUS_DAYS - 1))));
    if (firstLevel.length === 0) continue;
    const rows = days.flatMap((day) => {
      const share = Math.floor(day.count / firstLevel.length);
      return firstLevel.map((u, i) => ({
        facilityId,
        unitId: u.id,
        date: day.date,
        patientCount: i === firstLevel.length - 1 ? day.count - share * (firstLevel.length - 1) : share,
      }));
    });
    if (rows.length > 0) await tx.insert(unitCensus).values(rows);
  }
}
