import { z } from 'zod';
import { productMessages } from '../../messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '../../timekeeping/values';
import { defineContract } from '../contract';
import { timecardChangeSchema, timesheetRowSchema } from './timecard';

const reasonSchema = z
  .string({ error: productMessages.timecardReasonRequired })
  .trim()
  .min(1, productMessages.timecardReasonRequired)
  .max(TIMEKEEPING_REASON_MAX_LENGTH, productMessages.timecardReasonTooLong(TIMEKEEPING_REASON_MAX_LENGTH));

const timecardParams = z.object({ timecardId: z.uuid() });

/** At most this many timecards in one approval (a biweekly period of a large facility fits). */
export const APPROVE_MAX_TIMECARDS = 1000;

/**
 * POST facilities/timecards/approve (time:write): approves each complete timecard (both times)
 * that is PENDING or DISPUTED; the others are refused one by one, with the reason.
 */
export const approveTimecardsContract = defineContract({
  method: 'POST',
  path: '/facilities/timecards/approve',
  body: z.object({
    timecard_ids: z
      .array(z.uuid())
      .min(1, productMessages.timecardsNoneChosen)
      .max(APPROVE_MAX_TIMECARDS, productMessages.timecardsTooMany(APPROVE_MAX_TIMECARDS)),
  }),
  answer: z.object({
    approved: z.array(z.uuid()),
    refused: z.array(
      z.object({ timecard_id: z.uuid(), nurse_name: z.string().nullable(), work_date: z.string().nullable(), reason: z.string() }),
    ),
    message: z.string(),
  }),
});

/** POST facilities/timecards/{timecardId}/dispute (time:write): a PENDING timecard becomes DISPUTED, with the reason. */
export const disputeTimecardContract = defineContract({
  method: 'POST',
  path: '/facilities/timecards/:timecardId/dispute',
  params: timecardParams,
  body: z.object({ reason: reasonSchema }),
  answer: z.object({ timecard: timesheetRowSchema, message: z.string() }),
});

/**
 * POST facilities/timecards/{timecardId}/correction (time:write): new clock-in, clock-out and/or
 * break, with the reason. Raw punches are kept; each changed field is a history row.
 */
export const correctTimecardContract = defineContract({
  method: 'POST',
  path: '/facilities/timecards/:timecardId/correction',
  params: timecardParams,
  body: z
    .object({
      clock_in_at: z.iso.datetime({ offset: true, error: productMessages.timecardTimeInvalid }).optional(),
      clock_out_at: z.iso.datetime({ offset: true, error: productMessages.timecardTimeInvalid }).optional(),
      break_minutes: z
        .number({ error: productMessages.timecardBreakInvalid })
        .int(productMessages.timecardBreakInvalid)
        .min(0, productMessages.timecardBreakInvalid)
        .max(720, productMessages.timecardBreakInvalid)
        .optional(),
      reason: reasonSchema,
    })
    .refine((v) => v.clock_in_at !== undefined || v.clock_out_at !== undefined || v.break_minutes !== undefined, {
      message: productMessages.timecardNothingToCorrect,
      path: ['clock_in_at'],
    }),
  answer: z.object({ timecard: timesheetRowSchema, message: z.string() }),
});

/** GET facilities/timecards/{timecardId}/history (time:read): every change, oldest first. */
export const timecardHistoryContract = defineContract({
  method: 'GET',
  path: '/facilities/timecards/:timecardId/history',
  params: timecardParams,
  answer: z.object({ changes: z.array(timecardChangeSchema) }),
});
