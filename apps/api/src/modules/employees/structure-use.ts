import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';

/** The structureStaff port (issue 28, decision 068): structure refuses to delete a unit or department employees are in. */
export async function employeeCountIn(
  db: DbOrTx,
  facilityId: string,
  of: { unitIds: readonly string[] } | { departmentId: string },
): Promise<number> {
  if ('unitIds' in of && of.unitIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        'unitIds' in of ? inArray(employees.unitId, [...of.unitIds]) : eq(employees.departmentId, of.departmentId),
      ),
    );
  return row?.n ?? 0;
}
