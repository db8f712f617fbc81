import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positions, shifts } from '../../db/schema';

/**
 * Every position with what a nurse is shown of it: its openings left, its pay terms (what
 * `hourlyCost` prices) and its shift's title, days, times and instants. A subquery for the
 * caller's own statement (staffing's offer page joins the facility and the nurse to it); one
 * row per position, as `openingRows`.
 */
export function positionDetails(db: DbOrTx) {
  return db
    .select({
      id: positions.id,
      facilityId: positions.facilityId,
      jobTitleId: positions.jobTitleId,
      totalPositions: positions.totalPositions,
      acceptedCount: positions.acceptedCount,
      assignedCount: positions.assignedCount,
      rateCents: positions.rateCents,
      agencyRateCents: positions.agencyRateCents,
      specialShift: positions.specialShift,
      differentialType: positions.differentialType,
      differentialValue: positions.differentialValue,
      title: shifts.title,
      startDate: shifts.startDate,
      endDate: shifts.endDate,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .as('position_details');
}
