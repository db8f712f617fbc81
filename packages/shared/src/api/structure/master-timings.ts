import { z } from 'zod';
import { shiftTypeValues } from '../../lookups';
import { messages, productMessages } from '../../messages';
import { colourKeys } from '../../structure/colours';
import {
  TIMING_CODE_MAX,
  TIMING_MAX_MINUTES,
  TIMING_MEAL_MAX_MINUTES,
  TIMING_NAME_MAX,
  onQuarterHour,
  padTime,
  timingMinutes,
} from '../../structure/master-schedule';
import { TIME_24H_PATTERN } from '../../validation/shift-form';
import { defineContract } from '../contract';

/** A 24-hour time as the shift form takes it, on a quarter hour; answered 'HH:mm'. */
const timingTime = z
  .string({ error: messages.time24h })
  .trim()
  .regex(TIME_24H_PATTERN, messages.time24h)
  .refine(onQuarterHour, productMessages.masterTimingQuarterHour)
  .transform(padTime);

/**
 * A facility's named shift timing (issue 28, decision 069): a preset of the spec (`preset` set,
 * its times fixed) or a custom one. A timing that ends at or before its start ends the next day.
 */
export const masterTiming = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  ends_next_day: z.boolean(),
  /** From start to end, meal included. */
  minutes: z.number().int(),
  meal_minutes: z.number().int(),
  colour: z.string(),
  preset: z.enum(shiftTypeValues).nullable(),
  /** Named by a line of the master schedule: it cannot be deleted. */
  in_use: z.boolean(),
});
export type MasterTiming = z.infer<typeof masterTiming>;

/**
 * The timing form. The shift form's rules apply (24-hour times, meal shorter than the shift), plus
 * the master timing's own: quarter hours, at most 16 hours, a code of letters and digits.
 */
export const masterTimingBody = z
  .object({
    name: z
      .string({ error: productMessages.required('Name') })
      .trim()
      .min(1, productMessages.required('Name'))
      .max(TIMING_NAME_MAX),
    code: z
      .string({ error: productMessages.required('Code') })
      .trim()
      .min(1, productMessages.required('Code'))
      .max(TIMING_CODE_MAX)
      .regex(/^[A-Za-z0-9]+$/, productMessages.masterTimingCodeShape)
      .transform((c) => c.toUpperCase()),
    start_time: timingTime,
    end_time: timingTime,
    meal_minutes: z.coerce
      .number({ error: productMessages.required('Meal time') })
      .int()
      .min(0)
      .max(TIMING_MEAL_MAX_MINUTES),
    colour: z.enum(colourKeys),
  })
  .refine((t) => timingMinutes(t.start_time, t.end_time) <= TIMING_MAX_MINUTES, {
    error: productMessages.masterTimingTooLong(TIMING_MAX_MINUTES / 60),
    path: ['end_time'],
  })
  .refine((t) => t.meal_minutes < timingMinutes(t.start_time, t.end_time), { error: messages.mealTimeTooLong, path: ['meal_minutes'] });
export type MasterTimingBody = z.input<typeof masterTimingBody>;

export const timingParams = z.object({ timingId: z.uuid() });

export const listMasterTimingsContract = defineContract({
  method: 'GET',
  path: '/facilities/master-timings',
  answer: z.object({ results: z.array(masterTiming) }),
});

export const createMasterTimingContract = defineContract({
  method: 'POST',
  path: '/facilities/master-timings',
  body: masterTimingBody,
  answer: masterTiming,
});

export const updateMasterTimingContract = defineContract({
  method: 'PUT',
  path: '/facilities/master-timings/:timingId',
  params: timingParams,
  body: masterTimingBody,
  answer: masterTiming,
});

export const deleteMasterTimingContract = defineContract({
  method: 'DELETE',
  path: '/facilities/master-timings/:timingId',
  params: timingParams,
  answer: z.object({ message: z.string() }),
});
