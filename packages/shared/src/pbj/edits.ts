import { hoursOf } from '../timekeeping/worked-time';
import type { PbjPayType } from './codes';

/** CMS edit (file spec 4.10.0): at most 22.50 hours per employee and date, summed over job titles. */
export const PBJ_MAX_DAILY_HOURS = 22.5;

/** One `hourEntry` of the file: an employee's minutes on a date under one job title code and pay type. */
export type PbjEntry = { employeeId: string; date: string; code: number; payType: PbjPayType; minutes: number };

/**
 * The edits CMS applies to a file, checked before it is offered:
 * - DAILY_HOURS: over 22.50 hours on one date (blocks the download: the hours are wrong).
 * - OUTSIDE_QUARTER, FUTURE_DATE: the entry is left out of the file (the hours show on the page).
 * - NOT_LISTED: the employee has hours but is not in the file's employees (blocks the download).
 */
export const pbjEditKinds = ['DAILY_HOURS', 'OUTSIDE_QUARTER', 'FUTURE_DATE', 'NOT_LISTED'] as const;
export type PbjEditKind = (typeof pbjEditKinds)[number];

export type PbjEditProblem = { edit: PbjEditKind; employeeId: string; date: string; hours: number };

/**
 * An entry's hours in the file: its whole minutes as hours, rounded half up to two decimals once
 * per entry (never summed from rounded parts), so an entry is within 0.005 h of the minutes worked.
 */
export const entryHours = (minutes: number): number => hoursOf(minutes);

/**
 * Applies CMS's edits to the entries of one quarter: answers the entries the file may hold and
 * the problems, each naming the employee and date.
 */
export function applyPbjEdits(
  entries: readonly PbjEntry[],
  opts: { start: string; end: string; today: string; listed: ReadonlySet<string> },
): { kept: PbjEntry[]; problems: PbjEditProblem[] } {
  const kept: PbjEntry[] = [];
  const problems: PbjEditProblem[] = [];
  const notListed = new Set<string>();
  for (const e of entries) {
    const hours = entryHours(e.minutes);
    if (e.date < opts.start || e.date > opts.end) problems.push({ edit: 'OUTSIDE_QUARTER', employeeId: e.employeeId, date: e.date, hours });
    else if (e.date > opts.today) problems.push({ edit: 'FUTURE_DATE', employeeId: e.employeeId, date: e.date, hours });
    else {
      kept.push(e);
      if (!opts.listed.has(e.employeeId) && !notListed.has(e.employeeId)) {
        notListed.add(e.employeeId);
        problems.push({ edit: 'NOT_LISTED', employeeId: e.employeeId, date: e.date, hours });
      }
    }
  }
  const daily = new Map<string, { employeeId: string; date: string; hours: number }>();
  for (const e of kept) {
    const key = `${e.employeeId}|${e.date}`;
    const day = daily.get(key) ?? { employeeId: e.employeeId, date: e.date, hours: 0 };
    day.hours += entryHours(e.minutes);
    daily.set(key, day);
  }
  for (const day of daily.values()) {
    const hours = Math.round(day.hours * 100) / 100;
    if (hours > PBJ_MAX_DAILY_HOURS) problems.push({ edit: 'DAILY_HOURS', employeeId: day.employeeId, date: day.date, hours });
  }
  return { kept, problems };
}

/** Edits whose problems block the download; the others leave hours out and only warn. */
export const blockingEdits: ReadonlySet<PbjEditKind> = new Set(['DAILY_HOURS', 'NOT_LISTED']);
