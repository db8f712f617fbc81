import { FMLA_WORKWEEKS } from './period';

/** The weeks of a 12-month look-back: 825.205(b)(3) averages over "the 12 months prior". */
const LOOK_BACK_WEEKS = 52;

/**
 * An employee's normal workweek in minutes when her schedule varies: the weekly average of the
 * hours over the 12 months before the leave, "including any hours for which the employee took
 * leave of any type" (29 CFR 825.205(b)(3)), over the weeks she was employed in them when fewer.
 */
export function averageWorkweekMinutes(minutes: number, weeksEmployed: number): number {
  const weeks = Math.min(LOOK_BACK_WEEKS, weeksEmployed);
  return weeks > 0 ? Math.round(minutes / weeks) : 0;
}

/** 12 times the normal workweek: the entitlement in hours of 29 CFR 825.205(b)(1). */
export const entitlementMinutes = (workweekMinutes: number) => FMLA_WORKWEEKS * workweekMinutes;

/**
 * The share of a workweek some hours of leave are (825.205(b)): 10 hours of a normal 30-hour
 * week are a third of a week.
 */
export const weeksOf = (minutes: number, workweekMinutes: number) => minutes / workweekMinutes;

/** Minutes as hours with two decimals, as the pages show them. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
