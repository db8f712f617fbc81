import type { DbOrTx } from '../../db/client';
import { ptoRequests } from '../../db/schema';

/**
 * Every PTO request's employee, days, minutes and status, as a subquery other areas filter in
 * their own statement (the roster's cells, the suggestions' days off, payroll's paid PTO).
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
