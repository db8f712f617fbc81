import type { HourlyRateFrom, PayrollPerson } from '@careroster/shared/payroll/pay';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeePayDetails } from '../../db/schema';
import { peopleDirectory } from '../employees';

/**
 * Each employee's hourly rates with their dates, oldest first, as a subquery the caller joins by
 * `employeeId` in its own statement (decision 064), for the employees named: payroll prices every day worked or on leave
 * at the rate in force that day (`rateOn`). An employee whose pay never changed has no row here;
 * her employees row's rate holds for every day. The drivers hand json over as text or parsed, by engine.
 */
const hourlyRateHistories = (db: DbOrTx, facilityId: string, employeeIds: readonly string[], alias = 'hourly_rate_histories') =>
  db
    .select({
      employeeId: employeePayDetails.employeeId,
      rates: sql<
        HourlyRateFrom[]
      >`json_agg(json_build_object('from', ${employeePayDetails.effectiveFrom}::text, 'cents', ${employeePayDetails.hourlyRateCents}) order by ${employeePayDetails.effectiveFrom})`
        .mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as HourlyRateFrom[])
        .as('rates'),
    })
    .from(employeePayDetails)
    .where(and(eq(employeePayDetails.facilityId, facilityId), inArray(employeePayDetails.employeeId, [...employeeIds])))
    .groupBy(employeePayDetails.employeeId)
    .as(alias);

/**
 * The people the pay engine prices (`PayrollPerson`), the named employees of a facility with their
 * rate histories, by last and first name: payroll's lines and the work history's pay (decision
 * 066) read them here, so both price a day at the same rate.
 */
export async function payPeople(db: DbOrTx, facilityId: string, employeeIds: readonly string[]): Promise<PayrollPerson[]> {
  const directory = peopleDirectory(db);
  const histories = hourlyRateHistories(db, facilityId, employeeIds);
  const people = await db
    .select({
      employeeId: directory.id,
      workerType: directory.workerType,
      hourlyRateCents: directory.hourlyRateCents,
      hourlyRates: histories.rates,
      agencyId: directory.agencyId,
    })
    .from(directory)
    .leftJoin(histories, eq(histories.employeeId, directory.id))
    .where(and(eq(directory.facilityId, facilityId), inArray(directory.id, [...employeeIds])))
    .orderBy(asc(directory.lastName), asc(directory.firstName), asc(directory.id));
  return people.map((p) => ({ ...p, hourlyRates: p.hourlyRates ?? [] }));
}
