import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shifts } from '../../db/schema';

/** The unitShifts port (issue 28, decision 068): structure refuses to delete a unit that shifts still name. */
export async function shiftCountOnUnits(db: DbOrTx, facilityId: string, unitIds: readonly string[]): Promise<number> {
  if (unitIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shifts)
    .where(and(eq(shifts.facilityId, facilityId), inArray(shifts.unitId, [...unitIds])));
  return row?.n ?? 0;
}
