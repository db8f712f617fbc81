import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ptoRequests } from '../../db/schema';

/**
 * Every PTO request's employee, days, minutes and status, as a subquery other areas filter in
 * their own statement (the roster's cells, the suggestions' days off).
 * Postgres inlines it, so their filters still reach pto_requests_facility_status_idx.
 */
export function ptoRequestRows(db: DbOrTx) {
  return db
    .select({
      id: ptoRequests.id,
      facilityId: ptoRequests.facilityId,
      employeeId: ptoRequests.employeeId,
      startDate: ptoRequests.startDate,
      endDate: ptoRequests.endDate,
      minutes: ptoRequests.minutes,
      status: ptoRequests.status,
    })
    .from(ptoRequests)
    .as('pto');
}

/**
 * A facility's APPROVED PTO requests overlapping `from`..`to`: the paid leave payroll pays and ACA
 * counts as hours of service (decision 052).
 */
export function approvedLeaveBetween(db: DbOrTx, facilityId: string, range: { from: string; to: string }) {
  return db
    .select({
      employeeId: ptoRequests.employeeId,
      startDate: ptoRequests.startDate,
      endDate: ptoRequests.endDate,
      minutes: ptoRequests.minutes,
    })
    .from(ptoRequests)
    .where(
      and(
        eq(ptoRequests.facilityId, facilityId),
        eq(ptoRequests.status, 'APPROVED'),
        lte(ptoRequests.startDate, range.to),
        gte(ptoRequests.endDate, range.from),
      ),
    );
}
