import type { DayFigures, Figures } from '@careroster/shared/api/shifts/figures';
import { fromCents, toCents } from '@careroster/shared/format/money';
import { addDays } from '@careroster/shared/format/wall-clock';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { roundTo } from '@careroster/shared/format/number';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { positions, shifts } from '../../db/schema';
import type { Ctx, FacilityScope } from '../../platform/context';
import { bookingsBetween } from './bookings';
import { ratio } from './budget';
import { budgetedHoursBetween, censusBetween } from './census';

/** One facility-local day's figures before rounding: `figuresOf` rounds each day once. */
export type RawDay = {
  date: string;
  patientDays: number | null;
  budgetedHours: number | null;
  confirmedHours: number;
  actualMinutes: number;
  filled: number;
  total: number;
  spentCents: number;
  externalHours: number;
  agencyHours: number;
  agencySpendCents: number;
  internalHours: number;
  overtimeMinutes: number;
};

const emptyDay = (date: string): RawDay => ({
  date,
  patientDays: null,
  budgetedHours: null,
  confirmedHours: 0,
  actualMinutes: 0,
  filled: 0,
  total: 0,
  spentCents: 0,
  externalHours: 0,
  agencyHours: 0,
  agencySpendCents: 0,
  internalHours: 0,
  overtimeMinutes: 0,
});

const plusNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);
const percentage = (filled: number, total: number) => (total ? roundTo((filled / total) * 100, 2) : 0);

/**
 * The positions of the shifts starting in `from`..`to` and how many are filled, per start day,
 * floor and unit: the day figures add up the days, the dashboard also its floors and units.
 */
export type OpeningRow = { date: string; floorId: string | null; unitId: string | null; total: number; filled: number };

export function openingsBetween(db: DbOrTx, facilityId: string, from: string, to: string) {
  return db
    .select({
      date: shifts.startDate,
      floorId: shifts.floorId,
      unitId: shifts.unitId,
      total: sql<number>`sum(${positions.totalPositions})::int`,
      filled: sql<number>`sum(${positions.acceptedCount} + ${positions.assignedCount})::int`,
    })
    .from(positions)
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .where(
      and(eq(positions.facilityId, facilityId), eq(shifts.facilityId, facilityId), gte(shifts.startDate, from), lte(shifts.startDate, to)),
    )
    .groupBy(shifts.startDate, shifts.floorId, shifts.unitId);
}

/**
 * The ONE computation of a facility's figures (decision 034): every day of `from`..`to` (its own
 * zone's days, as shifts, census and timecards store them) with census, budget, booked and worked
 * hours, openings, spend and overtime. The facility dashboard and the owner's corporate view both
 * read it, so the corporate figures are the facilities' dashboards by construction. Booked and
 * worked hours (and the spend and worker-type hours made of them) are the minutes inside each
 * calendar day (decision 055); openings stay on the day their shift starts.
 */
export async function dailyFigures(
  ctx: Ctx,
  facility: FacilityScope,
  from: string,
  to: string,
  /** The range's openings where the caller has read them already (the dashboard's floors and units). */
  openingRows: Promise<OpeningRow[]> = openingsBetween(ctx.deps.db, facility.id, from, to).then((rows) => rows),
): Promise<RawDay[]> {
  const facilityId = facility.id;
  const { db, ports } = ctx.deps;
  const now = ctx.deps.clock.now();
  const days = new Map<string, RawDay>();
  for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, emptyDay(d));
  const day = (date: string) => days.get(date)!;

  const [openings, patients, budget, worked, bookings, overtime] = await Promise.all([
    openingRows,
    censusBetween(db, facilityId, from, to),
    budgetedHoursBetween(db, facilityId, from, to),
    // Actual hours are what approved timecards say was worked (issue 12), in each calendar day.
    ports.timekeeping.approvedMinutesByDay(db, facility, { from, to }),
    bookingsBetween(db, facility, from, to, now),
    ports.overtime.minutesByDay(db, facilityId, from, to),
  ]);

  for (const o of openings) {
    const d = day(o.date);
    d.total += o.total;
    d.filled += o.filled;
  }
  for (const p of patients) day(p.date).patientDays = p.count;
  for (const b of budget) day(b.date).budgetedHours = Number(b.hours);
  for (const [date, minutes] of worked) day(date).actualMinutes = minutes;
  for (const [date, minutes] of overtime) day(date).overtimeMinutes = minutes;
  for (const b of bookings) {
    const d = day(b.date);
    const cents = b.hours * b.rateCents;
    d.confirmedHours += b.hours;
    d.spentCents += cents;
    if (b.workerType === 'EN') d.externalHours += b.hours;
    else if (b.workerType === 'AN') {
      d.agencyHours += b.hours;
      d.agencySpendCents += cents;
    } else d.internalHours += b.hours;
  }
  return [...days.values()];
}

/**
 * The figures of some days together. Each day rounds once (hours to hundredths, money to cents)
 * and a range adds its rounded days (decision 072), so the days a chart or a table shows add up to
 * the card exactly; HPPD is then the range's hours over its patient days.
 */
export function figuresOf(days: readonly RawDay[]): Figures {
  const hundredths = (hours: number) => Math.round(roundTo(hours, 2) * 100);
  const hours = (pick: (d: RawDay) => number) => days.reduce((n, d) => n + hundredths(pick(d)), 0) / 100;
  const cents = (pick: (d: RawDay) => number) => fromCents(days.reduce((n, d) => n + Math.round(pick(d)), 0));
  const budgetedDays = days.filter((d) => d.budgetedHours !== null);
  const patientDays = days.reduce<number | null>((n, d) => plusNullable(n, d.patientDays), null);
  const budgeted = budgetedDays.length === 0 ? null : hours((d) => d.budgetedHours!);
  const confirmed = hours((d) => d.confirmedHours);
  const actual = hours((d) => hoursOf(d.actualMinutes));
  const filled = days.reduce((n, d) => n + d.filled, 0);
  const total = days.reduce((n, d) => n + d.total, 0);
  return {
    patient_days: patientDays,
    hours: { budgeted, confirmed, actual },
    hppd: {
      confirmed: ratio(confirmed, patientDays),
      budgeted: ratio(budgeted, patientDays),
      actual: ratio(actual, patientDays),
    },
    open_positions: { filled, total, percentage: percentage(filled, total) },
    total_spent: cents((d) => d.spentCents),
    external_hours: hours((d) => d.externalHours),
    agency_hours: hours((d) => d.agencyHours),
    agency_spend: cents((d) => d.agencySpendCents),
    internal_hours: hours((d) => d.internalHours),
    overtime_hours: hours((d) => hoursOf(d.overtimeMinutes)),
  };
}

export const dayFiguresOf = (day: RawDay): DayFigures => ({ date: day.date, ...figuresOf([day]) });

/**
 * Several facilities' figures together (the corporation's): hours, counts and money are sums of
 * what each facility shows, HPPD is the summed hours over the summed patient days, never an
 * average of ratios.
 */
export function sumFigures(all: readonly Figures[]): Figures {
  const add = (pick: (f: Figures) => number) =>
    roundTo(
      all.reduce((s, f) => s + pick(f), 0),
      2,
    );
  const addNullable = (pick: (f: Figures) => number | null) => all.reduce<number | null>((s, f) => plusNullable(s, pick(f)), null);
  const money = (pick: (f: Figures) => number) => fromCents(all.reduce((s, f) => s + toCents(pick(f)), 0));
  const patientDays = addNullable((f) => f.patient_days);
  const budgetedSum = addNullable((f) => f.hours.budgeted);
  const budgeted = budgetedSum === null ? null : roundTo(budgetedSum, 2);
  const confirmed = add((f) => f.hours.confirmed);
  const actual = add((f) => f.hours.actual);
  const filled = all.reduce((s, f) => s + f.open_positions.filled, 0);
  const total = all.reduce((s, f) => s + f.open_positions.total, 0);
  return {
    patient_days: patientDays,
    hours: { budgeted, confirmed, actual },
    hppd: { confirmed: ratio(confirmed, patientDays), budgeted: ratio(budgeted, patientDays), actual: ratio(actual, patientDays) },
    open_positions: { filled, total, percentage: percentage(filled, total) },
    total_spent: money((f) => f.total_spent),
    external_hours: add((f) => f.external_hours),
    agency_hours: add((f) => f.agency_hours),
    agency_spend: money((f) => f.agency_spend),
    internal_hours: add((f) => f.internal_hours),
    overtime_hours: add((f) => f.overtime_hours),
  };
}
