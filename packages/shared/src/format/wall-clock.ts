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

const offsetMs = (at: number, zone: string) => wallClockParts(new Date(at), zone).utcOfWallClock - at;

/**
 * The instant of a facility-local date and time (`YYYY-MM-DD`, `HH:mm`). Shifts keep the wall
 * clock the facility typed and this instant beside it, so that overlap checks and "ongoing" work
 * across facilities in different zones and across daylight-saving changes. Two passes, because
 * the zone's offset at the naive guess can differ from the offset at the answer near a change.
 */
export function zonedInstant(date: string, time: string, zone: Zone): Date {
  const iana = toIana(zone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - offsetMs(naive, iana);
  return new Date(naive - offsetMs(first, iana));
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

const HOUR_MS = 3_600_000;

/**
 * The instant a facility's wall clock showed `date` `time`, or null when it never showed it (the
 * hour skipped when clocks spring forward). When it showed it twice (the hour repeated when they
 * fall back), the first: the earlier instant, still on summer time. `zonedInstant` cannot tell:
 * it answers a skipped time with an instant an hour earlier. Every real zone changes its offset at
 * most once within a day, so the offsets a day before and a day after are the only candidates.
 */
export function exactZonedInstant(date: string, time: string, zone: Zone): Date | null {
  const iana = toIana(zone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const candidates = [offsetMs(naive - 24 * HOUR_MS, iana), offsetMs(naive + 24 * HOUR_MS, iana)]
    .map((offset) => naive - offset)
    .filter((at) => wallClockParts(new Date(at), iana).utcOfWallClock === naive)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]!) : null;
}
