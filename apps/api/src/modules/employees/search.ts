import type { employeeSearchQuery, EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { employees, nurses } from '../../db/schema';
import { departmentNames } from '../structure';
import { facilityOf, type Ctx } from '../../platform/context';
import { countEmployees, nameSearch } from './employees';

type Query = z.output<typeof employeeSearchQuery>;

const orderings: Record<Query['ordering'], SQL> = {
  emp_id: asc(employees.empId),
  '-emp_id': desc(employees.empId),
  first_name: asc(nurses.firstName),
  '-first_name': desc(nurses.firstName),
  last_name: asc(nurses.lastName),
  '-last_name': desc(nurses.lastName),
};

/** spec 000 sections 2 and 7: the employee search dialog, one worker type at a time. */
export async function searchEmployees(ctx: Ctx, query: Query, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const where = and(eq(employees.facilityId, facility.id), eq(employees.workerType, query.user_type), nameSearch(query.search));
  // Names repeat; the row id keeps the page order stable.
  const order = [orderings[query.ordering], asc(employees.id)];
  const department = departmentNames(db);
  const page = await pageWithTotal(
    query,
    () =>
      db
        .select({
          id: employees.id,
          emp_id: employees.empId,
          first_name: nurses.firstName,
          last_name: nurses.lastName,
          discipline: employees.discipline,
          department: department.name,
          is_favorite: employees.isFavorite,
        })
        .from(employees)
        .innerJoin(nurses, eq(nurses.id, employees.nurseId))
        .leftJoin(department, eq(department.id, employees.departmentId))
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => countEmployees(db, where, query.search),
  );
  const results: EmployeeSearchRow[] = page.results.map((r) => ({ ...r, employee_at: facility.name }));
  return { count: page.count, results };
}
