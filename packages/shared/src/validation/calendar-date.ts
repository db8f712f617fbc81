import { z } from 'zod';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '../constants';
import { productMessages } from '../messages';

const inYearRange = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
};

/**
 * The one calendar date of the API, for every date a request or an answer carries: 'YYYY-MM-DD'
 * of a day that exists (no '2026-02-30', no month 13, leap years counted) in the years the
 * product handles. A lax pattern let impossible dates roll over in JavaScript (2026-13-45 became
 * 2027-02-14) or fail deep in a service as a 500; refused here, every route says the same.
 */
export const calendarDate = z.iso
  .date({ error: productMessages.invalidDate, abort: true })
  .refine(inYearRange, { error: productMessages.dateYearOutOfRange(CALENDAR_YEAR_MIN, CALENDAR_YEAR_MAX) });

/** True for a string `calendarDate` accepts. */
export const isCalendarDate = (value: string): boolean => calendarDate.safeParse(value).success;
