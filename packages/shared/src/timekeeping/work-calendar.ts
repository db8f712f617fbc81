import { addDays, weekdayOf, zonedDate, zonedInstant, type Zone } from '../format/wall-clock';

/**
 * Where a facility's workweek and workday begin, in its zone (issue 25, decision 050). The law
 * counts hours inside fixed periods the employer chooses, not by the day a shift starts on:
 * - FLSA: the workweek is "a fixed and regularly recurring period of 168 hours — seven consecutive
 *   24-hour periods", which "may begin on any day and at any hour of the day" (29 CFR 778.105);
 * - California: the workday is "any consecutive 24-hour period commencing at the same time each
 *   calendar day", the workweek "any seven consecutive days, starting with the same calendar day
 *   each week" (Labor Code 500(a), (b));
 * - 8 and 80: the 14-day period is "a fixed period of 14 consecutive days" (29 CFR 778.601(a)).
 * A shift that crosses one of those lines has its minutes counted on each side.
 */
export type WorkCalendar = {
  zone: Zone;
  /** 0 = Sunday, as the spec counts weekdays: the day the workweek begins. */
  weekStartDay: number;
  /** `HH:mm`, facility-local, the workweek begins on that day. */
  weekStartTime: string;
  /** `HH:mm`, facility-local: each workday is the 24 hours from this time (23 or 25 across a DST change). */
  dayStartTime: string;
};

/** What a facility keeps until it chooses otherwise: Sunday 00:00 and midnight, as the spec's weeks run. */
export const defaultWorkLines = { weekStartDay: 0, weekStartTime: '00:00', dayStartTime: '00:00' } as const;

/** The workday holding an instant, named by the facility-local date its 24 hours begin on. */
export function workdayOf(at: Date, calendar: WorkCalendar, date = zonedDate(at, calendar.zone)): string {
  return at.getTime() < zonedInstant(date, calendar.dayStartTime, calendar.zone).getTime() ? addDays(date, -1) : date;
}

/** The instant a workday begins. */
export const workdayStart = (day: string, calendar: WorkCalendar): Date => zonedInstant(day, calendar.dayStartTime, calendar.zone);

/** The date a workweek holding facility-local `date` begins on (the week's first calendar day). */
export const weekStartDateOf = (date: string, calendar: Pick<WorkCalendar, 'weekStartDay'>): string =>
  addDays(date, -((weekdayOf(date) - calendar.weekStartDay + 7) % 7));

/** The instant a workweek that begins on `start` (a date on the week's start day) begins. */
export const workweekStart = (start: string, calendar: WorkCalendar): Date => zonedInstant(start, calendar.weekStartTime, calendar.zone);

/** The workweek holding an instant, named by the date it begins on. */
export function workweekOf(at: Date, calendar: WorkCalendar, date = zonedDate(at, calendar.zone)): string {
  const start = weekStartDateOf(date, calendar);
  return at.getTime() < workweekStart(start, calendar).getTime() ? addDays(start, -7) : start;
}

/** A stretch of time cut so that it lies inside one workday and one workweek. */
export type WorkPiece = { startsAt: Date; endsAt: Date; workDate: string; weekStart: string; minutes: number };

/**
 * Cuts [startsAt, endsAt) at every workday and workweek line and shares `minutes` (the paid
 * minutes: worked time less the meal) among the pieces in proportion to their length, by largest
 * remainder, so the pieces add up to exactly `minutes`. Where the meal fell is not recorded, so
 * it is taken from each side alike. An empty stretch is one piece.
 */
export function cutAtWorkLines(startsAt: Date, endsAt: Date, minutes: number, calendar: WorkCalendar): WorkPiece[] {
  const start = startsAt.getTime();
  const end = Math.max(start, endsAt.getTime());
  const first = zonedDate(startsAt, calendar.zone);
  // Each line inside the stretch begins a piece, and names its workday or workweek: the pieces are
  // labelled from the lines, not by reading the zone again for each (the hot path of suggestions).
  const lines = new Map<number, { workDate?: string; weekStart?: string }>();
  const mark = (line: number, label: { workDate?: string; weekStart?: string }) => {
    if (line > start && line < end) lines.set(line, { ...lines.get(line), ...label });
  };
  // Lines fall on the calendar dates the stretch touches (and the day before, for a late start time).
  for (let day = addDays(first, -1); ; day = addDays(day, 1)) {
    const dayLine = workdayStart(day, calendar).getTime();
    const weekLine = weekdayOf(day) === calendar.weekStartDay ? workweekStart(day, calendar).getTime() : NaN;
    mark(dayLine, { workDate: day });
    if (!Number.isNaN(weekLine)) mark(weekLine, { weekStart: day });
    if (dayLine >= end && !(weekLine < end)) break;
  }
  const bounds = [start, ...[...lines.keys()].sort((a, b) => a - b), end];
  const spans = bounds.slice(1).map((b, i) => b - bounds[i]!);
  const shares = shareByLength(minutes, spans);
  let label = { workDate: workdayOf(startsAt, calendar, first), weekStart: workweekOf(startsAt, calendar, first) };
  return spans.map((_, i) => {
    if (i > 0) label = { ...label, ...lines.get(bounds[i]!) };
    return { startsAt: new Date(bounds[i]!), endsAt: new Date(bounds[i + 1]!), ...label, minutes: shares[i]! };
  });
}

/** `total` shared in proportion to `weights` in whole units that add up to it (largest remainder). */
function shareByLength(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A stretch of time's paid minutes that fall on one run of facility-local calendar dates. */
export type DatePiece = { date: string; startsAt: Date; endsAt: Date; minutes: number };

/**
 * Cuts [startsAt, endsAt) at the facility's midnights (the default lines: midnight workdays and a
 * Sunday-midnight week, so every cut is a midnight), then joins neighbouring days with the same
 * `keyOf(date)` back together: by date, the minutes of each calendar day (dashboard, corporate
 * view); by pay period, the minutes of each period (payroll). `date` is the piece's first date.
 * Days of 23 and 25 hours keep the wall clock's length, and the pieces add up to `minutes`
 * exactly whatever the key, since each day's share is fixed before they are joined (decision 055).
 */
export function cutAtDateLines(
  startsAt: Date,
  endsAt: Date,
  minutes: number,
  zone: Zone,
  keyOf: (date: string) => string = (date) => date,
): DatePiece[] {
  const pieces: DatePiece[] = [];
  let key: string | undefined;
  for (const p of cutAtWorkLines(startsAt, endsAt, minutes, { zone, ...defaultWorkLines })) {
    const last = pieces.at(-1);
    if (last && keyOf(p.workDate) === key) {
      last.endsAt = p.endsAt;
      last.minutes += p.minutes;
    } else pieces.push({ date: p.workDate, startsAt: p.startsAt, endsAt: p.endsAt, minutes: p.minutes });
    key = keyOf(p.workDate);
  }
  return pieces;
}
