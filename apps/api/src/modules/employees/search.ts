import type { employeeSearchQuery, EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { departments, employees, nurses } from '../../db/schema';
import type { FacilityContext } from '../../platform/access';
import { nameSearch } from './employees';

type Query = z.output<typeof employeeSearchQuery>;

const orderings: Record<NonNullable<Query['ordering']>, SQL> = {
  emp_id: asc(employees.empId),
  '-emp_id': desc(employees.empId),
  first_name: asc(nurses.firstName),
  '-first_name': desc(nurses.firstName),
  last_name: asc(nurses.lastName),
  '-last_name': desc(nurses.lastName),
};

/** spec 000 sections 2 and 7: the employee search dialog, one worker type at a time. */
export async function searchEmployees(db: DbOrTx, facility: FacilityContext, query: Query) {
  const where = and(
    eq(employees.facilityId, facility.id),
    eq(employees.workerType, query.user_type),
    nameSearch(query.search),
  );
  // "None" in the ID sort cycle still needs a stable page order; the row id gives one.
  const order = query.ordering ? [orderings[query.ordering], asc(employees.id)] : [asc(employees.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: employees.id,
        emp_id: employees.empId,
        first_name: nurses.firstName,
        last_name: nurses.lastName,
        discipline: employees.discipline,
        department: departments.name,
        is_favorite: employees.isFavorite,
      })
      .from(employees)
      .innerJoin(nurses, eq(nurses.id, employees.nurseId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(employees).innerJoin(nurses, eq(nurses.id, employees.nurseId)).where(where),
  ]);
  const results: EmployeeSearchRow[] = rows.map((r) => ({ ...r, employee_at: facility.name }));
  return { count: total?.n ?? 0, results };
}
