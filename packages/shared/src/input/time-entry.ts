import { API_DATE_FORMAT } from '../constants';
import { parseApiDate } from '../format/date-time';
import { messages } from '../messages';

export type TimeEntry = { ok: true; value: string } | { ok: false; message: string };

const two = (n: number) => String(n).padStart(2, '0');

/**
 * spec 001 section 5: a typed time is valid as H:m or H (24-hour, '7', '7:5', '07:05',
 * '23:59'), normalised to 'HH:mm'; anything else gets 'Add valid time (format 00:00)'.
 */
export const parseTimeEntry = (raw: string): TimeEntry => {
  const match = /^(\d{1,2})(?::(\d{1,2}))?$/.exec(raw.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2] ?? 0);
  if (!match || hours > 23 || minutes > 59) return { ok: false, message: messages.validTime };
  return { ok: true, value: `${two(hours)}:${two(minutes)}` };
};

export type Meridiem = 'AM' | 'PM';

/** The 12h input with its AM/PM toggle, as 'HH:mm': 12:00 AM is '00:00', 12:30 PM '12:30'. */
export const to24Hour = (hour12: number, minute: number, meridiem: Meridiem): string => {
  if (!Number.isInteger(hour12) || hour12 < 1 || hour12 > 12) {
    throw new RangeError(`Hour must be 1-12: ${hour12}`);
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Minute must be 0-59: ${minute}`);
  }
  return `${two((hour12 % 12) + (meridiem === 'PM' ? 12 : 0))}:${two(minute)}`;
};

/** 'HH:mm' as minutes after midnight. */
export const minutesOfDay = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * spec 001 sections 2 and 5: an end earlier than the start is on the next day (a night shift
 * 23:00-07:00). An end equal to the start is not: that would be a 24-hour shift nobody means.
 */
export const endsNextDay = (start: string, end: string): boolean => minutesOfDay(end) < minutesOfDay(start);

/** Minutes from start to end, across midnight when the end is the next day. */
export const spanMinutes = (start: string, end: string): number =>
  minutesOfDay(end) - minutesOfDay(start) + (endsNextDay(start, end) ? 24 * 60 : 0);

/** spec 001 section 2: the end date of a shift starting on `startDate` (YYYY-MM-DD). */
export const shiftEndDate = (startDate: string, start: string, end: string): string => {
  const day = parseApiDate(startDate);
  if (!day) throw new RangeError(`Invalid date: ${startDate}`);
  return (endsNextDay(start, end) ? day.add(1, 'day') : day).format(API_DATE_FORMAT);
};
