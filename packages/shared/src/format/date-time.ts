import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { API_DATE_FORMAT, DATE_FORMAT, NOTIFICATION_TIME_FORMAT, TIME_FORMAT } from '../constants';
import { ianaZone, isTimezoneCode, zoneAbbreviation, type TimezoneCode } from '../lookups';
import { productMessages } from '../messages';
import { zonedDate, type Zone } from './wall-clock';

// The `.js` paths: dayjs has no `exports` map, so Node's ESM loader needs the file name.
dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = string | number | Date | dayjs.Dayjs;

export type { Zone };

const toIana = (zone: Zone): string => (isTimezoneCode(zone) ? ianaZone(zone) : zone);

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A strict 'YYYY-MM-DD' calendar day: no zone, no overflow ('2025-02-30' is not one). Plain
 * arithmetic rather than dayjs, because every date in every request and answer is checked.
 */
export const isApiDate = (date: string): boolean => {
  const m = calendarDay.exec(date);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const t = new Date(0);
  t.setUTCFullYear(year, month, day);
  return t.getUTCFullYear() === year && t.getUTCMonth() === month && t.getUTCDate() === day;
};

/** A strict calendar day (isApiDate) at UTC midnight, so that adding days never meets a daylight-saving change. */
export const parseApiDate = (date: string): dayjs.Dayjs | null => (isApiDate(date) ? dayjs.utc(date) : null);

/**
 * The instant in the given zone, or in the runtime's zone when none is given. Strings without
 * an offset are read as UTC: the API sends instants in UTC (DESIGN.md), never local times. A
 * bare calendar day stays that day whatever the zone.
 */
export const inZone = (value: DateInput, zone?: Zone): dayjs.Dayjs => {
  if (typeof value === 'string' && calendarDay.test(value)) {
    const day = parseApiDate(value);
    if (!day) throw new RangeError(`Invalid date: ${value}`);
    return zone ? dayjs.tz(value, toIana(zone)) : dayjs(value);
  }
  const instant = typeof value === 'string' ? dayjs.utc(value) : dayjs(value);
  if (!instant.isValid()) throw new RangeError(`Invalid date: ${String(value)}`);
  return zone ? instant.tz(toIana(zone)) : instant.local();
};

declare const shown: unique symbol;
/**
 * A date as a person reads it, DD/MM/YYYY. Only formatDate makes one, and the messages that show
 * a date take one: an API date ('YYYY-MM-DD') handed to such a message does not compile.
 */
export type ShownDate = string & { readonly [shown]: true };

/** spec 000 section 9: dates shown DD/MM/YYYY. The one formatter of a date shown to a person, on the client and in texts the server sends. */
export const formatDate = (value: DateInput, zone?: Zone): ShownDate => inZone(value, zone).format(DATE_FORMAT) as ShownDate;

/** A pay period or other span of calendar days as shown: '16/11/2026 – 22/11/2026'. */
export const formatDateRange = (start: DateInput, end: DateInput, zone?: Zone): string =>
  productMessages.timesheetPeriod(formatDate(start, zone), formatDate(end, zone));

/** spec 000 section 9: times shown hh:mm A. */
export const formatTime = (value: DateInput, zone?: Zone): string => inZone(value, zone).format(TIME_FORMAT);

/** A moment as shown: the date (DD/MM/YYYY) and the time (hh:mm A). */
export const formatDateTime = (value: DateInput, zone?: Zone): string => `${formatDate(value, zone)} ${formatTime(value, zone)}`;

/** spec 001 section 2: notification time, '05 Mar 2025 at 2:07 PM'. */
export const formatNotificationTime = (value: DateInput, zone?: Zone): string => inZone(value, zone).format(NOTIFICATION_TIME_FORMAT);

/** A moment in texts the server sends: the notification time and the zone's code, '05 Mar 2025 at 2:07 PM EST'. */
export const formatNotificationTimeIn = (value: DateInput, zone: TimezoneCode): string =>
  `${formatNotificationTime(value, zone)} ${zoneAbbreviation(zone)}`;

/** The calendar day in the zone, as the API writes dates: YYYY-MM-DD. */
export const toApiDate = (value: DateInput, zone?: Zone): string => inZone(value, zone).format(API_DATE_FORMAT);

/**
 * Today's calendar day in a zone (a facility's "today" is not the server's); the runtime's own
 * without one. `now` has no default: the server passes its injected clock, the browser its own.
 */
export const todayIn = (zone: Zone | undefined, now: Date): string => (zone ? zonedDate(now, zone) : toApiDate(now));
