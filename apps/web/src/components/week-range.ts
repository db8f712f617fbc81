import dayjs from 'dayjs';
import { API_DATE_FORMAT, WEEK_START_DAY } from '@careroster/shared/constants';
import { formatDate } from '@careroster/shared/format/date-time';

export interface WeekRange {
  /** The first day, a Sunday (spec 001 section 2), as YYYY-MM-DD. */
  start: string;
  /** The last day, a Saturday, as YYYY-MM-DD. */
  end: string;
}

const day = (date: string) => dayjs(date, API_DATE_FORMAT);

export const startOfWeek = (date: string): string => {
  const d = day(date);
  return d.subtract((d.day() - WEEK_START_DAY + 7) % 7, 'day').format(API_DATE_FORMAT);
};

/** The week holding `date` plus `intervalWeeks` more weeks after it (0: one week). */
export const weekRangeOf = (date: string, intervalWeeks = 0): WeekRange => {
  const start = startOfWeek(date);
  return {
    start,
    end: day(start)
      .add(7 * (intervalWeeks + 1) - 1, 'day')
      .format(API_DATE_FORMAT),
  };
};

/** Weeks after the first one. */
export const intervalOf = (range: WeekRange): number => Math.floor((day(range.end).diff(day(range.start), 'day') + 1) / 7) - 1;

/** The range moved by its own length, forwards (1) or backwards (-1). */
export const stepWeekRange = (range: WeekRange, direction: 1 | -1): WeekRange => {
  const days = day(range.end).diff(day(range.start), 'day') + 1;
  return {
    start: day(range.start)
      .add(direction * days, 'day')
      .format(API_DATE_FORMAT),
    end: day(range.end)
      .add(direction * days, 'day')
      .format(API_DATE_FORMAT),
  };
};

export const daysOf = (range: WeekRange): string[] => {
  const days: string[] = [];
  for (let d = day(range.start); !d.isAfter(day(range.end)); d = d.add(1, 'day')) days.push(d.format(API_DATE_FORMAT));
  return days;
};

/** Spec 001 section 5: the multi-week select refuses the current week and any later one. */
export const isPastWeek = (weekStart: string, today: string): boolean => day(weekStart).isBefore(day(startOfWeek(today)));

export const formatWeekRange = (range: WeekRange): string => `${formatDate(range.start)} - ${formatDate(range.end)}`;
