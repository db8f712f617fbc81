import { z } from 'zod';
import { API_DATE_FORMAT, SHIFT_END_DATE_MAX_DAYS_AFTER_START, SHIFT_START_DATE_WINDOW_DAYS } from '../constants';
import { parseApiDate } from '../format/date-time';
import { calendarDate } from './calendar-date';
import { zonedInstant } from '../format/wall-clock';
import { recurringTypeValues, shiftTypeValues, timezoneCodes, type ShiftTimingStatus } from '../lookups';
import { messages, productMessages } from '../messages';
import { toOptionalNumber, whenValid } from './common';
import { requiredEmailSchema } from './email';
import { phoneSchema } from './phone';

/** 24-hour 'H:mm' or 'HH:mm'. */
export const TIME_24H_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;

const time24h = z.string({ error: messages.time24h }).trim().regex(TIME_24H_PATTERN, messages.time24h);

const requiredDate = (field: string) =>
  z
    .string({ error: productMessages.required(field) })
    .min(1, productMessages.required(field))
    .pipe(calendarDate);

/** Minutes from one wall-clock date and time to another (the zone is the same for both). */
export const minutesBetween = (startDate: string, startTime: string, endDate: string, endTime: string): number | null => {
  const start = parseApiDate(startDate);
  const end = parseApiDate(endDate);
  if (!start || !end) return null;
  const at = (time: string) => {
    const [h = '0', m = '0'] = time.split(':');
    return Number(h) * 60 + Number(m);
  };
  return end.diff(start, 'minute') + at(endTime) - at(startTime);
};

const shiftMinutes = (v: { start_date: string; start_time: string; end_date: string; end_time: string }) =>
  minutesBetween(v.start_date, v.start_time, v.end_date, v.end_time);

const dateFields = ['start_date', 'start_time', 'end_date', 'end_time'];

/**
 * spec 001 section 5, "Shift form" (fields: section 3). Dates are 'YYYY-MM-DD' and times
 * 'HH:mm' in the shift's timezone; an overnight shift has the next day as end date
 * (input/time-entry `shiftEndDate`). The spec gives no texts for a missing title, date, meal
 * time or recurring type; those use the product's "<field> is required".
 */
export const shiftFormSchema = z
  .object({
    title: z
      .string({ error: productMessages.required('Title') })
      .trim()
      .min(1, productMessages.required('Title'))
      .max(150),
    start_date: requiredDate('Start date'),
    end_date: requiredDate('End date'),
    start_time: time24h,
    end_time: time24h,
    timezone: z.enum(timezoneCodes),
    is_active: z.boolean(),
    meal_time: z.preprocess(
      toOptionalNumber,
      z
        .number({ error: productMessages.required('Meal time') })
        .int()
        .min(0),
    ),
    contact_name: z.string().trim().max(100).optional(),
    contact_email: requiredEmailSchema,
    contact_phone: phoneSchema,
    shiftType: z.enum(shiftTypeValues),
    is_recurring: z.boolean(),
    recurring: z.enum(recurringTypeValues).nullish(),
  })
  .refine((v) => (shiftMinutes(v) ?? 1) > 0, {
    error: messages.endTimeGreater,
    path: ['end_time'],
    when: whenValid(...dateFields),
  })
  .refine(
    (v) => {
      const start = parseApiDate(v.start_date);
      const end = parseApiDate(v.end_date);
      return !start || !end || end.diff(start, 'day') <= SHIFT_END_DATE_MAX_DAYS_AFTER_START;
    },
    // No spec text: the date picker never offers a later day, so only API callers see zod's.
    { path: ['end_date'], when: whenValid(...dateFields) },
  )
  .refine(
    (v) => {
      const minutes = shiftMinutes(v);
      return minutes === null || minutes <= 0 || v.meal_time < minutes;
    },
    { error: messages.mealTimeTooLong, path: ['meal_time'], when: whenValid(...dateFields, 'meal_time') },
  )
  .refine((v) => !v.is_recurring || v.recurring != null, {
    error: productMessages.required('Recurring type'),
    path: ['recurring'],
    when: whenValid('is_recurring', 'recurring'),
  });

export type ShiftFormInput = z.input<typeof shiftFormSchema>;
export type ShiftForm = z.output<typeof shiftFormSchema>;

/**
 * spec 001 section 5: the date pickers allow a start date within 5 days either side of the
 * chosen day, and an end date from the start date to 1 day after it.
 */
export const shiftDateBounds = (chosenDate: string, startDate?: string) => {
  const chosen = parseApiDate(chosenDate);
  if (!chosen) throw new RangeError(`Invalid date: ${chosenDate}`);
  const start = (startDate && parseApiDate(startDate)) || chosen;
  return {
    startMin: chosen.subtract(SHIFT_START_DATE_WINDOW_DAYS, 'day').format(API_DATE_FORMAT),
    startMax: chosen.add(SHIFT_START_DATE_WINDOW_DAYS, 'day').format(API_DATE_FORMAT),
    endMin: start.format(API_DATE_FORMAT),
    endMax: start.add(SHIFT_END_DATE_MAX_DAYS_AFTER_START, 'day').format(API_DATE_FORMAT),
  };
};

type ShiftTimes = Pick<ShiftForm, 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'timezone'>;

/**
 * Where a new shift stands against now in the facility's zone (decision 003): COMPLETED is
 * refused (it could never be filled or changed), ONGOING is allowed with a warning (a
 * last-minute need), UPCOMING is the usual case. Null while the times are incomplete. `now` is
 * the server's injected clock, or the browser's.
 */
export function newShiftTiming(times: ShiftTimes, now: Date): ShiftTimingStatus | null {
  const complete = [times.start_time, times.end_time].every((t) => TIME_24H_PATTERN.test(t));
  if (!complete || !parseApiDate(times.start_date) || !parseApiDate(times.end_date)) return null;
  const at = now.getTime();
  if (at >= zonedInstant(times.end_date, times.end_time, times.timezone).getTime()) return 'COMPLETED';
  if (at >= zonedInstant(times.start_date, times.start_time, times.timezone).getTime()) return 'ONGOING';
  return 'UPCOMING';
}
