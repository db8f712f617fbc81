import type { SuggestionsAnswer, suggestionsQuery } from '@careroster/shared/api/staffing/suggestions';
import { AppError } from '@careroster/shared/errors';
import { bookingCostCents } from '@careroster/shared/staffing/score';
import { fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { roundTo } from '@careroster/shared/format/number';
import type { z } from 'zod';
import { facilityOf, type Ctx } from '../../platform/context';
import { findPosition, findShift, timingStatus } from '../shifts';
import { rankCandidates } from './candidates';

/** GET facilities/shifts/{id}/positions/{positionId}/suggestions: the ranked nurses for one opening, with why. */
export async function suggestionsFor(
  ctx: Ctx,
  { id: shiftId, positionId, limit }: z.output<typeof suggestionsQuery> & { id: string; positionId: string },
): Promise<SuggestionsAnswer> {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  const [shift, position] = await Promise.all([findShift(db, facilityId, shiftId), findPosition(db, facilityId, shiftId, positionId)]);
  if (timingStatus(shift, ctx.deps.clock.now()) === 'COMPLETED') throw new AppError('CONFLICT', productMessages.completedShiftReadOnly);
  const open = Math.max(0, position.totalPositions - position.acceptedCount - position.assignedCount);
  const ranked = await rankCandidates(db, { position, shift }, { limit, now: ctx.deps.clock.now() });
  return {
    position_id: position.id,
    open,
    eligible_count: ranked.eligibleCount,
    results: ranked.candidates.map((c, i) => ({
      employee_id: c.employeeId,
      first_name: c.firstName,
      last_name: c.lastName,
      type: c.workerType,
      job_title: c.jobTitle,
      rank: i + 1,
      score: c.score,
      cost: fromCents(bookingCostCents(c.facts)),
      hourly_cost: fromCents(c.facts.hourlyCostCents),
      overtime_hours: roundTo(c.facts.overtimeMinutes / 60, 2),
      week_hours: roundTo(c.facts.weekHours, 2),
      target_hours: c.facts.targetHours,
      favorite: c.facts.favorite,
      no_shows: c.facts.noShows,
      lates: c.facts.lates,
      distance_miles: c.facts.distanceMiles == null ? null : Math.round(c.facts.distanceMiles * 10) / 10,
      reasons: c.reasons,
    })),
  };
}
