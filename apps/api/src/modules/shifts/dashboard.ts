import type { Dashboard, dashboardQuery } from '@careroster/shared/api/shifts/budget';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { addDays } from '@careroster/shared/format/wall-clock';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { positions, shifts } from '../../db/schema';
import { dailyFigures, figuresOf } from './figures';
import { facilityOf, type Ctx } from '../../platform/context';
import { floorsOf } from '../structure';

const MAX_RANGE_DAYS = 366;

/**
 * GET facilities/dashboard: the cards of spec 001 section 2 for the range: the hours inside its days,
 * the openings of the shifts starting in it (decision 055).
 * The figures are the ones the owner's corporate view adds up (figures.ts); the floors are the
 * dashboard's own.
 */
export async function dashboard(ctx: Ctx, query: z.output<typeof dashboardQuery>): Promise<Dashboard> {
  const { db } = ctx.deps;
  const facility = facilityOf(ctx);
  const facilityId = facility.id;
  const { start_date: from, end_date: to } = query;
  if (to < from || to > addDays(from, MAX_RANGE_DAYS))
    throw new AppError('VALIDATION_FAILED', productMessages.listRangeTooLong(MAX_RANGE_DAYS));
  const perFloor = await db
    .select({
      floorId: shifts.floorId,
      total: sql<number>`sum(${positions.totalPositions})::int`,
      filled: sql<number>`sum(${positions.acceptedCount} + ${positions.assignedCount})::int`,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(
      and(eq(positions.facilityId, facilityId), eq(shifts.facilityId, facilityId), gte(shifts.startDate, from), lte(shifts.startDate, to)),
    )
    .groupBy(shifts.floorId);
  const floorRows = await floorsOf(db, facilityId);
  return {
    ...figuresOf(await dailyFigures(ctx, facility, from, to)),
    floors: floorRows.map((f) => {
      const row = perFloor.find((p) => p.floorId === f.id);
      return { id: f.id, name: f.name, accepted: row?.filled ?? 0, budgeted: row?.total ?? 0 };
    }),
  };
}
