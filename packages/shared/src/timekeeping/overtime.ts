import { addDays, daysBetween, weekdayOf } from '../format/wall-clock';
import type { OvertimeRule } from './values';

/**
 * The overtime engine (issue 12, docs/decisions/022-overtime.md). Pure: it is handed an employee's
 * worked segments at one facility and the facility's rule, and answers how many of those minutes
 * are regular, overtime (1.5x) and double time (2x). Every minute is counted once, at the highest
 * rate any rule gives it (no pyramiding). Minutes are attributed in the order they were worked,
 * so the shift that crosses a threshold is the one that carries the overtime.
 */

/** One booking's time: from its timecard when it has happened, from the schedule when not. */
export type WorkedSegment = {
  /** The booking (assignment) id. */
  id: string;
  /** The facility-local date the shift starts on: all its minutes count on this day, midnight or not. */
  workDate: string;
  startsAt: Date;
  endsAt: Date;
  /** Paid minutes: the timecard's worked minutes, or the scheduled length less the meal. */
  minutes: number;
  source: 'ACTUAL' | 'SCHEDULED';
};

export type OvertimeSettings = { rule: OvertimeRule; payPeriodAnchor: string };

/** Minutes at each rate. */
export type HoursSplit = { regular: number; overtime: number; doubleTime: number };

export type SegmentSplit = WorkedSegment & HoursSplit;
export type DaySplit = HoursSplit & { date: string; worked: number };
/**
 * One overtime period (the workweek, or the 8/80 rule's 14 days) with its totals. `headroom` is
 * how many more regular minutes the period's threshold allows (40 or 80 hours); 0 once it is reached.
 */
export type PeriodSplit = HoursSplit & { start: string; end: string; worked: number; headroom: number };

export type OvertimeResult = { segments: SegmentSplit[]; days: DaySplit[]; periods: PeriodSplit[]; total: HoursSplit };

const H = 60;
/** FLSA and California: hours over 40 in the workweek. */
export const WEEKLY_THRESHOLD_MINUTES = 40 * H;
/** 29 CFR 778.601: over 8 in a workday, over 80 in the 14-day period. */
export const DAILY_THRESHOLD_MINUTES = 8 * H;
export const PERIOD_THRESHOLD_MINUTES = 80 * H;
/** California: over 12 in a workday is double time. */
export const DAILY_DOUBLE_TIME_MINUTES = 12 * H;
/** "Near overtime": within this many hours of the period's threshold (the /overtime list, the card). */
export const NEAR_OVERTIME_MINUTES = 8 * H;

export const OVERTIME_MULTIPLIER = 1.5;
export const DOUBLE_TIME_MULTIPLIER = 2;

/**
 * The period a work date's overtime is computed over: the Sunday-to-Saturday workweek for FLSA
 * and California, the 14 days from the facility's pay-period anchor (a Sunday) for 8 and 80.
 */
export function overtimePeriodOf(date: string, settings: OvertimeSettings): { start: string; end: string } {
  if (settings.rule === 'EIGHT_EIGHTY') {
    const offset = ((daysBetween(settings.payPeriodAnchor, date) % 14) + 14) % 14;
    const start = addDays(date, -offset);
    return { start, end: addDays(start, 13) };
  }
  const start = addDays(date, -weekdayOf(date));
  return { start, end: addDays(start, 6) };
}

/** The Sunday that starts the workweek of a date. */
export const weekStartOf = (date: string) => addDays(date, -weekdayOf(date));

const zero = (): HoursSplit => ({ regular: 0, overtime: 0, doubleTime: 0 });
const add = (into: HoursSplit, more: HoursSplit) => {
  into.regular += more.regular;
  into.overtime += more.overtime;
  into.doubleTime += more.doubleTime;
};

/**
 * Splits `minutes` worked after `done` minutes of the same count into the part below `limit` and
 * the part above it: the minutes that cross a threshold in the middle of a shift.
 */
const below = (done: number, minutes: number, limit: number) => Math.max(0, Math.min(minutes, limit - done));

type Running = { day: Map<string, number>; straight: number };

/** FLSA: regular until 40 hours of the week, overtime after. */
function flsa(segment: WorkedSegment, run: Running): HoursSplit {
  const regular = below(run.straight, segment.minutes, WEEKLY_THRESHOLD_MINUTES);
  run.straight += regular;
  return { regular, overtime: segment.minutes - regular, doubleTime: 0 };
}

/**
 * 8 and 80: minutes over 8 in the day are overtime; the others count toward 80 in the period and
 * are overtime beyond it. Daily overtime is not counted again toward the 80, so the period gets
 * the greater of the two computations, never both (29 CFR 778.601(b)).
 */
function eightEighty(segment: WorkedSegment, run: Running): HoursSplit {
  const dayDone = run.day.get(segment.workDate) ?? 0;
  const inDay = below(dayDone, segment.minutes, DAILY_THRESHOLD_MINUTES);
  run.day.set(segment.workDate, dayDone + segment.minutes);
  const regular = below(run.straight, inDay, PERIOD_THRESHOLD_MINUTES);
  run.straight += regular;
  return { regular, overtime: segment.minutes - regular, doubleTime: 0 };
}

/**
 * California (Labor Code 510): in a workday, the first 8 hours regular, 8 to 12 overtime, beyond
 * 12 double time; on the seventh consecutive day of work in the workweek, the first 8 overtime and
 * beyond 8 double time. Regular minutes beyond 40 in the week become overtime; daily overtime and
 * double time do not count toward the 40 (DLSE Enforcement Manual 48.1.2).
 */
function california(segment: WorkedSegment, run: Running, seventhDay: boolean): HoursSplit {
  const dayDone = run.day.get(segment.workDate) ?? 0;
  run.day.set(segment.workDate, dayDone + segment.minutes);
  if (seventhDay) {
    const overtime = below(dayDone, segment.minutes, DAILY_THRESHOLD_MINUTES);
    return { regular: 0, overtime, doubleTime: segment.minutes - overtime };
  }
  const inDay = below(dayDone, segment.minutes, DAILY_THRESHOLD_MINUTES);
  const upToTwelve = below(dayDone, segment.minutes, DAILY_DOUBLE_TIME_MINUTES);
  const regular = below(run.straight, inDay, WEEKLY_THRESHOLD_MINUTES);
  run.straight += regular;
  return { regular, overtime: upToTwelve - regular, doubleTime: segment.minutes - upToTwelve };
}

/** Days of the workweek starting `start` on which the employee worked (any minute). */
const workedDays = (segments: readonly WorkedSegment[]) => new Set(segments.filter((s) => s.minutes > 0).map((s) => s.workDate));

/**
 * Splits one employee's segments at one facility. Segments may span several periods; each period
 * is computed on its own (an employee's week before does not change this one), from the segments
 * given, so pass whole periods (`overtimePeriodOf`) for figures that match the payroll.
 */
export function splitOvertime(segments: readonly WorkedSegment[], settings: OvertimeSettings): OvertimeResult {
  const ordered = [...segments].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.workDate.localeCompare(b.workDate) || a.id.localeCompare(b.id),
  );
  const byPeriod = new Map<string, WorkedSegment[]>();
  for (const s of ordered) {
    const key = overtimePeriodOf(s.workDate, settings).start;
    byPeriod.set(key, [...(byPeriod.get(key) ?? []), s]);
  }
  const splits = new Map<string, SegmentSplit>();
  const periods: PeriodSplit[] = [];
  for (const [start, inPeriod] of [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const run: Running = { day: new Map(), straight: 0 };
    const worked = workedDays(inPeriod);
    const period: PeriodSplit = { start, end: overtimePeriodOf(start, settings).end, worked: 0, headroom: 0, ...zero() };
    for (const s of inPeriod) {
      // The seventh day: Saturday of a workweek in which every earlier day was worked too.
      const seventh =
        settings.rule === 'CALIFORNIA' &&
        weekdayOf(s.workDate) === 6 &&
        [1, 2, 3, 4, 5, 6].every((back) => worked.has(addDays(s.workDate, -back)));
      const split =
        settings.rule === 'FLSA_WEEKLY'
          ? flsa(s, run)
          : settings.rule === 'EIGHT_EIGHTY'
            ? eightEighty(s, run)
            : california(s, run, seventh);
      splits.set(s.id, { ...s, ...split });
      add(period, split);
      period.worked += s.minutes;
    }
    const threshold = settings.rule === 'EIGHT_EIGHTY' ? PERIOD_THRESHOLD_MINUTES : WEEKLY_THRESHOLD_MINUTES;
    period.headroom = Math.max(0, threshold - run.straight);
    periods.push(period);
  }
  const segmentsOut = ordered.map((s) => splits.get(s.id)!);
  const days = new Map<string, DaySplit>();
  const total = zero();
  for (const s of segmentsOut) {
    const day = days.get(s.workDate) ?? { date: s.workDate, worked: 0, ...zero() };
    add(day, s);
    day.worked += s.minutes;
    days.set(s.workDate, day);
    add(total, s);
  }
  return { segments: segmentsOut, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)), periods, total };
}

/** Overtime and double time together: what the cards and lists call "overtime hours". */
export const overtimeMinutesOf = (split: HoursSplit) => split.overtime + split.doubleTime;

export type Pay = { regularCents: number; overtimeCents: number; doubleTimeCents: number; totalCents: number };

/**
 * Pay of a split at an hourly rate in cents: each rate's minutes are priced and rounded to whole
 * cents once (decision 008); the total is the sum of the three, so a page's figures add up.
 */
export function payOf(split: HoursSplit, rateCents: number): Pay {
  const regularCents = Math.round((split.regular * rateCents) / H);
  const overtimeCents = Math.round((split.overtime * rateCents * OVERTIME_MULTIPLIER) / H);
  const doubleTimeCents = Math.round((split.doubleTime * rateCents * DOUBLE_TIME_MULTIPLIER) / H);
  return { regularCents, overtimeCents, doubleTimeCents, totalCents: regularCents + overtimeCents + doubleTimeCents };
}

/** Pay of the overtime and double-time minutes only: what overtime costs. */
export const overtimeCostCents = (split: HoursSplit, rateCents: number) => {
  const pay = payOf(split, rateCents);
  return pay.overtimeCents + pay.doubleTimeCents;
};

export const overtimeStatuses = ['OVERTIME', 'NEAR_OVERTIME'] as const;
export type OvertimeStatus = (typeof overtimeStatuses)[number];

/**
 * OVERTIME once a minute of the period is overtime or double time; NEAR_OVERTIME within 8 hours of
 * the period's threshold (40 hours, or 80 under 8 and 80); null otherwise.
 */
export function overtimeStatusOf(period: Pick<PeriodSplit, 'overtime' | 'doubleTime' | 'headroom'> | undefined): OvertimeStatus | null {
  if (!period) return null;
  if (overtimeMinutesOf({ regular: 0, ...period }) > 0) return 'OVERTIME';
  return period.headroom <= NEAR_OVERTIME_MINUTES ? 'NEAR_OVERTIME' : null;
}

/**
 * What adding one booking does to an employee's period: the overtime (and double-time) minutes it
 * adds and their pay. Minutes it moves from regular to overtime elsewhere in the period count too
 * (a Monday shift booked after Friday's can push Friday past 40 hours).
 */
export function projectOvertime(
  existing: readonly WorkedSegment[],
  added: WorkedSegment,
  settings: OvertimeSettings,
  rateCents: number,
): { minutes: number; costCents: number } {
  const period = overtimePeriodOf(added.workDate, settings);
  const inPeriod = existing.filter((s) => s.workDate >= period.start && s.workDate <= period.end && s.id !== added.id);
  const before = splitOvertime(inPeriod, settings).total;
  const after = splitOvertime([...inPeriod, added], settings).total;
  return {
    minutes: overtimeMinutesOf(after) - overtimeMinutesOf(before),
    costCents: overtimeCostCents(after, rateCents) - overtimeCostCents(before, rateCents),
  };
}
