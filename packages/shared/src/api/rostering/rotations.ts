import { z } from 'zod';
import { productMessages } from '../../messages';
import { ROTATION_WEEKS_MAX, ROTATION_NAME_MAX } from '../../rostering/facility-problem';
import { WORK_RULE_WEIGHT_MAX } from '../../rostering/work-rules';
import { defineContract } from '../contract';

/**
 * A rotation pattern (issue 29): whole weeks from Sunday, each day a master timing's id or null for
 * a day off, repeated from the start date each team member is given.
 */
export const rotation = z.object({
  id: z.uuid(),
  name: z.string(),
  cycle: z.array(z.uuid().nullable()),
  weight: z.number().int(),
  hard: z.boolean(),
  staff_count: z.number().int(),
});
export type Rotation = z.infer<typeof rotation>;

export const rotationBody = z.object({
  name: z
    .string({ error: productMessages.required('Name') })
    .trim()
    .min(1, productMessages.required('Name'))
    .max(ROTATION_NAME_MAX),
  cycle: z
    .array(z.uuid().nullable())
    .min(7, productMessages.rotationWholeWeeks(ROTATION_WEEKS_MAX))
    .max(7 * ROTATION_WEEKS_MAX, productMessages.rotationWholeWeeks(ROTATION_WEEKS_MAX))
    .refine((c) => c.length % 7 === 0, productMessages.rotationWholeWeeks(ROTATION_WEEKS_MAX)),
  weight: z
    .number()
    .int(productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX))
    .min(0, productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX))
    .max(WORK_RULE_WEIGHT_MAX, productMessages.rosterWeightRange(WORK_RULE_WEIGHT_MAX)),
  hard: z.boolean(),
});
export type RotationBody = z.input<typeof rotationBody>;

const rotationParams = z.object({ rotationId: z.uuid() });

export const listRotationsContract = defineContract({
  method: 'GET',
  path: '/facilities/roster/rotations',
  answer: z.object({ results: z.array(rotation) }),
});

export const createRotationContract = defineContract({
  method: 'POST',
  path: '/facilities/roster/rotations',
  body: rotationBody,
  answer: rotation,
});

export const updateRotationContract = defineContract({
  method: 'PUT',
  path: '/facilities/roster/rotations/:rotationId',
  params: rotationParams,
  body: rotationBody,
  answer: rotation,
});

/** A rotation a team member follows cannot be deleted (409). */
export const deleteRotationContract = defineContract({
  method: 'DELETE',
  path: '/facilities/roster/rotations/:rotationId',
  params: rotationParams,
  answer: z.object({ message: z.string() }),
});
