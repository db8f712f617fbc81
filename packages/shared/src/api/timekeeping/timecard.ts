import { z } from 'zod';
import { timezoneCodes, workerTypeValues } from '../../lookups';
import { changeActorKinds, punchFlags, timecardStatuses } from '../../timekeeping/values';

/**
 * One row of the timesheet: a nurse's booking on one day. A booking that started without any
 * punch has no timecard yet (`timecard_id` null): it shows as no punches until one is recorded.
 */
export const timesheetRowSchema = z.object({
  timecard_id: z.uuid().nullable(),
  assignment_id: z.uuid(),
  employee_id: z.uuid(),
  nurse_name: z.string(),
  worker_type: z.enum(workerTypeValues),
  job_title_id: z.uuid(),
  job_title_abbr: z.string(),
  shift_title: z.string(),
  work_date: z.string(),
  scheduled_start: z.string(),
  scheduled_end: z.string(),
  clock_in_at: z.string().nullable(),
  clock_out_at: z.string().nullable(),
  break_minutes: z.number().int(),
  rounding_minutes: z.number().int(),
  worked_minutes: z.number().int(),
  /** worked_minutes as hours, 2 decimals. */
  hours: z.number(),
  status: z.enum(timecardStatuses),
  auto_approved: z.boolean(),
  flagged: z.boolean(),
  /** Why the punches this timecard uses are flagged, and the nurse's reason. */
  flags: z.array(z.enum(punchFlags)),
  flag_reason: z.string().nullable(),
  /** A punch is missing: no clock-in, or no clock-out after the shift. */
  missing_punch: z.boolean(),
  dispute_reason: z.string().nullable(),
  /** A time or the break was corrected (see the history). */
  corrected: z.boolean(),
  decided_at: z.string().nullable(),
});
export type TimesheetRow = z.infer<typeof timesheetRowSchema>;

export const timesheetTotalsSchema = z.object({
  rows: z.number().int(),
  nurses: z.number().int(),
  worked_minutes: z.number().int(),
  hours: z.number(),
  approved_hours: z.number(),
  pending: z.number().int(),
  approved: z.number().int(),
  disputed: z.number().int(),
  flagged: z.number().int(),
});
export type TimesheetTotals = z.infer<typeof timesheetTotalsSchema>;

export const timesheetPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** A date of the period before and after, to page with. */
  previous: z.string(),
  next: z.string(),
  payroll_setting: z.string(),
  timezone: z.enum(timezoneCodes),
});

export const timecardChangeSchema = z.object({
  id: z.uuid(),
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  reason: z.string().nullable(),
  actor_kind: z.enum(changeActorKinds),
  actor_name: z.string(),
  created_at: z.string(),
});
export type TimecardChange = z.infer<typeof timecardChangeSchema>;
