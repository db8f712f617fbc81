import { addDays, addMonths, sundayOf } from './dates';

/** 29 CFR 825.110(a)(1) and (b)(3): 12 months of employment, 52 weeks being deemed 12 months. */
export const FMLA_WEEKS_OF_EMPLOYMENT = 52;
/** 29 CFR 825.110(a)(2): hours of service in the 12 months before the leave starts. */
export const FMLA_HOURS_OF_SERVICE = 1250;
/** 29 CFR 825.110(a)(3): employees of the employer within 75 miles of the worksite. */
export const FMLA_WORKSITE_EMPLOYEES = 50;
/** 29 CFR 825.110(b)(1): employment before a break in service of seven years or more need not count. */
export const FMLA_BREAK_YEARS = 7;

/** A stretch of employment with this employer; `to` null while it lasts. */
export type EmploymentPeriod = { from: string; to: string | null };

export type FmlaEligibilityInput = {
  /** The day the leave starts: months and hours are determined as of it (825.110(d)). */
  leaveStart: string;
  employment: readonly EmploymentPeriod[];
  /** Hours actually worked in the 12 months before `leaveStart`, by FLSA principles (825.110(c)). */
  workedMinutes: number;
  /** Employees within 75 miles, counted when the employee gave notice (825.110(e)). */
  worksiteEmployees: number;
};

export type FmlaEligibility = {
  eligible: boolean;
  employment: { met: boolean; weeks: number; required: number };
  hours: { met: boolean; hours: number; required: number };
  worksite: { met: boolean; employees: number; required: number };
};

/** The 12 months immediately preceding the leave (825.110(a)(2)): both ends included. */
export function hoursOfServiceWindow(leaveStart: string): { from: string; to: string } {
  return { from: addMonths(leaveStart, -12), to: addDays(leaveStart, -1) };
}

/**
 * The periods that count toward the 12 months: those before a break in service of seven years or
 * more are dropped (825.110(b)(1)). The exceptions of (b)(2) (USERRA service, a written rehire
 * agreement) are not recorded by the product; staff decide those by hand.
 */
export function countedPeriods(periods: readonly EmploymentPeriod[]): EmploymentPeriod[] {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  let first = 0;
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    const end = sorted[i]!.to;
    if (end !== null && addMonths(end, FMLA_BREAK_YEARS * 12) <= sorted[i + 1]!.from) first = i + 1;
  }
  return sorted.slice(first);
}

/**
 * Weeks of employment before `leaveStart`: a week on the payroll for any part of it counts
 * (825.110(b)(3)), so each period adds the Sunday-to-Saturday weeks it touches, once each.
 */
export function weeksOfEmployment(periods: readonly EmploymentPeriod[], leaveStart: string): number {
  const lastDay = addDays(leaveStart, -1);
  const weeks = new Set<string>();
  for (const p of countedPeriods(periods)) {
    const to = p.to === null || p.to > lastDay ? lastDay : p.to;
    for (let week = sundayOf(p.from); week <= to; week = addDays(week, 7)) weeks.add(week);
  }
  return weeks.size;
}

/** The three criteria of 29 CFR 825.110(a), each with its figures, so a page can say why. */
export function fmlaEligibility(input: FmlaEligibilityInput): FmlaEligibility {
  const weeks = weeksOfEmployment(input.employment, input.leaveStart);
  const hours = Math.round((input.workedMinutes / 60) * 100) / 100;
  const employment = { met: weeks >= FMLA_WEEKS_OF_EMPLOYMENT, weeks, required: FMLA_WEEKS_OF_EMPLOYMENT };
  const service = { met: hours >= FMLA_HOURS_OF_SERVICE, hours, required: FMLA_HOURS_OF_SERVICE };
  const worksite = {
    met: input.worksiteEmployees >= FMLA_WORKSITE_EMPLOYEES,
    employees: input.worksiteEmployees,
    required: FMLA_WORKSITE_EMPLOYEES,
  };
  return { eligible: employment.met && service.met && worksite.met, employment, hours: service, worksite };
}
