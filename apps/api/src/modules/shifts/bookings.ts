import type { WorkerType } from '@careroster/shared/lookups';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, employees, positions, shifts } from '../../db/schema';
import { paidHours, timingStatus } from './timing';

/** One booked nurse on one shift, with the hours and the rate it costs the facility. */
export type Booking = {
  employeeId: string;
  workerType: WorkerType;
  jobTitleId: string;
  shiftId: string;
  startDate: string;
  floorId: string | null;
  hours: number;
  rateCents: number;
  status: ReturnType<typeof timingStatus>;
};

type Row = {
  workerType: WorkerType;
  hourlyRateCents: number;
  rateCents: number | null;
  agencyRateCents: number | null;
  specialShift: boolean;
  differentialType: 'FR' | 'BP' | null;
  differentialValue: number | null;
};

/**
 * What an hour of this booking costs (decision 003): a marketplace nurse the position's external
 * rate, an agency nurse its agency rate, staff and walk-ins their own hourly rate plus the
 * special-shift differential (FR in cents an hour, BP in basis points). The employee's rate
 * stands in when a position has no rate of that kind.
 */
export function hourlyCost(r: Row): number {
  if (r.workerType === 'EN') return r.rateCents ?? r.hourlyRateCents;
  if (r.workerType === 'AN') return r.agencyRateCents ?? r.hourlyRateCents;
  if (!r.specialShift || r.differentialValue == null) return r.hourlyRateCents;
  return r.differentialType === 'BP'
    ? Math.round(r.hourlyRateCents * (1 + r.differentialValue / 10_000))
    : r.hourlyRateCents + r.differentialValue;
}

/** The bookings of the facility's shifts starting on facility-local days `from`..`to`. */
export async function bookingsBetween(db: DbOrTx, facilityId: string, from: string, to: string, extra?: SQL): Promise<Booking[]> {
  const rows = await db
    .select({
      employeeId: assignments.employeeId,
      workerType: employees.workerType,
      hourlyRateCents: employees.hourlyRateCents,
      jobTitleId: positions.jobTitleId,
      rateCents: positions.rateCents,
      agencyRateCents: positions.agencyRateCents,
      specialShift: positions.specialShift,
      differentialType: positions.differentialType,
      differentialValue: positions.differentialValue,
      shiftId: shifts.id,
      startDate: shifts.startDate,
      floorId: shifts.floorId,
      startsAt: assignments.startsAt,
      endsAt: assignments.endsAt,
      mealMinutes: shifts.mealMinutes,
    })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(and(eq(assignments.facilityId, facilityId), gte(shifts.startDate, from), lte(shifts.startDate, to), extra));
  const now = new Date();
  return rows.map((r) => ({
    employeeId: r.employeeId,
    workerType: r.workerType,
    jobTitleId: r.jobTitleId,
    shiftId: r.shiftId,
    startDate: r.startDate,
    floorId: r.floorId,
    hours: paidHours(r.startsAt, r.endsAt, r.mealMinutes),
    rateCents: hourlyCost(r),
    status: timingStatus(r, now),
  }));
}
