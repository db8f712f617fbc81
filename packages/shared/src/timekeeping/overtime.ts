import { addDays, daysBetween, weekdayOf } from '../format/wall-clock';
import type { OvertimeRule } from './values';
import { cutAtWorkLines, weekStartDateOf, workdayOf, workweekOf, workweekStart, type WorkCalendar } from './work-calendar';

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
  /** The facility-local date the shift starts on (the booking's day); its minutes count on the workdays they fall in. */
  workDate: string;
  startsAt: Date;
  endsAt: Date;
  /** Paid minutes: the timecard's worked minutes, or the scheduled length less the meal. */
  minutes: number;
  source: 'ACTUAL' | 'SCHEDULED';
};

/** The facility's rule, its 8/80 anchor (a date on the workweek's start day) and where its workweek and workday begin. */
export type OvertimeSettings = { rule: OvertimeRule; payPeriodAnchor: string; calendar: WorkCalendar };

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
 * The period a workday's overtime is computed over, by the dates it begins and ends on: the
 * facility's workweek for FLSA and California, the 14 days from its pay-period anchor for 8 and 80.
 */
export function overtimePeriodOf(date: string, settings: OvertimeSettings): { start: string; end: string } {
  if (settings.rule === 'EIGHT_EIGHTY') {
    const offset = ((daysBetween(settings.payPeriodAnchor, date) % 14) + 14) % 14;
    const start = addDays(date, -offset);
    return { start, end: addDays(start, 13) };
  }
  const start = weekStartDateOf(date, settings.calendar);
  return { start, end: addDays(start, 6) };
}

/** The period running at an instant: the workweek (or 8/80 fortnight) whose lines hold it. */
export function overtimePeriodAt(at: Date, settings: OvertimeSettings): { start: string; end: string } {
  const date = settings.rule === 'EIGHT_EIGHTY' ? workdayOf(at, settings.calendar) : workweekOf(at, settings.calendar);
  return overtimePeriodOf(date, settings);
}

/** The Sunday that starts the spec's calendar week of a date (the roster's and Fill week's weeks). */
export const weekStartOf = (date: string) => addDays(date, -weekdayOf(date));

/**
 * The first date of the week the overtime pages show for a date: the facility's workweek, or
 * under 8 and 80 the week of its fortnight (which begins on the anchor's weekday), so that a week
 * always lies inside one period.
 */
export const overtimeWeekStartOf = (date: string, settings: OvertimeSettings): string =>
  settings.rule === 'EIGHT_EIGHTY'
    ? addDays(date, -(((daysBetween(settings.payPeriodAnchor, date) % 7) + 7) % 7))
    : weekStartDateOf(date, settings.calendar);

/** The figures of the period that begins on `start`, from a result that may hold its neighbours' too. */
export const periodSplitOf = (result: OvertimeResult | undefined, start: string): PeriodSplit | undefined =>
  result?.periods.find((p) => p.start === start);

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

/** Workdays on which the employee worked (any minute). */
const workedDays = (segments: readonly WorkedSegment[]) => new Set(segments.filter((s) => s.minutes > 0).map((s) => s.workDate));

/** A segment's part inside one workday and one period; the rules count pieces. */
type Piece = WorkedSegment & { segment: WorkedSegment; period: string };

/** Each segment cut at the facility's workday and workweek lines, in the order worked. */
function piecesOf(segments: readonly WorkedSegment[], settings: OvertimeSettings): Piece[] {
  const pieces = segments.flatMap((segment) =>
    cutAtWorkLines(segment.startsAt, segment.endsAt, segment.minutes, settings.calendar).map((p, i) => ({
      ...segment,
      id: `${segment.id}#${i}`,
      workDate: p.workDate,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      minutes: p.minutes,
      segment,
      // 8 and 80's fortnight begins at a workday line; the workweek at its own.
      period: settings.rule === 'EIGHT_EIGHTY' ? overtimePeriodOf(p.workDate, settings).start : p.weekStart,
    })),
  );
  return pieces.sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() || a.segment.workDate.localeCompare(b.segment.workDate) || a.id.localeCompare(b.id),
  );
}

/**
 * Splits one employee's segments at one facility. Each segment is cut where the facility's
 * workdays and workweeks begin (decision 050), and each period is computed on its own (an
 * employee's week before does not change this one), from the segments given, so pass whole
 * periods (`overtimePeriodOf`) for figures that match the payroll. Segments come back whole, with
 * the minutes of all their pieces; days and periods are the workdays and periods the pieces fell in.
 */
export function splitOvertime(segments: readonly WorkedSegment[], settings: OvertimeSettings): OvertimeResult {
  const byPeriod = new Map<string, Piece[]>();
  for (const p of piecesOf(segments, settings)) byPeriod.set(p.period, [...(byPeriod.get(p.period) ?? []), p]);
  const pieceSplits: (Piece & HoursSplit)[] = [];
  const periods: PeriodSplit[] = [];
  for (const [start, inPeriod] of [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const run: Running = { day: new Map(), straight: 0 };
    const worked = workedDays(inPeriod);
    // The seventh day (California): the workweek's seventh workday, when each of the six before was worked.
    const firstDay = workdayOf(workweekStart(start, settings.calendar), settings.calendar);
    const seventhDay = addDays(firstDay, 6);
    const seventhWorked = [0, 1, 2, 3, 4, 5].every((n) => worked.has(addDays(firstDay, n)));
    const period: PeriodSplit = { start, end: overtimePeriodOf(start, settings).end, worked: 0, headroom: 0, ...zero() };
    for (const p of inPeriod) {
      const split =
        settings.rule === 'FLSA_WEEKLY'
          ? flsa(p, run)
          : settings.rule === 'EIGHT_EIGHTY'
            ? eightEighty(p, run)
            : california(p, run, seventhWorked && p.workDate === seventhDay);
      pieceSplits.push({ ...p, ...split });
      add(period, split);
      period.worked += p.minutes;
    }
    const threshold = settings.rule === 'EIGHT_EIGHTY' ? PERIOD_THRESHOLD_MINUTES : WEEKLY_THRESHOLD_MINUTES;
    period.headroom = Math.max(0, threshold - run.straight);
    periods.push(period);
  }
  const bySegment = new Map<WorkedSegment, SegmentSplit>();
  const days = new Map<string, DaySplit>();
  const total = zero();
  for (const p of pieceSplits) {
    const whole = bySegment.get(p.segment) ?? { ...p.segment, ...zero() };
    add(whole, p);
    bySegment.set(p.segment, whole);
    const day = days.get(p.workDate) ?? { date: p.workDate, worked: 0, ...zero() };
    add(day, p);
    day.worked += p.minutes;
    days.set(p.workDate, day);
    add(total, p);
  }
  const segmentsOut = [...bySegment.values()].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.workDate.localeCompare(b.workDate) || a.id.localeCompare(b.id),
  );
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
  // Only the periods the booking falls in change, so the difference of the totals is its own.
  const others = existing.filter((s) => s.id !== added.id);
  const before = splitOvertime(others, settings).total;
  const after = splitOvertime([...others, added], settings).total;
  return {
    minutes: overtimeMinutesOf(after) - overtimeMinutesOf(before),
    costCents: overtimeCostCents(after, rateCents) - overtimeCostCents(before, rateCents),
  };
}
