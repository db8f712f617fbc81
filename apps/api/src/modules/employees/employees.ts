import type { CredentialGap, EmployeeCard, EmployeeDetail } from '@careroster/shared/api/employees/employee';
import type { listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { fromCents, fromCentsOrNull } from '@careroster/shared/format/money';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { agencies, credentials, employees, jobTitles, nurses } from '../../db/schema';
import { departmentNames } from '../structure';
import { facilityOf, type Ctx } from '../../platform/context';
import type { EmployeeColumns, NameColumns } from './directory';

// Why a credential breaks the card rule (spec 000 section 4, docs/decisions/004-workforce.md), for
// one credential row `c` of the employee's nurse: the reasons listed on a card.
const ofNurse = sql`c.nurse_id = ${employees.nurseId}`;
const unverified = sql`c.status <> 'CREDENTIAL_VERIFIED'`;
const missingExpiry = sql`(c.expiry_required and c.expiry is null)`;
const expiredBy = (validThrough: string) =>
  sql`(c.status = 'CREDENTIAL_EXPIRED' or (c.expiry is not null and c.expiry < ${validThrough}::date))`;

/**
 * Credential flags of an employee's nurse, valid through a day: today for a card, the shift's
 * last day for a booking. Read from the state the credential triggers keep on the employee row
 * (migration 0006, decision 012): complete when she has credentials and every one is verified
 * with its required expiry date; expired when one is marked expired or its date is before the day.
 * `of` is the statement's employee columns: the table here, the directory in another area.
 */
export const credentialFlags = (validThrough: string, of: EmployeeColumns = employees) => ({
  isCredentialComplete: sql<boolean>`${of.credentialsComplete}`,
  isCredentialExpired: sql<boolean>`(${of.credentialsValidThrough} < ${validThrough}::date)`,
});

/** The credentials that break either flag, each with the first reason it fails (expiry first). */
const credentialGaps = (validThrough: string) => sql<CredentialGap[]>`coalesce((
  select json_agg(json_build_object(
    'credential_id', c.id,
    'credential_name', c.credential_name,
    'reason', case
      when ${expiredBy(validThrough)} then 'EXPIRED'
      when c.status = 'CREDENTIAL_REJECTED' then 'REJECTED'
      when ${unverified} then 'PENDING'
      else 'NO_EXPIRY' end
  ) order by c.credential_name, c.id)
  from ${credentials} c
  where ${ofNurse} and (${unverified} or ${missingExpiry} or ${expiredBy(validThrough)})
), '[]'::json)`;

/**
 * spec 000 section 4: who may be picked for an assignment. The one rule behind the employee
 * card's flag and the shifts area's available-nurse list and booking checks.
 */
export const selectableCondition = (validThrough: string, of: EmployeeColumns = employees): SQL => {
  const f = credentialFlags(validThrough, of);
  // Without the date these are the predicate of employees_pickable_idx, which the planner matches.
  return sql`(${of.status} = 'ACTIVE' and ${f.isCredentialComplete} and ${of.monthlyRateCents} is not null and not ${f.isCredentialExpired})`;
};

const cardColumns = (today: string, department: ReturnType<typeof departmentNames>) => ({
  id: employees.id,
  nurseId: employees.nurseId,
  empId: employees.empId,
  firstName: nurses.firstName,
  lastName: nurses.lastName,
  profilePhoto: nurses.profilePhoto,
  workerType: employees.workerType,
  status: employees.status,
  jobTitleId: employees.jobTitleId,
  jobTitle: jobTitles.name,
  jobTitleAbbr: jobTitles.abbreviation,
  department: department.name,
  discipline: employees.discipline,
  hourlyRateCents: employees.hourlyRateCents,
  monthlyRateCents: employees.monthlyRateCents,
  ...credentialFlags(today),
  credentialGaps: credentialGaps(today),
  isSelectable: sql<boolean>`${selectableCondition(today)}`,
});

type CardRow = {
  id: string;
  nurseId: string;
  empId: number;
  firstName: string;
  lastName: string;
  profilePhoto: string | null;
  workerType: EmployeeCard['worker_type'];
  status: EmployeeCard['status'];
  jobTitleId: string;
  jobTitle: string;
  jobTitleAbbr: string;
  department: string | null;
  discipline: string | null;
  hourlyRateCents: number;
  monthlyRateCents: number | null;
  isCredentialComplete: boolean;
  isCredentialExpired: boolean;
  credentialGaps: CredentialGap[];
  isSelectable: boolean;
};

const toCard = (r: CardRow): EmployeeCard => ({
  id: r.id,
  nurse_id: r.nurseId,
  emp_id: r.empId,
  first_name: r.firstName,
  last_name: r.lastName,
  profile_photo: r.profilePhoto,
  worker_type: r.workerType,
  status: r.status,
  job_title_id: r.jobTitleId,
  job_title: r.jobTitle,
  job_title_abbr: r.jobTitleAbbr,
  department: r.department,
  discipline: r.discipline,
  hourly_rate: fromCents(r.hourlyRateCents),
  monthly_rate: fromCentsOrNull(r.monthlyRateCents),
  is_credential_complete: r.isCredentialComplete,
  is_monthly_rate_set: r.monthlyRateCents !== null,
  is_credential_expired: r.isCredentialExpired,
  credential_gaps: r.credentialGaps,
  overtime_status: null,
  is_selectable: r.isSelectable,
});

/**
 * A fragment of the first, last or full name, in any case: a substring of "first last". The
 * expression is the one of the trigram index nurses_full_name_trgm_idx, character for character
 * (the people directory's columns are the nurse's once Postgres inlines it).
 */
export function nameMatches(search: string, of: NameColumns = nurses): SQL {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${of.firstName} || ' ' || ${of.lastName}) like ${pattern}`;
}

/** Matches first, last or full name, or the emp_id as typed. */
export function nameSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byName = nameMatches(search);
  return /^\d{1,9}$/.test(search) ? or(byName, eq(employees.empId, Number(search))) : byName;
}

const orderings: Record<z.output<typeof listEmployeesQuery>['ordering'], SQL[]> = {
  emp_id: [asc(employees.empId)],
  '-emp_id': [desc(employees.empId)],
  name: [asc(sql`lower(${nurses.lastName})`), asc(sql`lower(${nurses.firstName})`), asc(employees.empId)],
  '-name': [desc(sql`lower(${nurses.lastName})`), desc(sql`lower(${nurses.firstName})`), asc(employees.empId)],
  hourly_rate: [asc(employees.hourlyRateCents), asc(employees.empId)],
  '-hourly_rate': [desc(employees.hourlyRateCents), asc(employees.empId)],
  created_at: [asc(employees.createdAt), asc(employees.empId)],
  '-created_at': [desc(employees.createdAt), asc(employees.empId)],
};

export async function listEmployees(ctx: Ctx, query: z.output<typeof listEmployeesQuery>, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  const today = todayIn(facility.timezone, now);
  const where = and(
    eq(employees.facilityId, facility.id),
    nameSearch(query.search),
    query.worker_type ? eq(employees.workerType, query.worker_type) : undefined,
    query.status ? eq(employees.status, query.status) : undefined,
    query.job_title_id ? eq(employees.jobTitleId, query.job_title_id) : undefined,
    query.nurse_id ? eq(employees.nurseId, query.nurse_id) : undefined,
    query.selectable === undefined
      ? undefined
      : query.selectable === 'true'
        ? selectableCondition(today)
        : sql`not ${selectableCondition(today)}`,
  );
  const department = departmentNames(db);
  const page = await pageWithTotal(
    query,
    () =>
      db
        .select(cardColumns(today, department))
        .from(employees)
        .innerJoin(nurses, eq(nurses.id, employees.nurseId))
        .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
        .leftJoin(department, eq(department.id, employees.departmentId))
        .where(where)
        .orderBy(...orderings[query.ordering])
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => countEmployees(db, where, query.search),
  );
  // overtime_status: the current period's figures of the overtime engine (issue 12), as /overtime shows them.
  const overtime = await ctx.deps.ports.overtime.statusesOf(
    db,
    facility.id,
    page.results.map((r) => r.id),
    now,
  );
  return { count: page.count, results: page.results.map((r) => ({ ...toCard(r), overtime_status: overtime.get(r.id) ?? null })) };
}

/** How many employees match; nurses are joined only for a name search, so a filter alone counts one index. */
export async function countEmployees(db: DbOrTx, where: SQL | undefined, search: string | undefined): Promise<number> {
  const n = { n: count() };
  const [row] = search
    ? await db.select(n).from(employees).innerJoin(nurses, eq(nurses.id, employees.nurseId)).where(where)
    : await db.select(n).from(employees).where(where);
  return row?.n ?? 0;
}

async function detailWhere(ctx: Ctx, where: SQL | undefined, tx?: DbOrTx): Promise<EmployeeDetail> {
  const db = tx ?? ctx.deps.db;
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  const today = todayIn(facility.timezone, now);
  const department = departmentNames(db);
  const [row] = await db
    .select({
      ...cardColumns(today, department),
      email: nurses.email,
      countryCode: nurses.countryCode,
      mobile: nurses.mobile,
      agencyId: employees.agencyId,
      agencyName: agencies.name,
      dateOfJoining: employees.dateOfJoining,
      payType: employees.payType,
      paymentCategory: employees.paymentCategory,
      isResident: employees.isResident,
      paychexEmpId: employees.paychexEmpId,
      paychexOrgId: employees.paychexOrgId,
      paychexOrgId15: employees.paychexOrgId15,
      createdAt: employees.createdAt,
      terminationDate: employees.terminationDate,
      unitId: employees.unitId,
      gender: employees.gender,
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
    .leftJoin(department, eq(department.id, employees.departmentId))
    .leftJoin(agencies, eq(agencies.id, employees.agencyId))
    .where(and(eq(employees.facilityId, facility.id), where))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const overtime = await ctx.deps.ports.overtime.statusesOf(db, facility.id, [row.id], now);
  return {
    ...toCard(row),
    overtime_status: overtime.get(row.id) ?? null,
    email: row.email,
    country_code: row.countryCode,
    mobile: row.mobile,
    agency_id: row.agencyId,
    agency_name: row.agencyName,
    date_of_joining: row.dateOfJoining,
    pay_type: row.payType,
    payment_category: row.paymentCategory,
    is_resident: row.isResident,
    paychex_emp_id: row.paychexEmpId,
    paychex_org_id: row.paychexOrgId,
    paychex_org_id_15: row.paychexOrgId15,
    created_at: row.createdAt.toISOString(),
    termination_date: row.terminationDate,
    unit_id: row.unitId,
    gender: row.gender,
  };
}

export const getEmployee = (ctx: Ctx, input: { employeeId: string }, tx?: DbOrTx) =>
  detailWhere(ctx, eq(employees.id, input.employeeId), tx);

export const getEmployeeByNurse = (ctx: Ctx, input: { nurseId: string }, tx?: DbOrTx) =>
  detailWhere(ctx, eq(employees.nurseId, input.nurseId), tx);

/** The employee row of this facility, or 404: every employee-scoped route starts here. */
export async function employeeOf(db: DbOrTx, facilityId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(and(eq(employees.facilityId, facilityId), eq(employees.id, employeeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
