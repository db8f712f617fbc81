import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, positions, shifts } from '../../db/schema';

/**
 * Every booking with what other areas join to it: who, when, the position's job title and rates,
 * the shift's days, times, floor, unit, meal break and contact email. A subquery for the caller's own statement (Postgres inlines it,
 * so the caller's filters still reach the indexes); the joins follow required foreign keys, so it
 * has one row per assignment.
 */
export function bookingRows(db: DbOrTx) {
  return db
    .select({
      id: assignments.id,
      facilityId: assignments.facilityId,
      employeeId: assignments.employeeId,
      nurseId: assignments.nurseId,
      positionId: assignments.positionId,
      startsAt: assignments.startsAt,
      endsAt: assignments.endsAt,
      jobTitleId: positions.jobTitleId,
      rateCents: positions.rateCents,
      agencyRateCents: positions.agencyRateCents,
      specialShift: positions.specialShift,
      differentialType: positions.differentialType,
      differentialValue: positions.differentialValue,
      shiftId: positions.shiftId,
      shiftTitle: shifts.title,
      startDate: shifts.startDate,
      endDate: shifts.endDate,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      // The booking's own instants are `startsAt`/`endsAt`; a subquery's columns need distinct names.
      shiftStartsAt: sql<Date>`${shifts.startsAt}`.mapWith(shifts.startsAt).as('shift_starts_at'),
      floorId: shifts.floorId,
      unitId: shifts.unitId,
      // issue 28, structure: the supervisor of the unit on this shift type receives missed-punch links.
      shiftType: shifts.shiftType,
      mealMinutes: shifts.mealMinutes,
      contactEmail: shifts.contactEmail,
      /** A booking of a cancelled position or an inactive shift is history, not work to come. */
      positionStatus: positions.status,
      shiftActive: shifts.isActive,
    })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .as('bookings');
}

/**
 * Locks one booking of the facility's employee until the caller's transaction ends: work on one
 * booking that must take turns (two punches of a double tap) waits here. Only the assignment's
 * row is locked, not its position or shift; a booking that is not hers locks nothing.
 */
export async function lockBooking(tx: DbOrTx, booking: { id: string; facilityId: string; employeeId: string }): Promise<void> {
  await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(eq(assignments.id, booking.id), eq(assignments.facilityId, booking.facilityId), eq(assignments.employeeId, booking.employeeId)),
    )
    .for('update');
}

/**
 * Every position with its shift's day, times and unit: the openings other areas list, count or
 * check, as a subquery for the caller's own statement (one row per position, as `bookingRows`).
 */
export function openingRows(db: DbOrTx) {
  return db
    .select({
      id: positions.id,
      facilityId: positions.facilityId,
      shiftId: positions.shiftId,
      jobTitleId: positions.jobTitleId,
      totalPositions: positions.totalPositions,
      acceptedCount: positions.acceptedCount,
      assignedCount: positions.assignedCount,
      applicableFor: positions.applicableFor,
      createdAt: positions.createdAt,
      shiftTitle: shifts.title,
      startDate: shifts.startDate,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      unitId: shifts.unitId,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .as('openings');
}
