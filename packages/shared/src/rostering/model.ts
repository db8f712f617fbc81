/**
 * The rostering problem in the product's words (issue 29): who of a unit's own staff works which
 * shift type on each day of a horizon, within each nurse's contract, requests and rotation pattern,
 * while each day's cover is met. A facility's data and a benchmark file (inrc2010.ts) both map into
 * this one model, so the engine that scores and solves it never knows where a problem came from.
 *
 * Everything refers to other things by index into the problem's arrays (a shift type is `shiftTypes[i]`,
 * a nurse `nurses[n]`): the solver runs on small integer arrays, and ids stay for display and export.
 */

/** A day of the horizon with no shift: a day off. */
export const OFF = -1;

/** Monday = 0 … Sunday = 6, the ISO order. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type ShiftType = {
  id: string;
  label: string;
  /** Skills (job titles, credentials) a nurse needs to take this shift without a penalty. */
  requiredSkills: string[];
};

export type Nurse = {
  id: string;
  name: string;
  contract: number;
  skills: string[];
};

/** A contract rule with a limit: off, or on with a value and what breaking it costs. */
export type LimitRule = { on: boolean; value: number; weight: number; hard: boolean };
/** A contract rule without a value. */
export type FlagRule = { on: boolean; weight: number; hard: boolean };

export type Contract = {
  id: string;
  label: string;
  maxShifts: LimitRule;
  minShifts: LimitRule;
  maxConsecutiveWorkingDays: LimitRule;
  minConsecutiveWorkingDays: LimitRule;
  maxConsecutiveDaysOff: LimitRule;
  minConsecutiveDaysOff: LimitRule;
  maxConsecutiveWorkingWeekends: LimitRule;
  minConsecutiveWorkingWeekends: LimitRule;
  /** Weekends worked in each block of four from the horizon's first (ours: INRC-2010 never switches it on). */
  maxWorkingWeekendsInFourWeeks: LimitRule;
  /** The weekdays of a weekend, consecutive, e.g. [5, 6] (Sat–Sun) or [4, 5, 6] (Fri–Sun). */
  weekendDays: Weekday[];
  completeWeekends: FlagRule;
  identicalShiftTypesOnWeekend: FlagRule;
  /** Kept so a facility can set it; scored 0 as INRC-2010's model does (see score.ts). */
  noNightBeforeFreeWeekend: FlagRule;
  /** Kept so a facility can set it; scored 0 as INRC-2010's model does (see score.ts). */
  twoFreeDaysAfterNights: FlagRule;
  /** Taking a shift without one of its required skills. */
  missingSkill: FlagRule;
  /** Indexes into `RosterProblem.unwantedPatterns`. */
  unwantedPatterns: number[];
};

/** One day of an unwanted pattern: a shift type index, any worked shift, or a day off. */
export type PatternStep = number | 'any' | 'off';

/**
 * Consecutive days a nurse should not work this way, e.g. a late then a day shift. With a
 * `startWeekday`, only sequences starting on that weekday count (a free Friday before a worked weekend).
 */
export type UnwantedPattern = { id: string; weight: number; hard: boolean; startWeekday: Weekday | 'any'; steps: PatternStep[] };

/** A nurse's wish about one day: off (not working), on (working), or off/on one shift type. */
export type Request = {
  nurse: number;
  day: number;
  /** A shift type index, or null for the whole day. */
  shift: number | null;
  kind: 'off' | 'on';
  weight: number;
};

/**
 * A rotation pattern assigned to a nurse: from `startDay` on, day `startDay + k` should be
 * `cycle[k % cycle.length]` (a shift type index or OFF). Each day the roster differs costs `weight`,
 * so the roster follows the rotation unless a hard rule or the cover says otherwise.
 */
export type Rotation = { nurse: number; startDay: number; cycle: number[]; weight: number; hard: boolean };

export type RosterProblem = {
  id: string;
  /** ISO date of day 0. */
  startDate: string;
  days: number;
  /** Weekday of day 0; day d is `(firstWeekday + d) % 7`. */
  firstWeekday: Weekday;
  skills: string[];
  shiftTypes: ShiftType[];
  contracts: Contract[];
  nurses: Nurse[];
  /** cover[day][shiftType]: how many nurses that shift needs that day, exactly. */
  cover: number[][];
  requests: Request[];
  unwantedPatterns: UnwantedPattern[];
  rotations: Rotation[];
  /**
   * Days a nurse cannot work at all (booked elsewhere, approved leave): working one costs 1 hard
   * (the `unavailable` rule). A facility's problem has them; INRC-2010 has none.
   */
  unavailable?: { nurse: number; day: number }[];
};

/** roster[nurse][day]: a shift type index, or OFF. One shift per nurse per day by construction. */
export type Roster = number[][];

export const weekdayOf = (problem: Pick<RosterProblem, 'firstWeekday'>, day: number): Weekday =>
  ((problem.firstWeekday + day) % 7) as Weekday;

/** The weekday of an ISO date, Monday = 0. */
export const weekdayOfDate = (iso: string): Weekday => ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) as Weekday;

export const addDaysIso = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const emptyRoster = (problem: Pick<RosterProblem, 'nurses' | 'days'>): Roster =>
  problem.nurses.map(() => new Array<number>(problem.days).fill(OFF));
