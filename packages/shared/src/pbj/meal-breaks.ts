import type { RoundingIncrement } from '../timekeeping/values';
import { roundPunch } from '../timekeeping/worked-time';

/**
 * How a facility's PBJ hours treat meal breaks (decision 052):
 * - CMS_DEDUCTION: the PBJ Policy Manual's rule (v2.5 "Meal Break Policy"; v2.7, June 2025): 30
 *   minutes come off for every 8 hours worked whether or not a break was taken, and a longer
 *   break comes off whole. CMS grants no exception for a meal worked through.
 * - RECORDED_ONLY: the timecard's recorded break only; not CMS's method, shown as such.
 */
export const pbjMealRules = ['CMS_DEDUCTION', 'RECORDED_ONLY'] as const;
export type PbjMealRule = (typeof pbjMealRules)[number];

/** CMS's meal deduction: 30 minutes for each 8 hours of a shift (decision 052). */
export const PBJ_MEAL_MINUTES = 30;
export const PBJ_MEAL_EVERY_MINUTES = 8 * 60;

const MINUTE_MS = 60_000;

export type PbjTimecard = {
  clockInAt: Date;
  clockOutAt: Date;
  rounding: RoundingIncrement;
  /** The timecard's unpaid break, as recorded. */
  breakMinutes: number;
};

/** The meal minutes CMS deducts from a shift of `spanMinutes`: 30 for each whole 8 hours. */
export const cmsMealDeduction = (spanMinutes: number): number => Math.floor(spanMinutes / PBJ_MEAL_EVERY_MINUTES) * PBJ_MEAL_MINUTES;

/**
 * A timecard's PBJ minutes: the span of its rounded punches less the meal the facility's rule
 * takes off. Under CMS's rule the deduction is the larger of the recorded break and 30 minutes per
 * 8 hours: 8 h with no break is 7.50, 16 h with one 30-minute break 15.00 (the manual's examples).
 */
export function pbjMinutesOf(card: PbjTimecard, rule: PbjMealRule): number {
  const span = Math.floor(
    (roundPunch(card.clockOutAt, card.rounding).getTime() - roundPunch(card.clockInAt, card.rounding).getTime()) / MINUTE_MS,
  );
  const meal = rule === 'RECORDED_ONLY' ? card.breakMinutes : Math.max(card.breakMinutes, cmsMealDeduction(span));
  return Math.max(0, span - meal);
}
