import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { workerTypeValues } from '../../lookups';
import { productMessages } from '../../messages';
import { ROSTER_WEEKS_MAX } from '../../staffing/values';
import { defineContract } from '../contract';
import { overtimeWarningSchema } from '../overtime/overtime';

/** Pairs one "Fill week" confirmation may book: four weeks of a large facility's openings. */
export const FILL_WEEK_CONFIRM_MAX = 500;

export const fillWeekProposalBody = z.object({
  /** Any day of the first week (the Sunday that starts it is used). */
  week_start: calendarDate,
  weeks: z.number().int().min(1).max(ROSTER_WEEKS_MAX).default(1),
});

/** The opening a row is about: the position, its shift and when. */
const openingFields = {
  position_id: z.uuid(),
  shift_id: z.uuid(),
  shift_title: z.string(),
  /** The facility-local day the shift starts, and its times. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  job_title: z.string(),
};

/** One proposed booking: a nurse on one opening of a position. */
export const proposedAssignmentSchema = z.object({
  ...openingFields,
  employee_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(workerTypeValues),
  /** Dollars, the booking's overtime premium included. */
  cost: z.number(),
  /** Overtime and double-time hours this booking carries, counting her other new bookings of the plan. */
  overtime_hours: z.number(),
  reasons: z.array(z.string()),
});
export type ProposedAssignment = z.infer<typeof proposedAssignmentSchema>;

/** NO_CANDIDATE: no more nurses may legally take it; TAKEN: a nurse who could is given a better fit elsewhere in the plan. */
export const unfilledReasons = ['NO_CANDIDATE', 'TAKEN'] as const;

export const unfilledOpeningSchema = z.object({
  ...openingFields,
  /** Openings of the position the plan leaves empty. */
  open: z.number().int(),
  reason: z.enum(unfilledReasons),
  message: z.string(),
});
export type UnfilledOpening = z.infer<typeof unfilledOpeningSchema>;

export const fillWeekProposalAnswer = z.object({
  week_start: z.string(),
  week_end: z.string(),
  assignments: z.array(proposedAssignmentSchema),
  unfilled: z.array(unfilledOpeningSchema),
  totals: z.object({
    /** Open slots of the upcoming shifts of those weeks. */
    openings: z.number().int(),
    proposed: z.number().int(),
    /** Dollars. */
    cost: z.number(),
    overtime_hours: z.number(),
  }),
  /** Why the plan may not be the best one: the search stopped at its time limit; null when it is proven. */
  note: z.string().nullable(),
});
export type FillWeekProposal = z.infer<typeof fillWeekProposalAnswer>;

/** POST facilities/fill-week/proposal: a plan for every open position of the weeks; nothing is saved. */
export const fillWeekProposalContract = defineContract({
  method: 'POST',
  path: '/facilities/fill-week/proposal',
  body: fillWeekProposalBody,
  answer: fillWeekProposalAnswer,
});

export const fillWeekConfirmBody = z.object({
  assignments: z
    .array(z.object({ position_id: z.uuid(), employee_id: z.uuid() }))
    .min(1)
    .max(FILL_WEEK_CONFIRM_MAX, { error: productMessages.fillWeekTooMany(FILL_WEEK_CONFIRM_MAX) }),
});

export const fillWeekConfirmAnswer = z.object({
  message: z.string(),
  booked: z.number().int(),
  /** The pairs that no longer hold (someone booked meanwhile, the opening was filled ...), each with why. */
  refused: z.array(z.object({ position_id: z.uuid(), employee_id: z.uuid(), message: z.string() })),
  /** The bookings that went into overtime (a warning). */
  overtime: z.array(overtimeWarningSchema),
});
export type FillWeekConfirmation = z.infer<typeof fillWeekConfirmAnswer>;

/** POST facilities/fill-week/confirm: books the reviewed pairs, each position on its own (what still holds is booked). */
export const fillWeekConfirmContract = defineContract({
  method: 'POST',
  path: '/facilities/fill-week/confirm',
  body: fillWeekConfirmBody,
  answer: fillWeekConfirmAnswer,
});
