import { and, eq, sql } from 'drizzle-orm';
import { employees } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';

/** Employees of a facility whose nurse works nowhere else, by ID: unambiguous recipients. */
export async function soloEmployees(t: TestApp, facilityId: string, n: number) {
  return t.deps.db
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(
      and(
        eq(employees.facilityId, facilityId),
        sql`not exists (select 1 from employees o where o.nurse_id = ${employees.nurseId} and o.facility_id <> ${facilityId})`,
      ),
    )
    .orderBy(employees.empId)
    .limit(n);
}

export const countRows = async (t: TestApp, table: string) =>
  Number(((await t.sql(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] }).rows[0]!.n);
