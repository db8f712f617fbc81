import type { EmployeeCard, EmployeeDetail } from '@careroster/shared/api/employees/employee';
import type { listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { agencies, credentials, departments, employees, jobTitles, nurses } from '../../db/schema';
import type { FacilityContext } from '../../platform/access';

export const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
export const cents = (value: number) => Math.round(value * 100);

/**
 * Credential state of a nurse, as the card needs it. Complete: at least one credential and every
 * one verified. Expired: one is marked expired, or its date has passed before the nightly job ran.
 */
/**
 * Credential flags of an employee's nurse, valid through a day: today for a card, the shift's
 * last day for a booking. A credential that needs an expiry and has none is incomplete.
 */
export const credentialFlags = (validThrough: string) => ({
  isCredentialComplete: sql<boolean>`(exists (select 1 from ${credentials} c where c.nurse_id = ${employees.nurseId})
    and not exists (select 1 from ${credentials} c where c.nurse_id = ${employees.nurseId}
      and (c.status <> 'CREDENTIAL_VERIFIED' or (c.expiry_required and c.expiry is null))))`,
  isCredentialExpired: sql<boolean>`exists (select 1 from ${credentials} c where c.nurse_id = ${employees.nurseId}
    and (c.status = 'CREDENTIAL_EXPIRED' or (c.expiry is not null and c.expiry < ${validThrough}::date)))`,
});

/**
 * spec 000 section 4: who may be picked for an assignment. The one rule behind the employee
 * card's flag and the shifts area's available-nurse list and booking checks.
 */
export const selectableCondition = (validThrough: string): SQL => {
  const f = credentialFlags(validThrough);
  return sql`(${f.isCredentialComplete} and not ${f.isCredentialExpired} and ${employees.monthlyRateCents} is not null and ${employees.status} = 'ACTIVE')`;
};

const cardColumns = (today: string) => ({
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
  department: departments.name,
  discipline: employees.discipline,
  hourlyRateCents: employees.hourlyRateCents,
  monthlyRateCents: employees.monthlyRateCents,
  ...credentialFlags(today),
  isSelectable: sql<boolean>`${selectableCondition(today)}`,
});

type CardRow = {
  id: string; nurseId: string; empId: number; firstName: string; lastName: string; profilePhoto: string | null;
  workerType: EmployeeCard['worker_type']; status: EmployeeCard['status']; jobTitleId: string; jobTitle: string;
  jobTitleAbbr: string; department: string | null; discipline: string | null; hourlyRateCents: number;
  monthlyRateCents: number | null; isCredentialComplete: boolean; isCredentialExpired: boolean; isSelectable: boolean;
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
  hourly_rate: r.hourlyRateCents / 100,
  monthly_rate: dollars(r.monthlyRateCents),
  is_credential_complete: r.isCredentialComplete,
  is_monthly_rate_set: r.monthlyRateCents !== null,
  is_credential_expired: r.isCredentialExpired,
  overtime_status: null,
  is_selectable: r.isSelectable,
});

const fullName = sql`lower(${nurses.firstName} || ' ' || ${nurses.lastName})`;

/** Matches first, last or full name, or the emp_id as typed. */
export function nameSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byName = or(ilike(nurses.firstName, pattern), ilike(nurses.lastName, pattern), sql`${fullName} like ${pattern}`);
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

export async function listEmployees(db: DbOrTx, facility: FacilityContext, query: z.output<typeof listEmployeesQuery>) {
  const today = todayIn(facility.timezone);
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
  const base = db
    .select(cardColumns(today))
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base.orderBy(...orderings[query.ordering]).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(employees).innerJoin(nurses, eq(nurses.id, employees.nurseId)).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toCard) };
}

async function detailWhere(db: DbOrTx, facility: FacilityContext, where: SQL | undefined): Promise<EmployeeDetail> {
  const today = todayIn(facility.timezone);
  const [row] = await db
    .select({
      ...cardColumns(today),
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
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .innerJoin(jobTitles, eq(jobTitles.id, employees.jobTitleId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(agencies, eq(agencies.id, employees.agencyId))
    .where(and(eq(employees.facilityId, facility.id), where))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...toCard(row),
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
  };
}

export const getEmployee = (db: DbOrTx, facility: FacilityContext, employeeId: string) =>
  detailWhere(db, facility, eq(employees.id, employeeId));

export const getEmployeeByNurse = (db: DbOrTx, facility: FacilityContext, nurseId: string) =>
  detailWhere(db, facility, eq(employees.nurseId, nurseId));

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
