import { hoursOf } from '../timekeeping/worked-time';
import type { PbjPayType } from './codes';
import { apportion } from './hours';

/** CMS edit (file spec 4.10.0): at most 22.50 hours per employee and date, summed over job titles. */
export const PBJ_MAX_DAILY_HOURS = 22.5;
const MAX_DAILY_MINUTES = PBJ_MAX_DAILY_HOURS * 60;

/** One `hourEntry` of the file: an employee's minutes on a date under one job title code and pay type. */
export type PbjEntry = { employeeId: string; date: string; code: number; payType: PbjPayType; minutes: number };

/**
 * The edits CMS applies to a file, checked before it is offered:
 * - BEFORE_HIRE: hours on a date before the employee's hire date (CMS rejects them: blocks the
 *   download until the hire date or the hours are corrected).
 * - AFTER_TERMINATION: hours on a date after the employee's termination date, the same fatal
 *   edit (issue 25, decision 055): blocks the download too.
 * - DAILY_HOURS: over 22.50 hours on one date: the file reports 22.50, as CMS would accept it,
 *   and the report names the day (decision 052).
 * - OUTSIDE_QUARTER, FUTURE_DATE: the entry is left out of the file (the hours show on the page).
 * - NOT_LISTED: the employee has hours but is not in the file's employees (blocks the download).
 */
export const pbjEditKinds = ['BEFORE_HIRE', 'AFTER_TERMINATION', 'DAILY_HOURS', 'OUTSIDE_QUARTER', 'FUTURE_DATE', 'NOT_LISTED'] as const;
export type PbjEditKind = (typeof pbjEditKinds)[number];

/** `hours` are the hours found; for DAILY_HOURS the file reports PBJ_MAX_DAILY_HOURS instead. */
export type PbjEditProblem = { edit: PbjEditKind; employeeId: string; date: string; hours: number };

/**
 * An entry's hours in the file: its whole minutes as hours, rounded half up to two decimals once
 * per entry (never summed from rounded parts), so an entry is within 0.005 h of the minutes worked.
 */
export const entryHours = (minutes: number): number => hoursOf(minutes);

const dayHours = (entries: readonly PbjEntry[]) => Math.round(entries.reduce((sum, e) => sum + entryHours(e.minutes) * 100, 0)) / 100;

/**
 * Brings one employee's date down to CMS's limit: the limit's minutes shared among the date's
 * entries in proportion to their minutes, then, since each entry is rounded on its own, a minute
 * off the largest until the rounded entries add up to no more than 22.50.
 */
function capDay(entries: PbjEntry[]): PbjEntry[] {
  const shares = apportion(
    MAX_DAILY_MINUTES,
    entries.map((e) => e.minutes),
  );
  const capped = entries.map((e, i) => ({ ...e, minutes: shares[i]! }));
  while (dayHours(capped) > PBJ_MAX_DAILY_HOURS) {
    const largest = capped.reduce((a, b) => (b.minutes > a.minutes ? b : a));
    largest.minutes -= 1;
  }
  return capped.filter((e) => e.minutes > 0);
}

/** When an employee was employed: from the hire date to the termination date, both included. */
export type Employment = { hired: string | null; terminated: string | null };

/**
 * Applies CMS's edits to the entries of one quarter: answers the entries the file may hold and
 * the problems, each naming the employee and date. `employment` holds each employee's hire and
 * termination dates (null when unknown or still employed: nothing to check).
 */
export function applyPbjEdits(
  entries: readonly PbjEntry[],
  opts: { start: string; end: string; today: string; listed: ReadonlySet<string>; employment?: ReadonlyMap<string, Employment> },
): { kept: PbjEntry[]; problems: PbjEditProblem[] } {
  const inFile: PbjEntry[] = [];
  const problems: PbjEditProblem[] = [];
  const notListed = new Set<string>();
  for (const e of entries) {
    const hours = entryHours(e.minutes);
    if (e.date < opts.start || e.date > opts.end) problems.push({ edit: 'OUTSIDE_QUARTER', employeeId: e.employeeId, date: e.date, hours });
    else if (e.date > opts.today) problems.push({ edit: 'FUTURE_DATE', employeeId: e.employeeId, date: e.date, hours });
    else {
      inFile.push(e);
      if (!opts.listed.has(e.employeeId) && !notListed.has(e.employeeId)) {
        notListed.add(e.employeeId);
        problems.push({ edit: 'NOT_LISTED', employeeId: e.employeeId, date: e.date, hours });
      }
    }
  }
  const days = new Map<string, PbjEntry[]>();
  for (const e of inFile) {
    const key = `${e.employeeId}|${e.date}`;
    days.set(key, [...(days.get(key) ?? []), e]);
  }
  const kept: PbjEntry[] = [];
  for (const day of days.values()) {
    const { employeeId, date } = day[0]!;
    const hours = dayHours(day);
    const { hired, terminated } = opts.employment?.get(employeeId) ?? {};
    if (hired && date < hired) problems.push({ edit: 'BEFORE_HIRE', employeeId, date, hours });
    if (terminated && date > terminated) problems.push({ edit: 'AFTER_TERMINATION', employeeId, date, hours });
    if (hours > PBJ_MAX_DAILY_HOURS) {
      problems.push({ edit: 'DAILY_HOURS', employeeId, date, hours });
      kept.push(...capDay(day));
    } else kept.push(...day);
  }
  return { kept, problems };
}

/** Edits whose problems block the download; the others leave hours out or cap them, and only warn. */
export const blockingEdits: ReadonlySet<PbjEditKind> = new Set(['BEFORE_HIRE', 'AFTER_TERMINATION', 'NOT_LISTED']);
