import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';

/** The facility's units, each with its parent unit's name (null for a unit of the first level). */
export function unitsWithParents(db: DbOrTx, facilityId: string) {
  const parents = alias(units, 'parent');
  return db
    .select({ id: units.id, name: units.name, parent: parents.name })
    .from(units)
    .leftJoin(parents, eq(parents.id, units.parentId))
    .where(eq(units.facilityId, facilityId));
}

/**
 * A condition on the caller's unit column (a shift's `unitId`): the unit or one of its subunits,
 * so what is kept per unit (a roster, its openings) covers the unit's subunits too.
 */
export const inUnit = (unitColumn: Column, unitId: string): SQL =>
  sql`${unitColumn} in (select ${units.id} from ${units} where ${units.id} = ${unitId} or ${units.parentId} = ${unitId})`;
