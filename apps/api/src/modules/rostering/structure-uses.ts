import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rosterContracts, rosterRotations, rosterTeamMembers } from '../../db/schema';

/**
 * What the roster builder keeps of a unit or a timing, asked by structure before it deletes one
 * (the `rosterUse` port): a unit's team would go with it unseen, and a rotation or an unwanted
 * pattern would keep naming a timing that no longer exists. A request for a deleted timing goes
 * with it (its foreign key): it wished for something the facility no longer works.
 */
export async function teamSize(db: DbOrTx, facilityId: string, unitIds: readonly string[]): Promise<number> {
  if (unitIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rosterTeamMembers)
    .where(and(eq(rosterTeamMembers.facilityId, facilityId), inArray(rosterTeamMembers.unitId, [...unitIds])));
  return row?.n ?? 0;
}

export async function timingUse(db: DbOrTx, facilityId: string, timingId: string): Promise<{ rotations: number; contracts: number }> {
  const id = JSON.stringify([timingId]);
  const [rotations] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rosterRotations)
    .where(and(eq(rosterRotations.facilityId, facilityId), sql`${rosterRotations.cycle} @> ${id}::jsonb`));
  const [contracts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rosterContracts)
    .where(
      and(
        eq(rosterContracts.facilityId, facilityId),
        sql`exists (select 1 from jsonb_array_elements(${rosterContracts.rules} -> 'unwanted_patterns') p where p -> 'steps' @> ${id}::jsonb)`,
      ),
    );
  return { rotations: rotations?.n ?? 0, contracts: contracts?.n ?? 0 };
}
