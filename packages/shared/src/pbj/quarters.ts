import { addDays, daysBetween } from '../format/wall-clock';

/**
 * Quarters of the US federal fiscal year, which PBJ reports by: the year starts on 1 October and
 * is named after the calendar year it ends in (October 2026 to September 2027 is FY2027).
 * Quarter 1 = Oct-Dec, 2 = Jan-Mar, 3 = Apr-Jun, 4 = Jul-Sep.
 */
export type FiscalQuarter = { fiscalYear: number; quarter: 1 | 2 | 3 | 4 };

/** CMS's submission deadline: 45 days after the quarter's last day. */
export const PBJ_DEADLINE_DAYS = 45;

/** The schema's first fiscal year (PBJ started in FY2016). */
export const PBJ_FIRST_FISCAL_YEAR = 2016;

const pad = (n: number) => String(n).padStart(2, '0');

/** The fiscal quarter holding a `YYYY-MM-DD` date. */
export function fiscalQuarterOf(date: string): FiscalQuarter {
  const [y, m] = date.split('-').map(Number) as [number, number];
  if (m >= 10) return { fiscalYear: y + 1, quarter: 1 };
  return { fiscalYear: y, quarter: (Math.floor((m - 1) / 3) + 2) as 2 | 3 | 4 };
}

/** The first and last dates of a quarter, `YYYY-MM-DD`, both inclusive. */
export function quarterRange({ fiscalYear, quarter }: FiscalQuarter): { start: string; end: string } {
  const year = quarter === 1 ? fiscalYear - 1 : fiscalYear;
  const firstMonth = quarter === 1 ? 10 : (quarter - 2) * 3 + 1;
  const start = `${year}-${pad(firstMonth)}-01`;
  const nextStart = firstMonth === 10 ? `${year + 1}-01-01` : `${year}-${pad(firstMonth + 3)}-01`;
  return { start, end: addDays(nextStart, -1) };
}

export const previousQuarter = ({ fiscalYear, quarter }: FiscalQuarter): FiscalQuarter =>
  quarter === 1 ? { fiscalYear: fiscalYear - 1, quarter: 4 } : { fiscalYear, quarter: (quarter - 1) as 1 | 2 | 3 };

/** The last quarter that has ended on a facility-local `today`: the one whose file is due next. */
export const lastClosedQuarter = (today: string): FiscalQuarter => previousQuarter(fiscalQuarterOf(today));

/** The date the quarter's file is due. */
export const pbjDeadline = (q: FiscalQuarter): string => addDays(quarterRange(q).end, PBJ_DEADLINE_DAYS);

/** Whole days from `today` to the deadline: positive while due, 0 on the day, negative once overdue. */
export const daysUntil = (today: string, deadline: string): number => daysBetween(today, deadline);

/** Whether the quarter's last day is before `today`. */
export const quarterEnded = (q: FiscalQuarter, today: string): boolean => quarterRange(q).end < today;

export const quarterLabel = ({ fiscalYear, quarter }: FiscalQuarter): string => `Q${quarter} FY${fiscalYear}`;
