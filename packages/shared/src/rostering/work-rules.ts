/**
 * A facility's contract (issue 29): the rules a nurse's roster is judged by, each on or off, with a
 * value, the weight of breaking it and whether it is hard. In the facility's words: shifts per week
 * (the problem's horizon multiplies them), a weekend of Saturday and Sunday or Friday to Sunday,
 * patterns of timings. `contractOf` (facility-problem.ts) turns it into the engine's `Contract`.
 */
export const WORK_RULE_WEIGHT_MAX = 1000;
export const WORK_CONTRACT_NAME_MAX = 60;
export const WORK_PATTERNS_MAX = 10;
export const WORK_PATTERN_STEPS_MAX = 4;

/** Rules with a value: the value's range in the facility's terms. */
export const limitRuleRanges = {
  max_shifts_per_week: { min: 0, max: 7 },
  min_shifts_per_week: { min: 0, max: 7 },
  max_consecutive_working_days: { min: 1, max: 14 },
  min_consecutive_working_days: { min: 1, max: 14 },
  max_consecutive_days_off: { min: 1, max: 28 },
  min_consecutive_days_off: { min: 1, max: 28 },
  max_consecutive_working_weekends: { min: 0, max: 6 },
  min_consecutive_working_weekends: { min: 0, max: 6 },
  max_working_weekends_in_four_weeks: { min: 0, max: 4 },
} as const;
export type LimitRuleKey = keyof typeof limitRuleRanges;
export const limitRuleKeys = Object.keys(limitRuleRanges) as LimitRuleKey[];

export const flagRuleKeys = [
  'complete_weekends',
  'identical_shift_types_on_weekend',
  'no_night_before_free_weekend',
  'two_free_days_after_nights',
] as const;
export type FlagRuleKey = (typeof flagRuleKeys)[number];

export const weekendKinds = ['SAT_SUN', 'FRI_SAT_SUN'] as const;
export type WeekendKind = (typeof weekendKinds)[number];

/** A step of an unwanted pattern: a master timing's id, any worked shift, or a day off. */
export const PATTERN_ANY = 'ANY';
export const PATTERN_OFF = 'OFF';

export type WorkLimitRule = { on: boolean; value: number; weight: number; hard: boolean };
export type WorkFlagRule = { on: boolean; weight: number; hard: boolean };
export type WorkPattern = { steps: string[]; weight: number; hard: boolean };
export type WorkRules = Record<LimitRuleKey, WorkLimitRule> &
  Record<FlagRuleKey, WorkFlagRule> & { weekend: WeekendKind; unwanted_patterns: WorkPattern[] };

/**
 * A new contract: a full-time nurse of three twelves or five eights a week would start here. The
 * maximum shifts and the rest rules are on and soft, so the first roster is reasonable before the
 * scheduler tunes anything; the weekend rules start off.
 */
export const defaultWorkRules = (): WorkRules => ({
  max_shifts_per_week: { on: true, value: 5, weight: 10, hard: false },
  min_shifts_per_week: { on: true, value: 3, weight: 5, hard: false },
  max_consecutive_working_days: { on: true, value: 5, weight: 5, hard: false },
  min_consecutive_working_days: { on: false, value: 2, weight: 1, hard: false },
  max_consecutive_days_off: { on: false, value: 4, weight: 1, hard: false },
  min_consecutive_days_off: { on: true, value: 2, weight: 2, hard: false },
  max_consecutive_working_weekends: { on: false, value: 2, weight: 3, hard: false },
  min_consecutive_working_weekends: { on: false, value: 1, weight: 1, hard: false },
  max_working_weekends_in_four_weeks: { on: true, value: 2, weight: 5, hard: false },
  complete_weekends: { on: true, weight: 2, hard: false },
  identical_shift_types_on_weekend: { on: false, weight: 1, hard: false },
  no_night_before_free_weekend: { on: false, weight: 1, hard: false },
  two_free_days_after_nights: { on: true, weight: 5, hard: false },
  weekend: 'SAT_SUN',
  unwanted_patterns: [],
});
