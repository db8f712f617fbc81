import { z } from 'zod';
import { timezoneCodes, workerTypeValues } from '../../../lookups';
import { missedPunchStatuses, punchKinds } from '../../../timekeeping/values';
import { idSchema } from '../../ids';

/** The shift a missed punch belongs to, as the facility typed it (wall clock in its zone) and the instants it means. */
export const missedPunchShiftSchema = z.object({
  id: idSchema,
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.enum(timezoneCodes),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
});
export type MissedPunchShift = z.infer<typeof missedPunchShiftSchema>;

/** One row of the facility's missed-punch queue. Times are instants (ISO 8601), shown in the facility's zone. */
export const missedPunchSchema = z.object({
  id: idSchema,
  kind: z.enum(punchKinds),
  status: z.enum(missedPunchStatuses),
  detected_at: z.iso.datetime(),
  timecard_id: idSchema,
  shift: missedPunchShiftSchema,
  nurse: z.object({ id: idSchema, employee_id: idSchema, name: z.string(), worker_type: z.enum(workerTypeValues) }),
  proposed_at: z.iso.datetime().nullable(),
  proposed_reason: z.string().nullable(),
  /** Where the supervisor's open link went, while one is unused and unexpired. */
  supervisor_link: z.object({ sent_to: z.string(), expires_at: z.iso.datetime() }).nullable(),
  reminders_sent: z.number().int(),
  last_reminded_at: z.iso.datetime().nullable(),
  resolved_time: z.iso.datetime().nullable(),
  resolved_at: z.iso.datetime().nullable(),
  resolved_by: z.string().nullable(),
  resolution_reason: z.string().nullable(),
});
export type MissedPunch = z.infer<typeof missedPunchSchema>;

export const missedPunchParams = z.object({ missedPunchId: idSchema });
