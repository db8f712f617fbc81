import type { HourlyRateFrom } from '@careroster/shared/payroll/pay';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeePayDetails } from '../../db/schema';

/**
 * Each employee's hourly rates with their dates, oldest first, as a subquery the caller joins by
 * `employeeId` in its own statement (decision 064), for the employees named: payroll prices every day worked or on leave
 * at the rate in force that day (`rateOn`). An employee whose pay never changed has no row here;
 * her employees row's rate holds for every day. The drivers hand json over as text or parsed, by engine.
 */
export const hourlyRateHistories = (db: DbOrTx, facilityId: string, employeeIds: readonly string[], alias = 'hourly_rate_histories') =>
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
