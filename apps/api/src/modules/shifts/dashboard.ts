import { fromCents } from '@careroster/shared/format/money';
import type { Dashboard, dashboardQuery } from '@careroster/shared/api/shifts/budget';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { budgetLines, census, floors, positions, shifts } from '../../db/schema';
import { addDays } from '@careroster/shared/format/wall-clock';
import { bookingsBetween, type Booking } from './bookings';
import { overtimeHoursBetween } from '../overtime/overtime';
import { round2 } from './timing';
import { facilityOf, type Ctx } from '../../platform/context';

const MAX_RANGE_DAYS = 366;

const hoursOf = (bookings: readonly Booking[], types: readonly string[]) =>
  round2(bookings.filter((b) => types.includes(b.workerType)).reduce((s, b) => s + b.hours, 0));

/** GET facilities/dashboard: the cards of spec 001 section 2 for the shifts starting in the range. */
export async function dashboard(ctx: Ctx, query: z.output<typeof dashboardQuery>): Promise<Dashboard> {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  const { start_date: from, end_date: to } = query;
  if (to < from || to > addDays(from, MAX_RANGE_DAYS)) throw new AppError('VALIDATION_FAILED', productMessages.listRangeTooLong(MAX_RANGE_DAYS));
  const inRange = and(eq(shifts.facilityId, facilityId), gte(shifts.startDate, from), lte(shifts.startDate, to));
  const perFloor = await db
    .select({
      floorId: shifts.floorId,
      total: sql<number>`sum(${positions.totalPositions})::int`,
      filled: sql<number>`sum(${positions.acceptedCount} + ${positions.assignedCount})::int`,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(and(eq(positions.facilityId, facilityId), inRange))
    .groupBy(shifts.floorId);
  const floorRows = await db.select({ id: floors.id, name: floors.name }).from(floors).where(eq(floors.facilityId, facilityId)).orderBy(asc(floors.name));
  const [patients] = await db
    .select({ days: sql<number | null>`sum(${census.patientCount})::int` })
    .from(census)
    .where(and(eq(census.facilityId, facilityId), gte(census.date, from), lte(census.date, to)));
  const [budget] = await db
    .select({ hours: sql<string | null>`sum(${budgetLines.budgetedHours})` })
    .from(budgetLines)
    .where(and(eq(budgetLines.facilityId, facilityId), gte(budgetLines.date, from), lte(budgetLines.date, to)));
  const bookings = await bookingsBetween(db, facilityId, from, to);

  const total = perFloor.reduce((s, f) => s + f.total, 0);
  const filled = perFloor.reduce((s, f) => s + f.filled, 0);
  const confirmed = bookings.reduce((s, b) => s + b.hours, 0);
  const patientDays = patients?.days ?? null;
  const budgetedHours = budget?.hours == null ? null : Number(budget.hours);
  return {
    open_positions: { filled, total, percentage: total ? round2((filled / total) * 100) : 0 },
    total_spent: fromCents(Math.round(bookings.reduce((s, b) => s + b.hours * b.rateCents, 0))),
    hppd: {
      confirmed: patientDays ? round2(confirmed / patientDays) : null,
      budgeted: patientDays && budgetedHours != null ? round2(budgetedHours / patientDays) : null,
    },
    external_hours: hoursOf(bookings, ['EN']),
    agency_hours: hoursOf(bookings, ['AN']),
    internal_hours: hoursOf(bookings, ['IN', 'WN']),
    // The overtime engine (issue 12): the facility's rule, timecards for what happened, as /overtime shows.
    overtime_hours: await overtimeHoursBetween(db, facilityId, from, to),
    floors: floorRows.map((f) => {
      const row = perFloor.find((p) => p.floorId === f.id);
      return { id: f.id, name: f.name, accepted: row?.filled ?? 0, budgeted: row?.total ?? 0 };
    }),
  };
}
