import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positions } from '../../db/schema';

/**
 * Takes `k` openings of a position in one statement. PostgreSQL locks the row and re-checks the
 * condition against the newest version when another transaction got there first, so two
 * managers (or a manager and an applicant) can never take the same opening; the table's check
 * constraint is the second line. Answers the row as it now is, or null when too few are left.
 */
export async function takeOpenings(tx: DbOrTx, positionId: string, kind: 'accepted' | 'assigned', k: number) {
  const filledAfter = sql`${positions.acceptedCount} + ${positions.assignedCount} + ${k}`;
  const [row] = await tx
    .update(positions)
    .set({
      ...(kind === 'accepted'
        ? { acceptedCount: sql`${positions.acceptedCount} + ${k}` }
        : { assignedCount: sql`${positions.assignedCount} + ${k}` }),
      status: sql`case when ${filledAfter} >= ${positions.totalPositions} then 'FILLED' else 'OPEN' end::position_status`,
    })
    .where(and(eq(positions.id, positionId), sql`${filledAfter} <= ${positions.totalPositions}`))
    .returning({ acceptedCount: positions.acceptedCount, assignedCount: positions.assignedCount });
  return row ?? null;
}
