import { z } from 'zod';
import { productMessages } from '../../messages';
import { COPY_WEEKS_MAX } from '../../staffing/values';
import { defineContract } from '../contract';
import { weekStartDate } from '../staffing/roster';

/**
 * POST facilities/shifts/copy-week: the shifts starting in the week of `week_start` and their
 * positions (openings, rates, who may fill them; no bookings) to each later week given.
 */
export const copyWeekBody = z
  .object({
    week_start: weekStartDate,
    to_week_starts: z
      .array(weekStartDate)
      .min(1)
      .max(COPY_WEEKS_MAX, { error: productMessages.copyWeeksTooMany(COPY_WEEKS_MAX) }),
  })
  .refine((b) => b.to_week_starts.every((w) => w > b.week_start), { error: productMessages.copyWeekLater, path: ['to_week_starts'] })
  .refine((b) => new Set(b.to_week_starts).size === b.to_week_starts.length, {
    error: productMessages.copyWeekTwice,
    path: ['to_week_starts'],
  });
export type CopyWeekBody = z.input<typeof copyWeekBody>;

const copiedShift = z.object({ id: z.uuid(), title: z.string(), start_date: z.string(), start_time: z.string() });

/**
 * `created`: the new shifts. `skipped`: the source shifts' copies that were not made, because a
 * shift of the same title, unit and start was already there (EXISTS) or the copy would have
 * started already (STARTED), with the id of the source shift.
 */
export const copyWeekAnswer = z.object({
  message: z.string(),
  created: z.array(copiedShift),
  skipped: z.array(copiedShift.omit({ id: true }).extend({ source_shift_id: z.uuid(), reason: z.enum(['EXISTS', 'STARTED']) })),
});
export type CopyWeekAnswer = z.infer<typeof copyWeekAnswer>;

export const copyWeekContract = defineContract({
  method: 'POST',
  path: '/facilities/shifts/copy-week',
  body: copyWeekBody,
  answer: copyWeekAnswer,
});
