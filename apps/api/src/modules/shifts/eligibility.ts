import type { ApplicableFor, WorkerType } from '@careroster/shared/lookups';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { positions } from '../../db/schema';
import { assignments, employees, facilityAgencies, positionAgencies } from '../../db/schema';
import { selectableCondition } from '../employees/employees';
import type { ShiftRow } from './shift-rows';

type PositionRow = typeof positions.$inferSelect;

/** Walk-ins are booked like the facility's own staff: an Internal opening takes them (decision 003). */
export function workerTypesFor(applicableFor: readonly string[]): WorkerType[] {
  const types: WorkerType[] = [...(applicableFor as ApplicableFor[])];
  if (types.includes('IN')) types.push('WN');
  return types;
}

/**
 * The nurses who may fill this position, as conditions on `employees`: active here, the
 * position's job title and worker types, an agency nurse only from a chosen agency, hourly and
 * monthly rate set (spec 000 section 4), and every credential verified and valid through the
 * shift's last day. Booked elsewhere at the same time is `bookedDuring`, kept apart so the
 * assign call can say which of the two it was.
 */
export function eligibleFor(position: PositionRow, shift: ShiftRow): SQL {
  const agencyChosen =
    position.agencyPreference === 'ALL'
      ? sql`${employees.agencyId} in (select ${facilityAgencies.agencyId} from ${facilityAgencies} where ${facilityAgencies.facilityId} = ${position.facilityId})`
      : sql`${employees.agencyId} in (select ${positionAgencies.agencyId} from ${positionAgencies} where ${positionAgencies.positionId} = ${position.id})`;
  return and(
    eq(employees.facilityId, position.facilityId),
    eq(employees.jobTitleId, position.jobTitleId),
    inArray(employees.workerType, workerTypesFor(position.applicableFor)),
    sql`(${employees.workerType} <> 'AN' or ${agencyChosen})`,
    // Valid through the shift's last day, not just today.
    selectableCondition(shift.endDate),
  )!;
}

/** The nurse already has a booking, at any facility, overlapping the shift. */
export const bookedDuring = (shift: ShiftRow): SQL =>
  sql`exists (
    select 1 from ${assignments}
    where ${assignments.nurseId} = ${employees.nurseId}
      and tstzrange(${assignments.startsAt}, ${assignments.endsAt}) && tstzrange(${shift.startsAt.toISOString()}::timestamptz, ${shift.endsAt.toISOString()}::timestamptz))`;
