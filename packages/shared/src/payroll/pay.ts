/**
 * The pay of one pay period (issue 14, docs/decisions/030-payroll.md). Pure: it is handed the
 * APPROVED timecards of the period (and of the rest of any overtime period that overlaps it), the
 * approved PTO, the people and the facility's overtime rule, and answers one line per person with
 * minutes and cents. Overtime comes from the one engine (`timekeeping/overtime.ts`); this file
 * only prices what the engine splits. A shift that crosses the pay period's first or last
 * midnight pays the minutes on each side in that side's period (decision 055).
 */
import { addDays, daysBetween } from '../format/wall-clock';
import type { DifferentialType, WorkerType } from '../lookups';
import type { PayPeriod } from '../timekeeping/worked-time';
import { overtimePeriodOf, splitOvertime, type OvertimeSettings, type SegmentSplit, type WorkedSegment } from '../timekeeping/overtime';
import { cutAtDateLines, cutAtWorkLines } from '../timekeeping/work-calendar';

/** Who the run pays and how: walk-ins are booked and paid like the facility's own staff (decision 003). */
export type PayrollWorkerType = Exclude<WorkerType, 'WN'>;
export const payrollWorkerTypeOf = (type: WorkerType): PayrollWorkerType => (type === 'WN' ? 'IN' : type);

export type PayrollPerson = {
  employeeId: string;
  workerType: WorkerType;
  /** The employee's own hourly rate today: the rate of any day her pay history does not reach. */
  hourlyRateCents: number;
  /**
   * Her pay history (decision 064), oldest first: each rate is in force from its date until the
   * next one's, the first also on the days before it. Empty when her pay never changed.
   */
  hourlyRates?: readonly HourlyRateFrom[];
  agencyId: string | null;
};

/** An hourly rate in force from a facility-local date on. */
export type HourlyRateFrom = { from: string; cents: number };

/**
 * The employee's own hourly rate on a facility-local date (decision 064): IN and WN pay, PTO, and
 * the stand-in where a position has no rate are priced at the rate in force on the day worked.
 */
export function rateOn(person: PayrollPerson, date: string): number {
  const rates = person.hourlyRates ?? [];
  let found = rates[0];
  for (const r of rates) if (r.from <= date) found = r;
  return found?.cents ?? person.hourlyRateCents;
}

/** One approved timecard with what its position says about pay. */
export type PayrollShift = {
  /** The timecard's booking (assignment) id. */
  id: string;
  employeeId: string;
  /** The facility-local date the shift starts on (the timecard's work date). */
  workDate: string;
  startsAt: Date;
  endsAt: Date;
  /** Worked minutes after rounding and the meal. */
  minutes: number;
  /** The position's external (marketplace) rate per hour. */
  positionRateCents: number | null;
  agencyRateCents: number | null;
  specialShift: boolean;
  differentialType: DifferentialType | null;
  /** In hundredths, as stored: cents per hour for FR, basis points for BP. */
  differentialValue: number | null;
};

/** An approved PTO request: `minutes` spread evenly over its days (the first days take the remainder). */
export type PayrollPto = { employeeId: string; startDate: string; endDate: string; minutes: number };

export type PayrollInput = {
  period: PayPeriod;
  settings: OvertimeSettings;
  people: readonly PayrollPerson[];
  /**
   * Approved timecards of every overtime period the pay period touches: the days before it can
   * push it into overtime, and a night across the period's first or last midnight pays here the
   * minutes on this side of it.
   */
  shifts: readonly PayrollShift[];
  pto: readonly PayrollPto[];
};

/** One shift of a line, priced: what an agency statement lists. */
export type PricedShift = {
  id: string;
  workDate: string;
  minutes: number;
  rateCents: number;
  /** The shift's share of the line's worked pay: the shares of a line add up to its worked pay exactly. */
  amountCents: number;
};

/**
 * One overtime period's regular rate (docs/decisions/051-regular-rate.md): the straight-time pay
 * of every hour worked in the period, differentials included, over those hours (29 CFR 778.109,
 * 778.115, 778.207); the law's premium is half that rate per overtime hour and the whole rate per
 * double-time hour. `adjustmentCents` is what the premium needs beyond 1.5x and 2x the shifts'
 * base rates, which the overtime and double-time components already pay.
 */
export type RegularRatePeriod = {
  start: string;
  end: string;
  /** Every minute worked in the period, the other pay period's days of it included: the rate's divisor. */
  workedMinutes: number;
  straightCents: number;
  /** Rounded to the cent to be shown; the premium is computed from the exact quotient. */
  regularRateCents: number;
  /** The pay period's overtime and double-time minutes in this overtime period. */
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  premiumCents: number;
  adjustmentCents: number;
};

export type PayrollLine = {
  employeeId: string;
  workerType: PayrollWorkerType;
  agencyId: string | null;
  regularMinutes: number;
  overtimeMinutes: number;
  doubleTimeMinutes: number;
  differentialMinutes: number;
  ptoMinutes: number;
  /** The base rate: the minutes-weighted rate of the shifts (the employee's, a position's; one rate unless it changed). */
  rateCents: number;
  regularCents: number;
  overtimeCents: number;
  doubleTimeCents: number;
  differentialCents: number;
  /** The regular-rate adjustment: the sum of the periods' `adjustmentCents`. */
  overtimeAdjustmentCents: number;
  ptoCents: number;
  grossCents: number;
  shifts: PricedShift[];
  /** The periods in which the pay period has overtime or double time. */
  regularRates: RegularRatePeriod[];
};

/**
 * Every component is summed exactly in 1/SCALE of a cent, then rounded half up to a cent once
 * per component and line: 1.5 and 2 are 3/2 and 4/2, and a BP differential is a rate times
 * basis points over 10,000, so SCALE = 60 minutes x 2 x 10,000 keeps every term an integer.
 */
const SCALE = 60 * 2 * 10_000;
const PER_MINUTE = SCALE / 60;
const roundOnce = (exact: number) => Math.floor((exact + SCALE / 2) / SCALE);

/** The base rate of a shift for a worker type: the position's external or agency rate, else the employee's. */
export function baseRateOf(type: PayrollWorkerType, person: PayrollPerson, shift: PayrollShift): number {
  if (type === 'EN') return shift.positionRateCents ?? rateOn(person, shift.workDate);
  if (type === 'AN') return shift.agencyRateCents ?? rateOn(person, shift.workDate);
  return rateOn(person, shift.workDate);
}

/**
 * The differential of a special shift per minute, in 1/SCALE of a cent: FR is cents per hour, BP
 * a share of the base rate. Only the facility's own staff earn it (spec 001: the differential
 * field shows only when Internal and Special Shift are on).
 */
function differentialPerMinute(type: PayrollWorkerType, shift: PayrollShift, rateCents: number): number {
  if (type !== 'IN' || !shift.specialShift || !shift.differentialType || !shift.differentialValue) return 0;
  return shift.differentialType === 'BP'
    ? (rateCents * shift.differentialValue * PER_MINUTE) / 10_000
    : shift.differentialValue * PER_MINUTE;
}

/** Days from `start` to `end`, both included. */
const daysOf = (start: string, end: string) => daysBetween(start, end) + 1;

/** The minutes of an approved request on each of its days that fall in the period. */
export function ptoDaysIn(request: PayrollPto, period: PayPeriod): { date: string; minutes: number }[] {
  const days = daysOf(request.startDate, request.endDate);
  const each = Math.floor(request.minutes / days);
  const extra = request.minutes - each * days;
  const found: { date: string; minutes: number }[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(request.startDate, i);
    if (date >= period.start && date <= period.end) found.push({ date, minutes: each + (i < extra ? 1 : 0) });
  }
  return found;
}

/** The minutes of an approved request that fall on days of the period. */
export const ptoMinutesIn = (request: PayrollPto, period: PayPeriod): number =>
  ptoDaysIn(request, period).reduce((sum, d) => sum + d.minutes, 0);

/**
 * Splits `total` cents over shares proportional to `weights` so that they add up to it exactly:
 * each takes its floor, and the cents left go to the largest remainders (earliest first on ties).
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** `num / den` rounded half up to a whole number, exactly: a period's products outgrow a double's integers. */
const roundRatio = (num: bigint, den: bigint): number => Number((2n * num + den) / (2n * den));

/**
 * A shift's part inside one workday and one overtime period, filed in the period the engine files
 * it in (decision 050); `paid` when it falls inside the pay period.
 */
type PayPiece = WorkedSegment & { shift: PayrollShift; period: string; paid: boolean };

/**
 * Each shift cut first at the pay period's lines (its first and last facility-local midnights),
 * then each side at the workday and workweek lines. Each side's minutes are its calendar days'
 * shares, which do not depend on the period asked for: two adjacent runs pay a crossing night's
 * minutes exactly once between them (decision 055).
 */
function piecesOf(shifts: readonly PayrollShift[], settings: OvertimeSettings, period: PayPeriod): PayPiece[] {
  const side = (date: string) => (date < period.start ? 'before' : date > period.end ? 'after' : 'paid');
  return shifts.flatMap((shift) =>
    cutAtDateLines(shift.startsAt, shift.endsAt, shift.minutes, settings.calendar.zone, side)
      .flatMap((part) => cutAtWorkLines(part.startsAt, part.endsAt, part.minutes, settings.calendar).map((p) => ({ ...p, part })))
      .map(({ part, ...p }, i) => ({
        id: `${shift.id}#${i}`,
        workDate: p.workDate,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        minutes: p.minutes,
        source: 'ACTUAL' as const,
        shift,
        period: settings.rule === 'EIGHT_EIGHTY' ? overtimePeriodOf(p.workDate, settings).start : p.weekStart,
        paid: side(part.date) === 'paid',
      })),
  );
}

/** What one overtime period adds up, in 1/SCALE of a cent: `premiumUnits` counts an overtime minute once and a double-time minute twice. */
type PeriodSums = {
  start: string;
  end: string;
  worked: number;
  straight: number;
  overtime: number;
  doubleTime: number;
  premiumUnits: number;
  paidUnits: number;
};

/**
 * The regular rate of a period and what it adds to the pay period's overtime (29 CFR 778.115,
 * 778.207): the law's premium is straight / worked x (overtime + 2 x double time) / 2; the
 * overtime and double-time components already pay half (and all) of each shift's base rate on
 * top of straight time, so the adjustment is the rest. It is never negative: where an overtime
 * hour's own rate is above the average, 1.5x that rate stays (decision 030), more than the law asks.
 */
function regularRateOf(p: PeriodSums): RegularRatePeriod {
  const den = BigInt(2 * p.worked * SCALE);
  const lawUnits = BigInt(p.straight) * BigInt(p.premiumUnits);
  const beyond = lawUnits - BigInt(p.worked) * BigInt(p.paidUnits);
  return {
    start: p.start,
    end: p.end,
    workedMinutes: p.worked,
    straightCents: roundOnce(p.straight),
    regularRateCents: roundRatio(BigInt(p.straight) * 60n, BigInt(p.worked * SCALE)),
    overtimeMinutes: p.overtime,
    doubleTimeMinutes: p.doubleTime,
    premiumCents: roundRatio(lawUnits, den),
    adjustmentCents: beyond > 0n ? roundRatio(beyond, den) : 0,
  };
}

/** The lines of a pay period, one per person with worked minutes or PTO in it, ordered as `people`. */
export function computePayroll(input: PayrollInput): PayrollLine[] {
  const { period, settings } = input;
  const shiftsOf = new Map<string, PayrollShift[]>();
  for (const s of input.shifts) shiftsOf.set(s.employeeId, [...(shiftsOf.get(s.employeeId) ?? []), s]);
  const ptoOf = new Map<string, { date: string; minutes: number }[]>();
  for (const r of input.pto) ptoOf.set(r.employeeId, [...(ptoOf.get(r.employeeId) ?? []), ...ptoDaysIn(r, period)]);

  const lines: PayrollLine[] = [];
  for (const person of input.people) {
    const type = payrollWorkerTypeOf(person.workerType);
    // The pieces go to the engine one by one, so each piece's overtime is known in its own period.
    const pieces = piecesOf(shiftsOf.get(person.employeeId) ?? [], settings, period);
    const byId = new Map(pieces.map((p) => [p.id, p]));
    const result = splitOvertime(pieces, settings);
    const split = result.segments.map((s) => ({ ...s, piece: byId.get(s.id)! }));
    const paid = split.filter((s) => s.piece.paid);
    const ptoDays = ptoOf.get(person.employeeId) ?? [];
    const ptoMinutes = ptoDays.reduce((sum, d) => sum + d.minutes, 0);
    if (paid.every((s) => s.minutes === 0) && ptoMinutes === 0) continue;

    const periods = new Map<string, PeriodSums>();
    const sumsOf = (start: string) => {
      const found = periods.get(start) ?? {
        start,
        end: result.periods.find((p) => p.start === start)!.end,
        worked: 0,
        straight: 0,
        overtime: 0,
        doubleTime: 0,
        premiumUnits: 0,
        paidUnits: 0,
      };
      periods.set(start, found);
      return found;
    };
    const exact = { regular: 0, overtime: 0, doubleTime: 0, differential: 0 };
    const minutes = { regular: 0, overtime: 0, doubleTime: 0, differential: 0, rated: 0 };
    const shiftExact = new Map<PayrollShift, number>();
    const premiumPieces: { s: SegmentSplit & { piece: PayPiece }; units: number }[] = [];
    for (const s of split) {
      const { shift } = s.piece;
      const rate = baseRateOf(type, person, shift);
      const differential = differentialPerMinute(type, shift, rate) * s.minutes;
      const sums = sumsOf(s.piece.period);
      sums.worked += s.minutes;
      sums.straight += s.minutes * rate * PER_MINUTE + differential;
      if (!s.piece.paid) continue;
      const units = s.overtime + 2 * s.doubleTime;
      sums.overtime += s.overtime;
      sums.doubleTime += s.doubleTime;
      sums.premiumUnits += units;
      sums.paidUnits += units * rate * PER_MINUTE;
      const regular = s.regular * rate * PER_MINUTE;
      const overtime = (s.overtime * rate * PER_MINUTE * 3) / 2;
      const doubleTime = s.doubleTime * rate * PER_MINUTE * 2;
      exact.regular += regular;
      exact.overtime += overtime;
      exact.doubleTime += doubleTime;
      exact.differential += differential;
      minutes.regular += s.regular;
      minutes.overtime += s.overtime;
      minutes.doubleTime += s.doubleTime;
      if (differential > 0) minutes.differential += s.minutes;
      minutes.rated += s.minutes * rate;
      shiftExact.set(shift, (shiftExact.get(shift) ?? 0) + regular + overtime + doubleTime + differential);
      if (units > 0) premiumPieces.push({ s, units });
    }
    // Agency nurses are employed by their agency (issue 25): their regular rate is the agency's to pay.
    const regularRates = type === 'AN' ? [] : [...periods.values()].filter((p) => p.premiumUnits > 0).map(regularRateOf);
    for (const { s, units } of premiumPieces) {
      const rr = regularRates.find((r) => r.start === s.piece.period);
      const sums = periods.get(s.piece.period)!;
      if (rr) shiftExact.set(s.piece.shift, shiftExact.get(s.piece.shift)! + (rr.adjustmentCents * SCALE * units) / sums.premiumUnits);
    }
    const worked = minutes.regular + minutes.overtime + minutes.doubleTime;
    // With one rate in the period this is that rate; with a pay change inside it, the minutes-weighted one.
    const rateCents = worked === 0 ? rateOn(person, period.end) : Math.round(minutes.rated / worked);
    const regularCents = roundOnce(exact.regular);
    const overtimeCents = roundOnce(exact.overtime);
    const doubleTimeCents = roundOnce(exact.doubleTime);
    const differentialCents = roundOnce(exact.differential);
    const overtimeAdjustmentCents = regularRates.reduce((sum, r) => sum + r.adjustmentCents, 0);
    // PTO is paid at the rate in force on each day of leave (decision 064).
    const ptoCents = roundOnce(ptoDays.reduce((sum, d) => sum + d.minutes * rateOn(person, d.date) * PER_MINUTE, 0));
    const workedCents = regularCents + overtimeCents + doubleTimeCents + differentialCents + overtimeAdjustmentCents;
    const priced = [...shiftExact.keys()];
    const amounts = allocateCents(
      workedCents,
      priced.map((s) => shiftExact.get(s)!),
    );
    lines.push({
      employeeId: person.employeeId,
      workerType: type,
      agencyId: type === 'AN' ? person.agencyId : null,
      regularMinutes: minutes.regular,
      overtimeMinutes: minutes.overtime,
      doubleTimeMinutes: minutes.doubleTime,
      differentialMinutes: minutes.differential,
      ptoMinutes,
      rateCents,
      regularCents,
      overtimeCents,
      doubleTimeCents,
      differentialCents,
      overtimeAdjustmentCents,
      ptoCents,
      grossCents: workedCents + ptoCents,
      shifts: priced.map((shift, i) => ({
        id: shift.id,
        workDate: shift.workDate,
        minutes: paid.filter((s) => s.piece.shift === shift).reduce((sum, s) => sum + s.minutes, 0),
        rateCents: baseRateOf(type, person, shift),
        amountCents: amounts[i]!,
      })),
      regularRates,
    });
  }
  return lines;
}

export type PayrollTotals = { grossCents: number; payoutCents: number; agencyCents: number; internalCents: number };

/** A run's totals: everything, what leaves the vault (EN), what the agencies invoice (AN), what the payroll provider pays (IN). */
export function payrollTotals(lines: readonly Pick<PayrollLine, 'workerType' | 'grossCents'>[]): PayrollTotals {
  const of = (type: PayrollWorkerType) => lines.filter((l) => l.workerType === type).reduce((sum, l) => sum + l.grossCents, 0);
  return {
    grossCents: lines.reduce((sum, l) => sum + l.grossCents, 0),
    payoutCents: of('EN'),
    agencyCents: of('AN'),
    internalCents: of('IN'),
  };
}
