import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';

/**
 * Each of the facility's units with the unit it is counted in: itself for a unit of the first
 * level, its parent for a subunit (as `inUnit` reads a unit as covering its subunits). The
 * dashboard's charts add a subunit's openings to its unit's (issue 28, decision 072).
 */
export function unitTops(db: DbOrTx, facilityId: string) {
  const parents = alias(units, 'parent');
  return db
    .select({
      id: units.id,
      topId: sql<string>`coalesce(${parents.id}, ${units.id})`,
      topName: sql<string>`coalesce(${parents.name}, ${units.name})`,
    })
    .from(units)
    .leftJoin(parents, eq(parents.id, units.parentId))
    .where(eq(units.facilityId, facilityId));
}
