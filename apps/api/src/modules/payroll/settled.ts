import { and, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payrollRuns } from '../../db/schema';

/**
 * The last day of the facility's latest APPROVED or PAID run: its pay is frozen, so a pay change
 * dated on or before it would leave the run paying another rate than the record says (decision 064).
 */
export async function settledThrough(db: DbOrTx, facilityId: string): Promise<string | null> {
  const [row] = await db
    .select({ end: max(payrollRuns.periodEnd) })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.facilityId, facilityId), inArray(payrollRuns.status, ['APPROVED', 'PAID'])));
  return row?.end ?? null;
}
