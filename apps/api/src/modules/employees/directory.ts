import { eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees, nurses } from '../../db/schema';
import { nameMatches } from './employees';

/**
 * What other areas read of an employee: who and where she works, as what, at what rate and pay
 * type, since when, under which payroll ids, the credential state the door's rules test, and what
 * staffing's suggestions weigh (a favorite, her target weekly hours).
 */
const employeeColumns = {
  id: employees.id,
  facilityId: employees.facilityId,
  nurseId: employees.nurseId,
  empId: employees.empId,
  workerType: employees.workerType,
  status: employees.status,
  jobTitleId: employees.jobTitleId,
  agencyId: employees.agencyId,
  hourlyRateCents: employees.hourlyRateCents,
  monthlyRateCents: employees.monthlyRateCents,
  payType: employees.payType,
  dateOfJoining: employees.dateOfJoining,
  terminationDate: employees.terminationDate,
  paychexEmpId: employees.paychexEmpId,
  paychexOrgId: employees.paychexOrgId,
  credentialsComplete: employees.credentialsComplete,
  credentialsValidThrough: employees.credentialsValidThrough,
  isFavorite: employees.isFavorite,
  targetWeeklyHours: employees.targetWeeklyHours,
};

/** ... and of her nurse: the name, how to reach her, and roughly where she lives (a suggestion's distance). */
const nurseColumns = {
  firstName: nurses.firstName,
  lastName: nurses.lastName,
  profilePhoto: nurses.profilePhoto,
  countryCode: nurses.countryCode,
  mobile: nurses.mobile,
  email: nurses.email,
  homeLatitude: nurses.homeLatitude,
  homeLongitude: nurses.homeLongitude,
};

/**
 * The people directory (issue 24): the employees with their nurse's name and contacts, as a
 * subquery other areas join by `id` (the employee's) in their own filtered, ordered statement.
 * Postgres inlines it, so the statement is planned as the join of the tables it replaces: a name
 * ordering still walks nurses_name_idx, a name search still uses the trigram index.
 */
export const peopleDirectory = (db: DbOrTx) =>
  db
    .select({ ...employeeColumns, ...nurseColumns })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .as('people');

/**
 * The same directory without the nurse, for a statement that reads no name: Postgres cannot drop
 * an inner join nobody reads, and a count on the employees' columns alone is one index-only scan
 * (decision 012). It has the same alias, so a condition written on one applies to the other: a
 * page can read names and its count not.
 */
export const employeeDirectory = (db: DbOrTx) => db.select(employeeColumns).from(employees).as('people');

export type PeopleDirectory = ReturnType<typeof peopleDirectory>;

/** `nameSearch` on the people directory: first, last or full name, or the emp_id as typed. */
export function peopleSearch(search: string | undefined, people: PeopleDirectory): SQL | undefined {
  if (!search) return undefined;
  const byName = nameMatches(search, people);
  return /^\d{1,9}$/.test(search) ? or(byName, eq(people.empId, Number(search))) : byName;
}

/** The employee columns of a statement: the table in the owner's own statements, a directory in another area's. */
export type EmployeeColumns = typeof employees | ReturnType<typeof employeeDirectory>;

/** The name columns of a statement: the nurses table in the owner's own statements, the people directory in another area's. */
export type NameColumns = typeof nurses | PeopleDirectory;
