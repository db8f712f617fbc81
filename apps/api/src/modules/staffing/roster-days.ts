import type { RosterDay, RosterOpening } from '@careroster/shared/api/staffing/roster';
import { staffingLevelOf } from '@careroster/shared/api/staffing/roster-level';
import { jobTitleById } from '@careroster/shared/job-titles';
import type { WorkerType } from '@careroster/shared/lookups';
import { roundTo } from '@careroster/shared/format/number';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { FacilityScope } from '../../platform/context';
import { inUnit } from '../structure';
import { bookingsBetween, budgetedHoursBetween, censusBetween, hhmm, openingRows, ratio } from '../shifts';

export type DayFilters = { jobTitleId?: string | undefined; workerType?: WorkerType | undefined; unitId?: string | undefined };

/**
 * Positions with openings left on shifts starting in `from`..`to` that have not ended, in start
 * order. A worker type sees the positions open to it (walk-ins take Internal openings, decision 003).
 */
async function openingsBetween(db: DbOrTx, facilityId: string, from: string, to: string, filters: DayFilters, now: Date) {
  const applicable = filters.workerType === 'WN' ? 'IN' : filters.workerType;
  const openings = openingRows(db);
  return db
    .select({
      date: openings.startDate,
      shift_id: openings.shiftId,
      position_id: openings.id,
      shift_title: openings.shiftTitle,
      job_title_id: openings.jobTitleId,
      startTime: openings.startTime,
      endTime: openings.endTime,
      unit_id: openings.unitId,
      open: sql<number>`(${openings.totalPositions} - ${openings.acceptedCount} - ${openings.assignedCount})::int`,
    })
    .from(openings)
    .where(
      and(
        eq(openings.facilityId, facilityId),
        gte(openings.startDate, from),
        lte(openings.startDate, to),
        gt(openings.endsAt, now),
        sql`${openings.totalPositions} > ${openings.acceptedCount} + ${openings.assignedCount}`,
        filters.jobTitleId ? eq(openings.jobTitleId, filters.jobTitleId) : undefined,
        applicable ? sql`${applicable} = any(${openings.applicableFor})` : undefined,
        filters.unitId ? inUnit(openings.unitId, filters.unitId) : undefined,
      ),
    )
    .orderBy(asc(openings.startsAt), asc(openings.shiftTitle), asc(openings.createdAt), asc(openings.id));
}

/**
 * Each day's positions needed and booked (issue 28): all positions of the shifts starting that day,
 * narrowed by the job title and unit filters (not the worker type: a need is a need whoever fills
 * it). One grouped statement over the shifts' (facility_id, start_date) index.
 */
function positionsBetween(db: DbOrTx, facilityId: string, from: string, to: string, filters: DayFilters) {
  const openings = openingRows(db);
  return db
    .select({
      date: openings.startDate,
      needed: sql<number>`sum(${openings.totalPositions})::int`,
      booked: sql<number>`sum(least(${openings.totalPositions}, ${openings.acceptedCount} + ${openings.assignedCount}))::int`,
    })
    .from(openings)
    .where(
      and(
        eq(openings.facilityId, facilityId),
        gte(openings.startDate, from),
        lte(openings.startDate, to),
        filters.jobTitleId ? eq(openings.jobTitleId, filters.jobTitleId) : undefined,
        filters.unitId ? inUnit(openings.unitId, filters.unitId) : undefined,
      ),
    )
    .groupBy(openings.startDate);
}

/**
 * The header of each day: its openings (narrowed by the filters), its positions booked against
 * those needed, which give its level (roster-level.ts, decision 071), and the whole facility's
 * hours against the census and budget, whatever the filters: the census and the budget are kept
 * per day, not per unit (as the budget details keep them). Five statements and the dashboard's
 * booked hours, for any number of days.
 */
export async function rosterDays(
  db: DbOrTx,
  facility: FacilityScope,
  days: readonly string[],
  filters: DayFilters,
  now: Date,
): Promise<RosterDay[]> {
  const facilityId = facility.id;
  const from = days[0]!;
  const to = days.at(-1)!;
  const [openings, positions, patients, budgets, bookings] = await Promise.all([
    openingsBetween(db, facilityId, from, to, filters, now),
    positionsBetween(db, facilityId, from, to, filters),
    censusBetween(db, facilityId, from, to),
    budgetedHoursBetween(db, facilityId, from, to),
    bookingsBetween(db, facility, from, to, now),
  ]);
  const confirmedOn = new Map<string, number>();
  for (const b of bookings) confirmedOn.set(b.date, (confirmedOn.get(b.date) ?? 0) + b.hours);
  const positionsOn = new Map(positions.map((p) => [p.date, p]));
  const openingsOn = new Map<string, typeof openings>();
  for (const o of openings) openingsOn.set(o.date, [...(openingsOn.get(o.date) ?? []), o]);

  return days.map((date) => {
    const patientCount = patients.find((p) => p.date === date)?.count ?? null;
    const budget = budgets.find((b) => b.date === date);
    const budgeted = budget ? roundTo(Number(budget.hours), 2) : null;
    const confirmed = roundTo(confirmedOn.get(date) ?? 0, 2);
    const needed = positionsOn.get(date)?.needed ?? 0;
    const booked = positionsOn.get(date)?.booked ?? 0;
    return {
      date,
      openings: (openingsOn.get(date) ?? []).map((o): RosterOpening => ({
        shift_id: o.shift_id,
        position_id: o.position_id,
        shift_title: o.shift_title,
        job_title_id: o.job_title_id,
        job_title: jobTitleById(o.job_title_id)?.name ?? '',
        start_time: hhmm(o.startTime),
        end_time: hhmm(o.endTime),
        unit_id: o.unit_id,
        open: o.open,
      })),
      staffing: {
        level: staffingLevelOf(needed, booked),
        needed,
        booked,
        patient_count: patientCount,
        budgeted_hours: budgeted,
        confirmed_hours: confirmed,
        budgeted_hppd: ratio(budgeted, patientCount),
        confirmed_hppd: ratio(confirmed, patientCount),
      },
    };
  });
}
