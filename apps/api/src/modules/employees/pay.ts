import { AppError } from '@careroster/shared/errors';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';

/** The pay fields the employees row keeps for the day in force (decision 064): what the card, suggestions and costs read. */
export type EmployeePay = {
  hourlyRateCents: number;
  monthlyRateCents: number | null;
  payType: string | null;
  paymentCategory: string | null;
  paychexEmpId: string | null;
  paychexOrgId: string | null;
  paychexOrgId15: string | null;
};

const payColumns = {
  hourlyRateCents: employees.hourlyRateCents,
  monthlyRateCents: employees.monthlyRateCents,
  payType: employees.payType,
  paymentCategory: employees.paymentCategory,
  paychexEmpId: employees.paychexEmpId,
  paychexOrgId: employees.paychexOrgId,
  paychexOrgId15: employees.paychexOrgId15,
};

/**
 * An employee's pay fields and hire date as the row holds them; inside a transaction the row is
 * locked, so two pay changes of one person are made one after the other. 404 for another facility's.
 */
export async function employeePayOf(db: DbOrTx, facilityId: string, employeeId: string, lock = false) {
  const query = db
    .select({ ...payColumns, workerType: employees.workerType, dateOfJoining: employees.dateOfJoining })
    .from(employees)
    .where(and(eq(employees.facilityId, facilityId), eq(employees.id, employeeId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Writes the pay details in force today onto the employees row (records' pay changes and its daily job). */
export async function setEmployeePay(db: DbOrTx, facilityId: string, employeeId: string, pay: EmployeePay): Promise<void> {
  await db
    .update(employees)
    .set(pay)
    .where(and(eq(employees.facilityId, facilityId), eq(employees.id, employeeId)));
}
