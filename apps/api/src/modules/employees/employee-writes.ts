import type { addEmployeeBody } from '@careroster/shared/api/records/add-employee';
import type { updateEmployeeBody } from '@careroster/shared/api/records/update-employee';
import { PHONE_COUNTRY_PREFIX, type BulkInviteColumn } from '@careroster/shared/constants';
import { AppError } from '@careroster/shared/errors';
import { nationalDigits } from '@careroster/shared/format/phone';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { employees, nurses } from '../../db/schema';
import { lockFacility } from '../facility';
import { departmentIdsByName, departmentNames, unitOf } from '../structure';
import { facilityOf, userOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { agencyWorkingWith } from './agencies';
import { hourlyFromMonthlyCents } from '@careroster/shared/validation/pay-details';
import { departmentsFor, nursesFor } from './bulk-invite';
import { checkInviteRow } from './bulk-validate';
import { mobileEmployedHere, spendMobileVerification } from './mobile-verification';

type AddInput = z.output<typeof addEmployeeBody>;
type UpdateInput = z.output<typeof updateEmployeeBody>;

const abbreviationOf = (jobTitleId: string) => jobTitles.find((t) => t.id === jobTitleId)?.abbreviation ?? jobTitleId;

/** The body as the cells of a bulk-invite row, so a hand-added employee passes the row's own check (decision 063). */
function asRowCells(body: AddInput): (c: BulkInviteColumn) => string {
  const cells: Record<BulkInviteColumn, string> = {
    first_name: body.first_name,
    last_name: body.last_name,
    country_code: PHONE_COUNTRY_PREFIX,
    mobile: body.mobile,
    monthly_rate: body.monthly_rate.toFixed(2),
    is_resident: body.is_resident ? 'yes' : 'no',
    job_category: body.job_category ?? '',
    job_title: abbreviationOf(body.job_title_id),
    date_of_joining: body.date_of_joining ?? '',
    pay_type: body.pay_type ?? '',
    payment_category: body.payment_category ?? '',
    discipline: body.discipline ?? '',
    department: body.department ?? '',
    paychex_emp_id: body.paychex_emp_id ?? '',
    paychex_org_id: body.paychex_org_id ?? '',
    paychex_org_id_15: body.paychex_org_id_15 ?? '',
  };
  return (c) => cells[c];
}

async function checkUnit(db: DbOrTx, facilityId: string, unitId: string | null | undefined) {
  if (unitId && !(await unitOf(db, facilityId, unitId))) throw new AppError('VALIDATION_FAILED', productMessages.employeeUnitUnknown);
}

/**
 * One internal employee added by hand: the bulk-invite row's check on her fields, a mobile
 * nobody here has, a verification of that number spent in the same transaction, then the same
 * nurse and employee rows a bulk invite writes, ACTIVE (decision 063). Under the facility lock, as
 * a bulk invite, so emp_ids stay unique and the mobile check holds.
 */
export async function createEmployee(ctx: Ctx, body: AddInput, outer?: DbOrTx) {
  const facility = facilityOf(ctx);
  const userId = userOf(ctx).id;
  const checked = checkInviteRow(1, asRowCells(body));
  if (!checked.row) {
    throw new AppError(
      'VALIDATION_FAILED',
      checked.problems.map(({ problem }) => productMessages.employeeFieldProblem(problem.field, problem.message)),
    );
  }
  const row = checked.row;
  const now = ctx.deps.clock.now();
  return transaction(ctx, outer, async (tx, after) => {
    await lockFacility(tx, facility.id);
    if (await mobileEmployedHere(tx, facility.id, row.countryCode, row.mobile)) {
      throw new AppError('CONFLICT', productMessages.mobileOnRecordHere);
    }
    await spendMobileVerification(tx, {
      facilityId: facility.id,
      verificationId: body.verification_id,
      countryCode: row.countryCode,
      mobile: row.mobile,
      now,
    });
    await checkUnit(tx, facility.id, body.unit_id);
    const nurseId = (await nursesFor(tx, [row])).get(`${row.countryCode} ${row.mobile}`)!;
    // A person who already works elsewhere keeps the email she has; one without gets this one.
    if (body.email) await setEmailIfFree(tx, nurseId, body.email, { onlyIfEmpty: true });
    const departmentIds = await departmentsFor(tx, facility.id, [row]);
    const [{ max } = { max: 0 }] = await tx
      .select({ max: sql<number>`coalesce(max(${employees.empId}), 0)::int` })
      .from(employees)
      .where(eq(employees.facilityId, facility.id));
    const [employee] = await tx
      .insert(employees)
      .values({
        facilityId: facility.id,
        nurseId,
        workerType: 'IN',
        empId: max + 1,
        jobTitleId: row.jobTitleId,
        departmentId: row.department ? departmentIds.get(row.department.toLowerCase())! : null,
        discipline: row.discipline,
        hourlyRateCents: hourlyFromMonthlyCents(row.monthlyRateCents),
        monthlyRateCents: row.monthlyRateCents,
        status: 'ACTIVE',
        dateOfJoining: row.dateOfJoining,
        payType: row.payType,
        paymentCategory: row.paymentCategory,
        isResident: row.isResident,
        paychexEmpId: row.paychexEmpId,
        paychexOrgId: row.paychexOrgId,
        paychexOrgId15: row.paychexOrgId15,
        jobCategory: row.jobCategory,
        unitId: body.unit_id,
        gender: body.gender,
        invitedAt: now,
        invitedBy: userId,
      })
      .returning({ id: employees.id, empId: employees.empId });
    await ctx.audit('employees.add', { target: employee!.id, detail: `emp_id ${employee!.empId}` }, tx);
    after.publish({ type: 'employees.changed' });
    return { id: employee!.id, emp_id: employee!.empId, message: productMessages.employeeAdded(`${row.firstName} ${row.lastName}`) };
  });
}

/** Email is unique across people (nurses_email_key): a taken one is the caller's mistake, not a 500. */
async function setEmailIfFree(tx: DbOrTx, nurseId: string, email: string | null, options: { onlyIfEmpty?: boolean } = {}) {
  if (email) {
    const [taken] = await tx
      .select({ id: nurses.id })
      .from(nurses)
      .where(and(sql`lower(${nurses.email}) = ${email.toLowerCase()}`, ne(nurses.id, nurseId)))
      .limit(1);
    if (taken) throw new AppError('CONFLICT', productMessages.employeeEmailTaken);
  }
  await tx
    .update(nurses)
    .set({ email })
    .where(and(eq(nurses.id, nurseId), options.onlyIfEmpty ? isNull(nurses.email) : undefined));
}

/** What the edit dialog changes, as stored, keyed by the API's field names. */
async function editable(tx: DbOrTx, facilityId: string, employeeId: string) {
  const departments = departmentNames(tx);
  const [row] = await tx
    .select({
      id: employees.id,
      nurseId: employees.nurseId,
      status: employees.status,
      first_name: nurses.firstName,
      last_name: nurses.lastName,
      email: nurses.email,
      country_code: nurses.countryCode,
      mobile: nurses.mobile,
      job_title_id: employees.jobTitleId,
      worker_type: employees.workerType,
      agency_id: employees.agencyId,
      unit_id: employees.unitId,
      department: departments.name,
      date_of_joining: employees.dateOfJoining,
      termination_date: employees.terminationDate,
      gender: employees.gender,
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.facilityId, facilityId), eq(employees.id, employeeId)))
    .for('update', { of: employees });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'job_title_id',
  'worker_type',
  'agency_id',
  'unit_id',
  'department',
  'date_of_joining',
  'termination_date',
  'gender',
] as const;
type Field = (typeof FIELDS)[number];
const PERSON: readonly Field[] = ['first_name', 'last_name', 'email', 'mobile'];

/**
 * PATCH facilities/employees/{id}: the fields sent that differ from what is stored are saved in one
 * transaction, with one audit row holding each changed field's before and after (decision 063).
 * Her name, email and mobile are the person's (`nurses`), shared with every facility she works at:
 * they change here only while she works nowhere else. A new mobile spends a verification.
 */
export async function updateEmployee(ctx: Ctx, input: UpdateInput & { employeeId: string }, outer?: DbOrTx) {
  const facility = facilityOf(ctx);
  const now = ctx.deps.clock.now();
  const { employeeId, verification_id: verificationId, ...body } = input;
  if (body.job_title_id && !jobTitles.some((t) => t.id === body.job_title_id)) {
    throw new AppError('VALIDATION_FAILED', productMessages.bulkUnknownJobTitle);
  }
  return transaction(ctx, outer, async (tx, after) => {
    const before = await editable(tx, facility.id, employeeId);
    const wanted: Partial<Record<Field, string | null>> = { ...body };
    if (wanted.mobile !== undefined && wanted.mobile !== null) wanted.mobile = nationalDigits(wanted.mobile);
    const changed = FIELDS.filter(
      (f) => wanted[f] !== undefined && (wanted[f] ?? null) !== (f === 'department' ? before.department : before[f]),
    );
    if (changed.length === 0) return { changed: [], message: productMessages.employeeNothingChanged };
    const next = { ...before, ...Object.fromEntries(changed.map((f) => [f, wanted[f] ?? null])) };

    // The agency rule of the schema (employees_agency_iff_an), said in words before the database refuses it.
    if (next.worker_type === 'AN' && !next.agency_id) throw new AppError('VALIDATION_FAILED', productMessages.employeeAgencyRequired);
    if (next.worker_type !== 'AN' && next.agency_id) {
      if (changed.includes('agency_id')) throw new AppError('VALIDATION_FAILED', productMessages.employeeAgencyOnlyForAgency);
      next.agency_id = null;
      changed.push('agency_id');
    }
    if (changed.includes('agency_id') && next.agency_id && !(await agencyWorkingWith(tx, facility.id, next.agency_id))) {
      throw new AppError('VALIDATION_FAILED', productMessages.employeeAgencyUnknown);
    }
    if (next.date_of_joining && next.termination_date && next.termination_date < next.date_of_joining) {
      throw new AppError('VALIDATION_FAILED', productMessages.employeeTerminationBeforeHire);
    }
    if (changed.includes('unit_id')) await checkUnit(tx, facility.id, next.unit_id);

    if (changed.some((f) => PERSON.includes(f))) {
      const [elsewhere] = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.nurseId, before.nurseId), ne(employees.facilityId, facility.id)))
        .limit(1);
      if (elsewhere) throw new AppError('CONFLICT', productMessages.employeeProfileShared);
    }
    if (changed.includes('mobile')) {
      const mobile = next.mobile;
      if (await mobileEmployedHere(tx, facility.id, before.country_code, mobile, employeeId)) {
        throw new AppError('CONFLICT', productMessages.mobileOnRecordHere);
      }
      const [other] = await tx
        .select({ id: nurses.id })
        .from(nurses)
        .where(and(eq(nurses.countryCode, before.country_code), eq(nurses.mobile, mobile), ne(nurses.id, before.nurseId)))
        .limit(1);
      if (other) throw new AppError('CONFLICT', productMessages.employeeMobileTaken);
      await spendMobileVerification(tx, { facilityId: facility.id, verificationId, countryCode: before.country_code, mobile, now });
    }
    if (changed.includes('email')) await setEmailIfFree(tx, before.nurseId, next.email);
    const personSet = {
      ...(changed.includes('first_name') ? { firstName: next.first_name } : {}),
      ...(changed.includes('last_name') ? { lastName: next.last_name } : {}),
      ...(changed.includes('mobile') ? { mobile: next.mobile } : {}),
    };
    if (Object.keys(personSet).length > 0) await tx.update(nurses).set(personSet).where(eq(nurses.id, before.nurseId));

    const departmentId =
      changed.includes('department') && next.department
        ? (await departmentIdsByName(tx, facility.id, [next.department])).get(next.department.toLowerCase())!
        : null;
    const employeeSet = {
      ...(changed.includes('job_title_id') ? { jobTitleId: next.job_title_id } : {}),
      ...(changed.includes('worker_type') ? { workerType: next.worker_type } : {}),
      ...(changed.includes('agency_id') ? { agencyId: next.agency_id } : {}),
      ...(changed.includes('unit_id') ? { unitId: next.unit_id } : {}),
      ...(changed.includes('department') ? { departmentId } : {}),
      ...(changed.includes('date_of_joining') ? { dateOfJoining: next.date_of_joining } : {}),
      ...(changed.includes('termination_date') ? { terminationDate: next.termination_date } : {}),
      ...(changed.includes('gender') ? { gender: next.gender } : {}),
    };
    if (Object.keys(employeeSet).length > 0) await tx.update(employees).set(employeeSet).where(eq(employees.id, employeeId));

    const detail = Object.fromEntries(changed.map((f) => [f, { before: before[f] ?? null, after: next[f] ?? null }]));
    await ctx.audit('employees.update', { target: employeeId, detail: JSON.stringify(detail) }, tx);
    after.publish({ type: 'employees.changed' });
    return { changed, message: productMessages.employeeSaved };
  });
}

/** The employee's name, mobile and status, her row locked: what a status change reads first. */
export async function lockEmployee(tx: DbOrTx, facilityId: string, employeeId: string) {
  const [row] = await tx
    .select({
      id: employees.id,
      status: employees.status,
      firstName: nurses.firstName,
      lastName: nurses.lastName,
      countryCode: nurses.countryCode,
      mobile: nurses.mobile,
    })
    .from(employees)
    .innerJoin(nurses, eq(nurses.id, employees.nurseId))
    .where(and(eq(employees.facilityId, facilityId), eq(employees.id, employeeId)))
    .for('update', { of: employees });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** ACTIVE <-> INACTIVE on her row; the caller (records) does what else follows, in the same transaction. */
export async function setEmployeeStatus(tx: DbOrTx, facilityId: string, employeeId: string, status: 'ACTIVE' | 'INACTIVE') {
  await tx
    .update(employees)
    .set({ status })
    .where(and(eq(employees.facilityId, facilityId), eq(employees.id, employeeId)));
}
