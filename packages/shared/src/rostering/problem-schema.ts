import { z } from 'zod';
import { RULES } from './score';

/**
 * The engine's problem and score as data (model.ts, score.ts): a draft carries its problem so the
 * browser re-scores the scheduler's edits with the same `scoreRoster` the server and the solver use.
 */
const weekday = z.literal([0, 1, 2, 3, 4, 5, 6]);
const limitRule = z.object({ on: z.boolean(), value: z.number(), weight: z.number(), hard: z.boolean() });
const flagRule = z.object({ on: z.boolean(), weight: z.number(), hard: z.boolean() });

export const rosterProblemSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  days: z.number().int(),
  firstWeekday: weekday,
  skills: z.array(z.string()),
  shiftTypes: z.array(z.object({ id: z.string(), label: z.string(), requiredSkills: z.array(z.string()) })),
  contracts: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      maxShifts: limitRule,
      minShifts: limitRule,
      maxConsecutiveWorkingDays: limitRule,
      minConsecutiveWorkingDays: limitRule,
      maxConsecutiveDaysOff: limitRule,
      minConsecutiveDaysOff: limitRule,
      maxConsecutiveWorkingWeekends: limitRule,
      minConsecutiveWorkingWeekends: limitRule,
      maxWorkingWeekendsInFourWeeks: limitRule,
      weekendDays: z.array(weekday),
      completeWeekends: flagRule,
      identicalShiftTypesOnWeekend: flagRule,
      noNightBeforeFreeWeekend: flagRule,
      twoFreeDaysAfterNights: flagRule,
      missingSkill: flagRule,
      unwantedPatterns: z.array(z.number().int()),
    }),
  ),
  nurses: z.array(z.object({ id: z.string(), name: z.string(), contract: z.number().int(), skills: z.array(z.string()) })),
  cover: z.array(z.array(z.number().int())),
  requests: z.array(
    z.object({
      nurse: z.number().int(),
      day: z.number().int(),
      shift: z.number().int().nullable(),
      kind: z.enum(['off', 'on']),
      weight: z.number(),
    }),
  ),
  unwantedPatterns: z.array(
    z.object({
      id: z.string(),
      weight: z.number(),
      hard: z.boolean(),
      startWeekday: z.union([weekday, z.literal('any')]),
      steps: z.array(z.union([z.number().int(), z.literal('any'), z.literal('off')])),
    }),
  ),
  rotations: z.array(
    z.object({
      nurse: z.number().int(),
      startDay: z.number().int(),
      cycle: z.array(z.number().int()),
      weight: z.number(),
      hard: z.boolean(),
    }),
  ),
  unavailable: z.array(z.object({ nurse: z.number().int(), day: z.number().int() })).optional(),
});

const ruleCost = z.object({ hard: z.number(), soft: z.number() });
const ruleKey = z.enum(RULES);

export const rosterScoreSchema = z.object({
  hard: z.number(),
  soft: z.number(),
  byRule: z.record(ruleKey, ruleCost),
  byNurse: z.array(z.object({ nurse: z.number().int(), hard: z.number(), soft: z.number(), byRule: z.partialRecord(ruleKey, ruleCost) })),
});
