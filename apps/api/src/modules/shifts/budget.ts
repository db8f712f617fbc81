import { fromCents } from '@careroster/shared/format/money';
import type { BudgetDetails } from '@careroster/shared/api/shifts/budget';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { roundTo } from '@careroster/shared/format/number';
import { jobTitleById } from '@careroster/shared/job-titles';
import { jobTitles, positions, shifts } from '../../db/schema';
import { bookingsBetween, type Booking } from './bookings';
import { budgetOf } from './census';
import { facilityOf, type Ctx } from '../../platform/context';

/** Within 5% of the budgeted hours counts as on target (decision 003). */
const TOLERANCE = 0.05;

const sumHours = (bookings: readonly Booking[]) =>
  roundTo(
    bookings.reduce((s, b) => s + b.hours, 0),
    2,
  );
/** HPPD: hours per patient day, null without a census or hours. */
export const ratio = (hours: number | null, patients: number | null) => (hours == null || !patients ? null : roundTo(hours / patients, 2));

export function budgetStatus(budgeted: number | null, confirmed: number) {
  if (budgeted == null) return null;
  if (confirmed > budgeted * (1 + TOLERANCE)) return 'OVER' as const;
  if (confirmed < budgeted * (1 - TOLERANCE)) return 'UNDER' as const;
  return 'ON_TARGET' as const;
}

/**
 * GET facilities/budget/{date}/details (spec 001 section 3, "Budget day details"). Confirmed
 * hours are the booked hours inside the day; actual hours are what approved timecards say was
 * worked inside it, as the dashboard and the corporate view count them (decisions 034, 055: a
 * night shift of the day before brings its hours after midnight); active hours are the booked
 * hours of shifts that have started. Openings are those of the shifts starting on the day.
 * `shift_id[]` narrows the shifts; the census and budget stay the whole day's.
 */
export async function budgetDetails(
  ctx: Ctx,
  { date, shiftIds }: { date: string; shiftIds: string[] | undefined },
): Promise<BudgetDetails> {
  const { db } = ctx.deps;
  const facility = facilityOf(ctx);
  const facilityId = facility.id;
  const onlyShifts = shiftIds?.length ? inArray(shifts.id, shiftIds) : undefined;
  const { patientCount, lines } = await budgetOf(db, facilityId, date);
  const bookings = await bookingsBetween(db, facility, date, date, ctx.deps.clock.now(), shiftIds);
  const openings = await db
    .select({
      jobTitleId: positions.jobTitleId,
      name: jobTitles.name,
      total: sql<number>`sum(${positions.totalPositions})::int`,
      filled: sql<number>`sum(${positions.acceptedCount} + ${positions.assignedCount})::int`,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .innerJoin(jobTitles, eq(jobTitles.id, positions.jobTitleId))
    .where(and(eq(positions.facilityId, facilityId), eq(shifts.startDate, date), onlyShifts))
    .groupBy(positions.jobTitleId, jobTitles.name);

  const budgetedHours = lines.length
    ? roundTo(
        lines.reduce((s, l) => s + l.hours, 0),
        2,
      )
    : null;
  const confirmed = sumHours(bookings);
  const worked = await ctx.deps.ports.timekeeping.approvedMinutesByDay(db, facility, {
    from: date,
    to: date,
    ...(shiftIds ? { shiftIds } : {}),
  });
  const actual = hoursOf(worked.get(date) ?? 0);
  const titles = new Map<string, string>([
    ...lines.map((l) => [l.jobTitleId, l.name] as const),
    ...openings.map((o) => [o.jobTitleId, o.name] as const),
    // A night shift of the day before has hours here but no opening: its title is listed too.
    ...bookings.map((b) => [b.jobTitleId, jobTitleById(b.jobTitleId)?.name ?? ''] as const),
  ]);

  return {
    patient_count: patientCount,
    budget_status: {
      status: budgetStatus(budgetedHours, confirmed),
      budgeted_hours: budgetedHours,
      confirmed_hours: confirmed,
      actual_hours: actual,
    },
    hppd: {
      budgeted_hppd: ratio(budgetedHours, patientCount),
      confirmed_hppd: ratio(confirmed, patientCount),
      actual_hppd: ratio(actual, patientCount),
    },
    spend: {
      budgeted: lines.length ? fromCents(lines.reduce((s, l) => s + l.spendCents, 0)) : null,
      current: fromCents(Math.round(bookings.reduce((s, b) => s + b.hours * b.rateCents, 0))),
    },
    position_detail: [...titles]
      .map(([id, name]) => {
        const mine = bookings.filter((b) => b.jobTitleId === id);
        const o = openings.find((x) => x.jobTitleId === id);
        return {
          name,
          total_accepted_employee: o?.filled ?? 0,
          positions: o?.total ?? 0,
          budgeted_hours: lines.find((l) => l.jobTitleId === id)?.hours ?? null,
          hours: { confirmed_hours: sumHours(mine), active_hours: sumHours(mine.filter((b) => b.status !== 'UPCOMING')) },
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
