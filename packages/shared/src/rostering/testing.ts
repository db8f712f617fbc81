/**
 * Small hand-made rostering problems for tests: shift types E, L, N (N needs the skill "Senior"),
 * nurses on one contract whose rules are all off until a test switches one on, and rows written
 * as text ("EE-LL--": a letter per day, "-" for a day off).
 */
import { OFF, type Contract, type FlagRule, type LimitRule, type Roster, type RosterProblem, type Weekday } from './model';

export const off = (): LimitRule => ({ on: false, value: 0, weight: 0, hard: false });
export const limit = (value: number, weight = 1, hard = false): LimitRule => ({ on: true, value, weight, hard });
export const noFlag = (): FlagRule => ({ on: false, weight: 0, hard: false });
export const flag = (weight = 1, hard = false): FlagRule => ({ on: true, weight, hard });

export const bareContract = (rules: Partial<Contract> = {}): Contract => ({
  id: 'c',
  label: 'test',
  maxShifts: off(),
  minShifts: off(),
  maxConsecutiveWorkingDays: off(),
  minConsecutiveWorkingDays: off(),
  maxConsecutiveDaysOff: off(),
  minConsecutiveDaysOff: off(),
  maxConsecutiveWorkingWeekends: off(),
  minConsecutiveWorkingWeekends: off(),
  maxWorkingWeekendsInFourWeeks: off(),
  weekendDays: [5, 6],
  completeWeekends: noFlag(),
  identicalShiftTypesOnWeekend: noFlag(),
  noNightBeforeFreeWeekend: noFlag(),
  twoFreeDaysAfterNights: noFlag(),
  missingSkill: noFlag(),
  unwantedPatterns: [],
  ...rules,
});

const SHIFT_LETTERS = ['E', 'L', 'N'];

/** A problem of `days` days from Monday 2024-01-01 with `nurses` nurses on `contract` and no cover unless given. */
type TinyOptions = { days?: number; nurses?: number; contract?: Partial<Contract>; firstWeekday?: Weekday } & Partial<
  Omit<RosterProblem, 'days' | 'nurses' | 'firstWeekday'>
>;

export const tinyProblem = (options: TinyOptions = {}): RosterProblem => {
  const { days = 14, nurses = 1, contract, firstWeekday = 0, ...rest } = options;
  return {
    id: 'tiny',
    startDate: '2024-01-01',
    days,
    firstWeekday,
    skills: ['Nurse', 'Senior'],
    shiftTypes: [
      { id: 'E', label: 'Early', requiredSkills: ['Nurse'] },
      { id: 'L', label: 'Late', requiredSkills: ['Nurse'] },
      { id: 'N', label: 'Night', requiredSkills: ['Senior'] },
    ],
    contracts: [bareContract(contract)],
    nurses: Array.from({ length: nurses }, (_, i) => ({ id: String(i), name: `Nurse ${i}`, contract: 0, skills: ['Nurse'] })),
    cover: Array.from({ length: days }, () => [0, 0, 0]),
    requests: [],
    unwantedPatterns: [],
    rotations: [],
    ...rest,
  };
};

/** "EE-LL--" → [0, 0, OFF, 1, 1, OFF, OFF]. */
export const row = (text: string): number[] =>
  [...text].map((ch) => {
    if (ch === '-') return OFF;
    const i = SHIFT_LETTERS.indexOf(ch);
    if (i < 0) throw new Error(`no shift letter ${ch}`);
    return i;
  });

export const rows = (...texts: string[]): Roster => texts.map(row);
