/**
 * PTO and benefits eligibility arithmetic (issue 12, docs/decisions/023-pto-and-benefits.md).
 * Everything is in whole minutes, as the ledger stores it; hours appear only at the edges.
 * The server computes balances with it on every read, the pages show its lines.
 */
import { addDays, daysBetween } from '../format/wall-clock';
import { productMessages } from '../messages';
import { ptoMinutesIn, type PayrollPto } from '../payroll/pay';
import { ACA_MONTHLY_HOURS } from './values';

/** What a policy says: PTO hours per hour worked, the most a year accrues, the most that carries into the next. */
export type PtoPolicyTerms = { accrualPerHour: number; annualCapMinutes: number; carryOverMinutes: number };

/** One year of an employee's activity: approved worked time, approved usage, signed adjustments. */
export type PtoYearActivity = { year: number; workedMinutes: number; usedMinutes: number; adjustedMinutes: number };

/** One year of a balance, as the tab's history shows it. */
export type PtoYear = {
  year: number;
  workedMinutes: number;
  /** From the previous year's ending balance, up to the policy's carry-over (a negative balance carries whole). */
  carriedOverMinutes: number;
  /** What the previous year's ending balance lost above the carry-over. */
  forfeitedMinutes: number;
  /** Worked time at the policy's rate before the cap. */
  earnedMinutes: number;
  /** After the annual cap. */
  accruedMinutes: number;
  usedMinutes: number;
  adjustedMinutes: number;
  endingMinutes: number;
};

export const PTO_MAX_HOURS_PER_DAY = 24;
/** A request covers at most this many days: a longer leave is not PTO (FMLA, say). */
export const PTO_MAX_REQUEST_DAYS = 60;
export const PTO_ACCRUAL_MAX = 1;
export const PTO_ANNUAL_CAP_MAX_HOURS = 2080;
/** The look-back periods the benefits page offers, in months; the first is the default. */
export const benefitsLookbacks = [3, 6, 12] as const;
export type BenefitsLookback = (typeof benefitsLookbacks)[number];

export const minutesOfHours = (hours: number): number => Math.round(hours * 60);
export const hoursOfMinutes = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
/** Hours for a sentence: '7.5', '8', '-2.25'. */
export const formatPtoHours = (minutes: number): string => String(hoursOfMinutes(minutes));

/** The rate in ten-thousandths (the column's scale), so the product is integer arithmetic. */
const rateE4 = (accrualPerHour: number) => Math.round(accrualPerHour * 10_000);

/** Accrual of a year's approved worked time: floored to whole minutes, then capped. */
export function accrualOf(workedMinutes: number, terms: PtoPolicyTerms): { earned: number; accrued: number } {
  const earned = Math.floor((Math.max(0, workedMinutes) * rateE4(terms.accrualPerHour)) / 10_000);
  return { earned, accrued: Math.min(earned, terms.annualCapMinutes) };
}

/** What of last year's ending balance comes into this year, and what is lost. */
export function carryOverOf(previousEndingMinutes: number, terms: PtoPolicyTerms): { carried: number; forfeited: number } {
  if (previousEndingMinutes <= 0) return { carried: previousEndingMinutes, forfeited: 0 };
  const carried = Math.min(previousEndingMinutes, terms.carryOverMinutes);
  return { carried, forfeited: previousEndingMinutes - carried };
}

/**
 * The balance year by year, from the first year with activity through `throughYear`, under one
 * policy. A year without activity still carries over (and forfeits) what the one before left.
 */
export function ptoYears(terms: PtoPolicyTerms, activity: readonly PtoYearActivity[], throughYear: number): PtoYear[] {
  const byYear = new Map<number, PtoYearActivity>();
  for (const a of activity) {
    const seen = byYear.get(a.year);
    byYear.set(
      a.year,
      seen
        ? {
            year: a.year,
            workedMinutes: seen.workedMinutes + a.workedMinutes,
            usedMinutes: seen.usedMinutes + a.usedMinutes,
            adjustedMinutes: seen.adjustedMinutes + a.adjustedMinutes,
          }
        : a,
    );
  }
  const first = Math.min(throughYear, ...byYear.keys());
  const last = Math.max(throughYear, ...byYear.keys());
  const years: PtoYear[] = [];
  let previousEnding = 0;
  for (let year = first; year <= last; year += 1) {
    const a = byYear.get(year) ?? { year, workedMinutes: 0, usedMinutes: 0, adjustedMinutes: 0 };
    const { carried, forfeited } = year === first ? { carried: 0, forfeited: 0 } : carryOverOf(previousEnding, terms);
    const { earned, accrued } = accrualOf(a.workedMinutes, terms);
    const ending = carried + accrued - a.usedMinutes + a.adjustedMinutes;
    years.push({
      year,
      workedMinutes: a.workedMinutes,
      carriedOverMinutes: carried,
      forfeitedMinutes: forfeited,
      earnedMinutes: earned,
      accruedMinutes: accrued,
      usedMinutes: a.usedMinutes,
      adjustedMinutes: a.adjustedMinutes,
      endingMinutes: ending,
    });
    previousEnding = ending;
  }
  return years;
}

/** The days a request covers, both ends included. */
export function daysInRange(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

const isQuarterHours = (hours: number) => Number.isFinite(hours) && Math.abs(hours * 4 - Math.round(hours * 4)) < 1e-9;

export type PtoRequestInput = { startDate: string; endDate: string; hours: number };

/**
 * The first thing wrong with a request, or null. `today` (the facility's date) is given for the
 * nurse, who may not ask for days already past; the facility may record them.
 */
export function ptoRequestProblem(input: PtoRequestInput, today: string | null = null): string | null {
  if (input.endDate < input.startDate) return productMessages.ptoEndBeforeStart;
  if (today !== null && input.startDate < today) return productMessages.ptoStartInPast;
  if (!(input.hours > 0) || !isQuarterHours(input.hours)) return productMessages.ptoHoursQuarter;
  const days = daysInRange(input.startDate, input.endDate);
  if (days > PTO_MAX_REQUEST_DAYS) return productMessages.ptoRangeTooLong(PTO_MAX_REQUEST_DAYS);
  if (input.hours > days * PTO_MAX_HOURS_PER_DAY) return productMessages.ptoHoursPerDay(days, days * PTO_MAX_HOURS_PER_DAY);
  return null;
}

/** Two date ranges share at least one day. */
export const rangesOverlap = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** The year a request's usage counts toward (cap and carry-over are yearly): its first day's. */
export const ptoYearOf = (startDate: string): number => Number(startDate.slice(0, 4));

/** 'YYYY-MM' of a date. */
const monthOf = (date: string) => date.slice(0, 7);

/**
 * The look-back period: the `months` complete calendar months before the month of `today`
 * (the facility's date). The month under way is left out: it would lower every average.
 */
export function lookbackPeriod(today: string, months: number): { months: string[]; start: string; end: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const list: string[] = [];
  for (let i = months; i >= 1; i -= 1) {
    const index = y * 12 + (m - 1) - i;
    list.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  const start = `${list[0]}-01`;
  const end = addDays(`${monthOf(today)}-01`, -1);
  return { months: list, start, end };
}

/** The first and last dates of a month 'YYYY-MM' (the 28th plus 4 days is always in the next month). */
function monthRange(month: string): { start: string; end: string } {
  const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
  return { start: `${month}-01`, end: addDays(`${nextMonth}-01`, -1) };
}

/**
 * ACA hours of service by month: worked minutes plus approved paid leave. "Hour of service" is
 * each hour paid for duties and each hour paid "for a period of time during which no duties are
 * performed due to vacation, holiday, illness, incapacity (including disability), layoff, jury
 * duty, military duty or leave of absence" (26 CFR 54.4980H-1(a)(24)). A request's minutes fall
 * on its days as payroll pays them (`ptoMinutesIn`), so one across a month's end counts in both.
 */
export function hoursOfServiceMinutes(
  workedByMonth: ReadonlyMap<string, number>,
  leave: readonly PayrollPto[],
  months: readonly string[],
): Map<string, number> {
  return new Map(
    months.map((month) => {
      const paidLeave = leave.reduce((sum, r) => sum + ptoMinutesIn(r, monthRange(month)), 0);
      return [month, (workedByMonth.get(month) ?? 0) + paidLeave];
    }),
  );
}

export type Eligibility = { averageMonthlyMinutes: number; monthsOver: number; eligible: boolean };

/** ACA full time: an average of at least 130 hours a month over the period; months over 130 are counted too. */
export function eligibilityOf(minutesByMonth: ReadonlyMap<string, number>, months: readonly string[]): Eligibility {
  const threshold = ACA_MONTHLY_HOURS * 60;
  let total = 0;
  let monthsOver = 0;
  for (const month of months) {
    const minutes = minutesByMonth.get(month) ?? 0;
    total += minutes;
    if (minutes >= threshold) monthsOver += 1;
  }
  const averageMonthlyMinutes = months.length === 0 ? 0 : Math.round(total / months.length);
  return { averageMonthlyMinutes, monthsOver, eligible: months.length > 0 && total >= threshold * months.length };
}
