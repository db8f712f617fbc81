import type { RecurringType } from '@careroster/shared/lookups';
import { addDays, weekdayOf } from '@careroster/shared/format/wall-clock';

/** One year of daily shifts, plus a leap day. */
export const MAX_OCCURRENCES = 366;

export type Recurrence = {
  type: RecurringType;
  /** CUSTOM: weekdays 0-6, Sunday first. */
  weekdays: readonly number[];
  /** Last facility-local start date, inclusive. */
  until: string;
};

const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/**
 * The start dates of a recurring shift, from its first date to `until` (docs/decisions/003):
 * DAILY every day, WEEKLY the same weekday, MONTHLY the same day of the month (months without
 * that day are skipped, as RFC 5545 does), CUSTOM the chosen weekdays. Stops one past the cap
 * so the caller can tell "too many" from "exactly the cap".
 */
export function occurrences(first: string, rule: Recurrence): string[] {
  const dates: string[] = [];
  const step = rule.type === 'WEEKLY' ? 7 : 1;
  for (let date = first; date <= rule.until && dates.length <= MAX_OCCURRENCES; date = addDays(date, step)) {
    const fits =
      rule.type === 'DAILY' ||
      rule.type === 'WEEKLY' ||
      (rule.type === 'MONTHLY' && dayOfMonth(date) === dayOfMonth(first)) ||
      (rule.type === 'CUSTOM' && rule.weekdays.includes(weekdayOf(date)));
    if (fits) dates.push(date);
  }
  return dates;
}
