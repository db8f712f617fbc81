import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeAvailability } from '../../db/schema';
import { onFmlaLeave } from '../fmla';
import { ptoRequestRows } from '../pto';
import { bookingRows, type PositionRow, type ShiftRow } from '../shifts';

/**
 * What makes a nurse who passes the nurse picker's rules (`eligibleFor`) still unable to take an
 * opening, as the suggestions rank it (decision 032) and the roster's drag shows it (decision 071):
 * one statement each, for the caller's `with` list.
 * - `busy`: the nurses with a booking, at any facility, within the facility's rest hours of the shift;
 * - `away`: the employees with approved PTO on the shift's day, or on FMLA leave that day (decision 076);
 * - `said`: what each employee declared for the shift's day (`AVAILABLE` or `UNAVAILABLE`).
 */
export function openingLegality(db: DbOrTx, position: PositionRow, shift: ShiftRow, restHours: number) {
  const b = bookingRows(db);
  const pto = ptoRequestRows(db);
  return {
    busy: sql`select ${b.nurseId} from ${b}
      where tstzrange(${b.startsAt}, ${b.endsAt}) && tstzrange(
        ${shift.startsAt.toISOString()}::timestamptz - make_interval(hours => ${restHours}),
        ${shift.endsAt.toISOString()}::timestamptz + make_interval(hours => ${restHours}))`,
    away: sql`select ${pto.employeeId} from ${pto}
      where ${pto.facilityId} = ${position.facilityId} and ${pto.status} = 'APPROVED'
        and ${pto.startDate} <= ${shift.startDate}::date and ${pto.endDate} >= ${shift.startDate}::date
      union ${onFmlaLeave(position.facilityId, shift.startDate)}`,
    said: sql`select v.employee_id, v.kind from ${employeeAvailability} v
      where v.facility_id = ${position.facilityId} and v.date = ${shift.startDate}::date`,
  };
}
