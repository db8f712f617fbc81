import { addDays, daysBetween, weekdayOf } from '../format/wall-clock';
import type { PayrollSetting } from '../lookups';
import type { RoundingIncrement } from './values';

const MINUTE_MS = 60_000;

/**
 * Rounds a punch to the nearest multiple of the facility's increment, the same way in both
 * directions so that over time it favours neither side (29 CFR 785.48(b)). Like the regulation's
 * example, it reads whole minutes: with 15, 7:07:59 becomes 7:00 and 7:08 becomes 7:15. Instants
 * are rounded on the epoch, which is the facility's wall clock too because every spec zone is a
 * whole number of hours from UTC.
 */
export function roundPunch(at: Date, increment: RoundingIncrement): Date {
  if (increment === 0) return at;
  const minutes = Math.floor(at.getTime() / MINUTE_MS);
  return new Date(Math.round(minutes / increment) * increment * MINUTE_MS);
}

export type WorkedTimeInput = {
  clockInAt: Date | null;
  clockOutAt: Date | null;
  /** The shift's meal time, unpaid. */
  breakMinutes: number;
  rounding: RoundingIncrement;
};

/**
 * Minutes worked on one timecard: rounded clock-out minus rounded clock-in, less the meal break
 * (never below zero). Instants make midnight and daylight-saving changes count the hours really
 * worked: 23:00–07:00 across the autumn change is 9 hours, across the spring change 7.
 */
export function workedMinutes({ clockInAt, clockOutAt, breakMinutes, rounding }: WorkedTimeInput): number {
  if (!clockInAt || !clockOutAt) return 0;
  const span = roundPunch(clockOutAt, rounding).getTime() - roundPunch(clockInAt, rounding).getTime();
  return Math.max(0, Math.floor(span / MINUTE_MS) - breakMinutes);
}

export type PayPeriod = { start: string; end: string };

/**
 * The pay period holding a facility-local date. Periods start on Sunday (the spec's weeks do);
 * BIWEEKLY periods count fortnights from the facility's anchor Sunday.
 */
export function payPeriodOf(date: string, setting: PayrollSetting, anchor: string): PayPeriod {
  const sunday = addDays(date, -weekdayOf(date));
  if (setting === 'WEEKLY') return { start: sunday, end: addDays(sunday, 6) };
  const offset = ((daysBetween(anchor, sunday) % 14) + 14) % 14;
  const start = addDays(sunday, -offset);
  return { start, end: addDays(start, 13) };
}

/** Minutes as hours with 2 decimals, the figure timesheets, exports and overtime show. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
