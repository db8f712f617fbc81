import { z } from 'zod';
import { messages, productMessages } from '../../messages';
import { TIME_24H_PATTERN } from '../../validation/shift-form';
import { calendarDate } from '../../validation/calendar-date';
import { overtimeOverrideReason } from '../overtime/overtime';

/**
 * Changing a booked daily opening (issue 28, decision 070): edit its time, split it, merge two,
 * delete it, swap two bookings. Every call previews with `dry_run` (nothing is written) and saves
 * without it; the save checks again inside its transaction, so a stale preview answers 409.
 */

/** What a change may cause one nurse: her other bookings, her rest, overtime, her credentials. */
export const openingConflictKinds = ['OVERLAP', 'REST', 'OVERTIME', 'CREDENTIAL', 'ELIGIBILITY'] as const;
export type OpeningConflictKind = (typeof openingConflictKinds)[number];

/**
 * BLOCK: cannot be saved (double booking, a credential or another booking rule); REASON: saved only
 * with an override reason; WARN: saved, the answer says so.
 */
export const openingConflictSeverities = ['BLOCK', 'REASON', 'WARN'] as const;
export type OpeningConflictSeverity = (typeof openingConflictSeverities)[number];

export const openingConflictSchema = z.object({
  kind: z.enum(openingConflictKinds),
  severity: z.enum(openingConflictSeverities),
  message: z.string(),
});
export type OpeningConflict = z.infer<typeof openingConflictSchema>;

/** Who a change reaches: a booked nurse, a pending applicant, a nurse with an open offer. */
export const affectedRoles = ['BOOKED', 'APPLICANT', 'OFFER'] as const;
export type AffectedRole = (typeof affectedRoles)[number];

export const openingChangeAnswer = z.object({
  /** False for a preview (`dry_run`): nothing was written and nobody was told. */
  applied: z.boolean(),
  /** Some conflict can never be saved. */
  blocked: z.boolean(),
  /** Some conflict is saved only with an override reason. */
  needs_reason: z.boolean(),
  /** Per affected nurse, what the change would cause her (an empty list: nothing). */
  nurses: z.array(
    z.object({
      employee_id: z.uuid(),
      name: z.string(),
      conflicts: z.array(openingConflictSchema),
    }),
  ),
  /** Everyone the change reaches and who is told after it is saved. */
  affected: z.array(z.object({ employee_id: z.uuid(), name: z.string(), role: z.enum(affectedRoles) })),
  /** The shifts as they are (or would be) after the change: the first is the one the call was on. */
  shift_ids: z.array(z.uuid()),
});
export type OpeningChangeAnswer = z.infer<typeof openingChangeAnswer>;

/** The fields every change takes: preview or save, and the reason to save despite conflicts. */
export const openingChangeFields = {
  dry_run: z.boolean().default(false),
  override_reason: overtimeOverrideReason.optional(),
};

const time24h = z.string({ error: messages.time24h }).trim().regex(TIME_24H_PATTERN, messages.time24h);

/** A 15-minute mark: split points and edited times land on the grid the roster shows. */
export const onQuarterHour = (time: string) => Number(time.slice(-2)) % 15 === 0;

export const editShiftTimeBody = z.object({
  start_date: calendarDate,
  start_time: time24h.refine(onQuarterHour, productMessages.openingQuarterHour),
  /** An end at or before the start ends the next day (a night shift). */
  end_time: time24h.refine(onQuarterHour, productMessages.openingQuarterHour),
  ...openingChangeFields,
});

export const splitHalves = ['FIRST', 'SECOND', 'BOTH'] as const;
export type SplitHalf = (typeof splitHalves)[number];

export const splitShiftBody = z.object({
  /** The facility's wall clock, strictly inside the shift, on a 15-minute mark. */
  at: time24h.refine(onQuarterHour, productMessages.openingQuarterHour),
  /** Where each booking goes; a booking not named stays on the first half. */
  keep: z
    .array(z.object({ booking_id: z.uuid(), half: z.enum(splitHalves) }))
    .max(999)
    .default([]),
  ...openingChangeFields,
});

export const mergeShiftsBody = z.object({ other_shift_id: z.uuid(), ...openingChangeFields });

export const deleteShiftQuery = z.object({ dry_run: z.stringbool().default(false) });

export const swapBookingsBody = z.object({ booking_id: z.uuid(), other_booking_id: z.uuid(), ...openingChangeFields });

export const openingShiftParams = z.object({ id: z.uuid() });
