import { ianaZone, isTimezoneCode } from '../lookups';

/**
 * The one engine for wall-clock arithmetic in facility zones (Intl, no library): the server's
 * shift instants, the form's "has this shift ended" and "today" all come from here. dayjs only
 * formats for display (`date-time.ts`).
 */

/** A spec zone code (EST) or an IANA zone (America/New_York). */
export type Zone = string;
const toIana = (zone: Zone): string => (isTimezoneCode(zone) ? ianaZone(zone) : zone);

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
};

function wallClockParts(at: Date, zone: string) {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    utcOfWallClock: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

const DAY_MS = 86_400_000;
const offsetMs = (at: number, zone: string) => wallClockParts(new Date(at), zone).utcOfWallClock - at;

type WallTime = { before: number; first: number | null };

/**
 * Wall times already resolved, by zone, date and time. The overtime engine asks for the same
 * facility lines (a workday's start, a workweek's) for every segment of every nurse it splits,
 * and each answer costs several Intl calls: a suggestion list at 20,000 employees spent most of
 * its time in process here (decision 056). A zone's rules do not change while a process runs.
 * Emptied when full, so a long-running server keeps only recent dates.
 */
const wallTimes = new Map<string, WallTime>();
const WALL_TIMES_KEPT = 20_000;

/** A wall time's two candidate instants (see `resolveWallTime`), remembered. */
function wallTime(date: string, time: string, zone: Zone): WallTime {
  const key = `${zone}|${date}|${time}`;
  let known = wallTimes.get(key);
  if (!known) {
    if (wallTimes.size >= WALL_TIMES_KEPT) wallTimes.clear();
    known = resolveWallTime(date, time, zone);
    wallTimes.set(key, known);
  }
  return known;
}

/**
 * A wall time's two candidate instants: read with the zone's offset a day before and a day after
 * (every real zone changes its offset at most once within a day), and whether each shows it.
 */
function resolveWallTime(date: string, time: string, zone: Zone): WallTime {
  const iana = toIana(zone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const before = naive - offsetMs(naive - DAY_MS, iana);
  const after = naive - offsetMs(naive + DAY_MS, iana);
  const shown = [before, after].filter((at) => wallClockParts(new Date(at), iana).utcOfWallClock === naive);
  return { before, first: shown.length > 0 ? Math.min(...shown) : null };
}

/**
 * The instant a facility's wall clock showed `date` `time` (`YYYY-MM-DD`, `HH:mm`), or null when
 * it never showed it (the hour skipped when clocks spring forward). When it showed it twice (the
 * hour repeated when they fall back), the first: the earlier instant, still on summer time. What
 * an import of another clock's punches reads (decision 053): a punch at a time that never was is
 * a mistake to report.
 */
export function exactZonedInstant(date: string, time: string, zone: Zone): Date | null {
  const { first } = wallTime(date, time, zone);
  return first === null ? null : new Date(first);
}

/**
 * The instant of a facility-local date and time, for times the facility plans (shifts keep the
 * wall clock typed and this instant beside it, so overlap checks and "ongoing" work across zones
 * and daylight-saving changes). As `exactZonedInstant`, except that a time the clocks skip (02:30
 * on the spring-forward night) is moved forward by the skipped hour (03:30), never backward, as
 * Temporal's "compatible" choice does (issue 25).
 */
export function zonedInstant(date: string, time: string, zone: Zone): Date {
  const { before, first } = wallTime(date, time, zone);
  // The offset before the change carries a skipped time past it, by the hour skipped.
  return new Date(first ?? before);
}

/** The facility-local calendar date of an instant, `YYYY-MM-DD`. */
export const zonedDate = (at: Date, zone: Zone): string => wallClockParts(at, toIana(zone)).date;

/** Calendar arithmetic on `YYYY-MM-DD`, free of any zone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`, negative when `to` is earlier), free of any zone. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Weekday of a `YYYY-MM-DD` date, 0 = Sunday as in the spec. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
