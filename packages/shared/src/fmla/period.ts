import { addDays, addMonths } from './dates';

/** 29 CFR 825.200(a): 12 workweeks of leave in a 12-month period (military caregiver leave is not modelled). */
export const FMLA_WORKWEEKS = 12;
/** 29 CFR 825.200(d)(1): a change of method needs at least 60 days' notice to all employees. */
export const FMLA_METHOD_NOTICE_DAYS = 60;
/** Week fractions are sums of divisions: a sum within this of the entitlement is the entitlement. */
const EPSILON = 1e-9;

/**
 * The four ways of 29 CFR 825.200(b) to set the 12-month period: (1) the calendar year, (2) a fixed
 * "leave year" from a month and day, (3) 12 months measured forward from the first day of the
 * employee's first FMLA leave, (4) a rolling 12 months measured backward from each day leave is used.
 */
export const fmlaPeriodMethods = ['CALENDAR_YEAR', 'LEAVE_YEAR', 'FORWARD', 'ROLLING'] as const;
export type FmlaPeriodMethod = (typeof fmlaPeriodMethods)[number];

/** A method; `leaveYearStart` ('MM-DD') matters for LEAVE_YEAR only. */
export type FmlaPeriodRule = { method: FmlaPeriodMethod; leaveYearStart: string };

/**
 * A facility's setting: its method, and while a change is under its 60 days' notice the method it
 * replaces; until `effectiveFrom` each employee gets whichever of the two leaves her more
 * (825.200(d)(1): "retain the full benefit of 12 weeks ... under whichever method affords the
 * greatest benefit").
 */
export type FmlaPeriodSettings = FmlaPeriodRule & { previous: FmlaPeriodRule | null; effectiveFrom: string | null };

/** One day of FMLA leave, in workweeks (hours taken / the normal workweek of its case: 825.205(b)). */
export type FmlaUse = { date: string; weeks: number };

const byDate = (uses: readonly FmlaUse[]) => [...uses].sort((a, b) => a.date.localeCompare(b.date));

/** The 12-month period `on` falls in under one method, both ends included. */
export function fmlaPeriodOf(rule: FmlaPeriodRule, uses: readonly FmlaUse[], on: string): { from: string; to: string } {
  const yearFrom = (from: string) => ({ from, to: addDays(addMonths(from, 12), -1) });
  switch (rule.method) {
    case 'CALENDAR_YEAR':
      return yearFrom(`${on.slice(0, 4)}-01-01`);
    case 'LEAVE_YEAR': {
      const start = `${on.slice(0, 4)}-${rule.leaveYearStart}`;
      return yearFrom(start <= on ? start : addMonths(start, -12));
    }
    case 'FORWARD': {
      // The next period begins with the first leave taken after the previous one ended (825.200(c)).
      let period: { from: string; to: string } | null = null;
      for (const use of byDate(uses)) {
        if (use.date > on) break;
        if (period === null || use.date > period.to) period = yearFrom(use.date);
      }
      return period !== null && on <= period.to ? period : yearFrom(on);
    }
    case 'ROLLING':
      return { from: addDays(addMonths(on, -12), 1), to: on };
  }
}

/** Workweeks used in the period of `on` under one method. */
export function fmlaWeeksUsed(rule: FmlaPeriodRule, uses: readonly FmlaUse[], on: string): number {
  const { from, to } = fmlaPeriodOf(rule, uses, on);
  return uses.filter((u) => u.date >= from && u.date <= to).reduce((sum, u) => sum + u.weeks, 0);
}

/** The rules in force on a day: the new one, and the old one too while the change's notice runs. */
const rulesOn = (settings: FmlaPeriodSettings, on: string): FmlaPeriodRule[] =>
  settings.previous && settings.effectiveFrom && on < settings.effectiveFrom ? [settings, settings.previous] : [settings];

/**
 * Where she stands on `on`: the rule in force that leaves her more (the employee's greater benefit
 * while a change's notice runs), its period and the workweeks used in it.
 */
export function fmlaStanding(settings: FmlaPeriodSettings, uses: readonly FmlaUse[], on: string) {
  const standings = rulesOn(settings, on).map((rule) => ({
    method: rule.method,
    ...fmlaPeriodOf(rule, uses, on),
    weeksUsed: fmlaWeeksUsed(rule, uses, on),
  }));
  return standings.reduce((best, s) => (s.weeksUsed < best.weeksUsed ? s : best));
}

/** Workweeks used as of `on` under the rule in force that leaves her more. */
export const fmlaWeeksUsedOn = (settings: FmlaPeriodSettings, uses: readonly FmlaUse[], on: string): number =>
  fmlaStanding(settings, uses, on).weeksUsed;

/** Workweeks still to take as of `on` (never below 0). */
export function fmlaWeeksLeft(settings: FmlaPeriodSettings, uses: readonly FmlaUse[], on: string): number {
  return Math.max(0, FMLA_WORKWEEKS - fmlaWeeksUsedOn(settings, uses, on));
}

/**
 * The first day on which the uses through it exceed 12 workweeks in that day's period, or null.
 * Every day that has a use is checked, so an entry before a later one cannot push the later one over.
 */
export function fmlaOverdrawnOn(settings: FmlaPeriodSettings, uses: readonly FmlaUse[]): string | null {
  for (const date of [...new Set(byDate(uses).map((u) => u.date))]) {
    const upTo = uses.filter((u) => u.date <= date);
    if (fmlaWeeksUsedOn(settings, upTo, date) > FMLA_WORKWEEKS + EPSILON) return date;
  }
  return null;
}

/** 'MM-DD' of a day every year has (no February 29: a leave year must start every year). */
export function isLeaveYearStart(value: string): boolean {
  if (!/^\d{2}-\d{2}$/.test(value)) return false;
  const [m, d] = value.split('-').map(Number) as [number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(2025, m, 0)).getUTCDate();
}
