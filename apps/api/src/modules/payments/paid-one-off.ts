import type { OneOffPaymentKind } from '@careroster/shared/money/values';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneOffPayments } from '../../db/schema';
import { peopleDirectory } from '../employees';

export type PaidOneOff = {
  employeeId: string;
  kind: OneOffPaymentKind;
  cents: number;
  first: string;
  last: string;
  empId: number;
  paychexEmpId: string | null;
  paychexOrgId: string | null;
};

/**
 * The one-off payments to the facility's own staff (IN, and walk-ins, who are paid as IN) filed
 * under the pay period starting `periodStart` (decision 077): payroll's exports carry them as
 * amount-only earnings, so the provider withholds on them. External nurses' are in their payment
 * history only.
 */
export async function paidOneOffPayments(db: DbOrTx, facilityId: string, periodStart: string): Promise<PaidOneOff[]> {
  const people = peopleDirectory(db);
  return db
    .select({
      employeeId: oneOffPayments.employeeId,
      kind: oneOffPayments.kind,
      cents: oneOffPayments.amountCents,
      first: people.firstName,
      last: people.lastName,
      empId: people.empId,
      paychexEmpId: people.paychexEmpId,
      paychexOrgId: people.paychexOrgId,
    })
    .from(oneOffPayments)
    .innerJoin(people, eq(people.id, oneOffPayments.employeeId))
    .where(
      and(
        eq(oneOffPayments.facilityId, facilityId),
        eq(oneOffPayments.status, 'PAID'),
        eq(oneOffPayments.payrollPeriodStart, periodStart),
        inArray(people.workerType, ['IN', 'WN']),
      ),
    )
    .orderBy(asc(people.lastName), asc(people.firstName), asc(oneOffPayments.paidAt), asc(oneOffPayments.id));
}
