import type { RosterDay, RosterOpening } from '@careroster/shared/api/staffing/roster';
import { staffingLevelOf } from '@careroster/shared/api/staffing/roster-level';
import { jobTitleById } from '@careroster/shared/job-titles';
import type { WorkerType } from '@careroster/shared/lookups';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { budgetLines, census, positions, shifts, units } from '../../db/schema';
import { bookingsBetween } from '../shifts/bookings';
import { ratio } from '../shifts/budget';
import { hhmm } from '../shifts/shift-rows';
import { round2 } from '../shifts/timing';

export type DayFilters = { jobTitleId?: string | undefined; workerType?: WorkerType | undefined; unitId?: string | undefined };

/** Shifts of the unit or of one of its subunits: a unit's roster covers its subunits too. */
export const inUnit = (unitId: string) =>
  sql`${shifts.unitId} in (select ${units.id} from ${units} where ${units.id} = ${unitId} or ${units.parentId} = ${unitId})`;

/**
 * Positions with openings left on shifts starting in `from`..`to` that have not ended, in start
 * order. A worker type sees the positions open to it (walk-ins take Internal openings, decision 003).
 */
async function openingsBetween(db: DbOrTx, facilityId: string, from: string, to: string, filters: DayFilters) {
  const applicable = filters.workerType === 'WN' ? 'IN' : filters.workerType;
  return db
    .select({
      date: shifts.startDate,
      shift_id: shifts.id,
      position_id: positions.id,
      shift_title: shifts.title,
      job_title_id: positions.jobTitleId,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      unit_id: shifts.unitId,
      open: sql<number>`(${positions.totalPositions} - ${positions.acceptedCount} - ${positions.assignedCount})::int`,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(
      and(
        eq(positions.facilityId, facilityId),
        gte(shifts.startDate, from),
        lte(shifts.startDate, to),
        gt(shifts.endsAt, new Date()),
        sql`${positions.totalPositions} > ${positions.acceptedCount} + ${positions.assignedCount}`,
        filters.jobTitleId ? eq(positions.jobTitleId, filters.jobTitleId) : undefined,
        applicable ? sql`${applicable} = any(${positions.applicableFor})` : undefined,
        filters.unitId ? inUnit(filters.unitId) : undefined,
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.title), asc(positions.createdAt), asc(positions.id));
}

/**
 * The header of each day: its openings (narrowed by the filters) and its staffing against the
 * census and budget. The figures are the whole facility's, whatever the filters: the census and
 * the budget are kept per day, not per unit (as the budget details keep them). Three statements
 * and the dashboard's booked hours, for any number of days.
 */
export async function rosterDays(db: DbOrTx, facilityId: string, days: readonly string[], filters: DayFilters): Promise<RosterDay[]> {
  const from = days[0]!;
  const to = days.at(-1)!;
  const inRange = <C extends typeof census.date | typeof budgetLines.date>(column: C) => and(gte(column, from), lte(column, to));
  const [openings, patients, budgets, bookings] = await Promise.all([
    openingsBetween(db, facilityId, from, to, filters),
    db.select({ date: census.date, count: census.patientCount }).from(census).where(and(eq(census.facilityId, facilityId), inRange(census.date))),
    db
      .select({ date: budgetLines.date, hours: sql<string>`sum(${budgetLines.budgetedHours})` })
      .from(budgetLines)
      .where(and(eq(budgetLines.facilityId, facilityId), inRange(budgetLines.date)))
      .groupBy(budgetLines.date),
    bookingsBetween(db, facilityId, from, to),
  ]);
  const confirmedOn = new Map<string, number>();
  for (const b of bookings) confirmedOn.set(b.startDate, (confirmedOn.get(b.startDate) ?? 0) + b.hours);

  return days.map((date) => {
    const patientCount = patients.find((p) => p.date === date)?.count ?? null;
    const budget = budgets.find((b) => b.date === date);
    const budgeted = budget ? round2(Number(budget.hours)) : null;
    const confirmed = round2(confirmedOn.get(date) ?? 0);
    return {
      date,
      openings: openings
        .filter((o) => o.date === date)
        .map(
          (o): RosterOpening => ({
            shift_id: o.shift_id,
            position_id: o.position_id,
            shift_title: o.shift_title,
            job_title_id: o.job_title_id,
            job_title: jobTitleById(o.job_title_id)?.name ?? '',
            start_time: hhmm(o.startTime),
            end_time: hhmm(o.endTime),
            unit_id: o.unit_id,
            open: o.open,
          }),
        ),
      staffing: {
        level: staffingLevelOf(budgeted, confirmed),
        patient_count: patientCount,
        budgeted_hours: budgeted,
        confirmed_hours: confirmed,
        budgeted_hppd: ratio(budgeted, patientCount),
        confirmed_hppd: ratio(confirmed, patientCount),
      },
    };
  });
}
