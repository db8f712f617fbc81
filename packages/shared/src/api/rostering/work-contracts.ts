import { z } from 'zod';
import { productMessages } from '../../messages';
import {
  flagRuleKeys,
  limitRuleRanges,
  PATTERN_ANY,
  PATTERN_OFF,
  WORK_CONTRACT_NAME_MAX,
  WORK_PATTERN_STEPS_MAX,
  WORK_PATTERNS_MAX,
  WORK_RULE_WEIGHT_MAX,
  weekendKinds,
  type FlagRuleKey,
  type LimitRuleKey,
} from '../../rostering/work-rules';
import { defineContract } from '../contract';

const weight = z
  .number({ error: productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX) })
  .int(productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX))
  .min(0, productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX))
  .max(WORK_RULE_WEIGHT_MAX, productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX));

const limitRule = (min: number, max: number) =>
  z.object({
    on: z.boolean(),
    value: z
      .number({ error: productMessages.rosterRuleValueRange(min, max) })
      .int(productMessages.rosterRuleValueRange(min, max))
      .min(min, productMessages.rosterRuleValueRange(min, max))
      .max(max, productMessages.rosterRuleValueRange(min, max)),
    weight,
    hard: z.boolean(),
  });
const flagRule = z.object({ on: z.boolean(), weight, hard: z.boolean() });

/** A step of an unwanted pattern: a master timing's id, any worked shift, or a day off. */
const patternStep = z.union([z.uuid(), z.literal(PATTERN_ANY), z.literal(PATTERN_OFF)]);

const limitShapes = Object.fromEntries(
  Object.entries(limitRuleRanges).map(([key, range]) => [key, limitRule(range.min, range.max)]),
) as Record<LimitRuleKey, ReturnType<typeof limitRule>>;
const flagShapes = Object.fromEntries(flagRuleKeys.map((key) => [key, flagRule])) as Record<FlagRuleKey, typeof flagRule>;

/** The rules of a contract (rostering/work-rules.ts): every rule present, each on or off. */
export const workRulesSchema = z
  .object({
    ...limitShapes,
    ...flagShapes,
    weekend: z.enum(weekendKinds),
    unwanted_patterns: z
      .array(
        z.object({
          steps: z
            .array(patternStep)
            .min(2, productMessages.rosterPatternSteps(WORK_PATTERN_STEPS_MAX))
            .max(WORK_PATTERN_STEPS_MAX, productMessages.rosterPatternSteps(WORK_PATTERN_STEPS_MAX)),
          weight,
          hard: z.boolean(),
        }),
      )
      .max(WORK_PATTERNS_MAX, productMessages.rosterPatternsMax(WORK_PATTERNS_MAX)),
  })
  .refine((r) => !(r.min_shifts_per_week.on && r.max_shifts_per_week.on) || r.min_shifts_per_week.value <= r.max_shifts_per_week.value, {
    error: productMessages.rosterMinAboveMax,
    path: ['min_shifts_per_week', 'value'],
  })
  .refine(
    (r) =>
      !(r.min_consecutive_working_days.on && r.max_consecutive_working_days.on) ||
      r.min_consecutive_working_days.value <= r.max_consecutive_working_days.value,
    { error: productMessages.rosterMinAboveMax, path: ['min_consecutive_working_days', 'value'] },
  )
  .refine(
    (r) =>
      !(r.min_consecutive_days_off.on && r.max_consecutive_days_off.on) ||
      r.min_consecutive_days_off.value <= r.max_consecutive_days_off.value,
    { error: productMessages.rosterMinAboveMax, path: ['min_consecutive_days_off', 'value'] },
  );

/** A facility's contract (issue 29) and how many nurses of its roster teams are on it. */
export const workContract = z.object({
  id: z.uuid(),
  name: z.string(),
  rules: workRulesSchema,
  staff_count: z.number().int(),
});
export type WorkContract = z.infer<typeof workContract>;

export const workContractBody = z.object({
  name: z
    .string({ error: productMessages.required('Name') })
    .trim()
    .min(1, productMessages.required('Name'))
    .max(WORK_CONTRACT_NAME_MAX),
  rules: workRulesSchema,
});
export type WorkContractBody = z.input<typeof workContractBody>;

const contractParams = z.object({ contractId: z.uuid() });

export const listWorkContractsContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/contracts',
  answer: z.object({ results: z.array(workContract) }),
});

export const createWorkContractContract = defineContract({
  method: 'POST',
  path: '/facilities/roster/contracts',
  body: workContractBody,
  answer: workContract,
});

export const updateWorkContractContract = defineContract({
  method: 'PUT',
  path: '/facilities/roster/contracts/:contractId',
  params: contractParams,
  body: workContractBody,
  answer: workContract,
});

/** A contract a team member is on cannot be deleted (409): move her to another first. */
export const deleteWorkContractContract = defineContract({
  method: 'DELETE',
  path: '/facilities/roster/contracts/:contractId',
  params: contractParams,
  answer: z.object({ message: z.string() }),
});
