import type { RoundingIncrement } from '../timekeeping/values';
import { roundPunch } from '../timekeeping/worked-time';

/**
 * How a facility's PBJ hours treat meal breaks (decision 052):
 * - DEDUCT_UNLESS_WORKED: CMS's way: 30 minutes come off each 8 hours of a shift whether or not a
 *   break was recorded, unless the timecard records that the meal was worked.
 * - RECORDED_ONLY: the timecard's recorded break only, for a facility that records every break.
 */
export const pbjMealRules = ['DEDUCT_UNLESS_WORKED', 'RECORDED_ONLY'] as const;
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
  /** A person corrected the break (a timecard change: who, when, why). */
  breakCorrected: boolean;
};

/**
 * The facility's record that a meal was worked through: a break corrected to 0 minutes. A break
 * that is 0 because none was scheduled or punched shows nothing either way, so CMS's deduction
 * applies to it.
 */
export const mealWorked = (card: Pick<PbjTimecard, 'breakMinutes' | 'breakCorrected'>): boolean =>
  card.breakCorrected && card.breakMinutes === 0;

/** The meal minutes CMS deducts from a shift of `spanMinutes`: 30 for each whole 8 hours. */
export const cmsMealDeduction = (spanMinutes: number): number => Math.floor(spanMinutes / PBJ_MEAL_EVERY_MINUTES) * PBJ_MEAL_MINUTES;

/**
 * A timecard's PBJ minutes: the span of its rounded punches less the meal the facility's rule
 * takes off. Under CMS's rule the deduction is the larger of the recorded break and 30 minutes per
 * 8 hours (8 h with no break is 7.50, 16 h with one 30-minute break 15.00), and nothing beyond the
 * recorded break when the meal was recorded as worked.
 */
export function pbjMinutesOf(card: PbjTimecard, rule: PbjMealRule): number {
  const span = Math.floor(
    (roundPunch(card.clockOutAt, card.rounding).getTime() - roundPunch(card.clockInAt, card.rounding).getTime()) / MINUTE_MS,
  );
  const meal = rule === 'RECORDED_ONLY' || mealWorked(card) ? card.breakMinutes : Math.max(card.breakMinutes, cmsMealDeduction(span));
  return Math.max(0, span - meal);
}
