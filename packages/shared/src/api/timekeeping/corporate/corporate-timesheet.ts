import { z } from 'zod';
import { calendarDate } from '../../../validation/calendar-date';
import { corporateLineKinds, corporateLineStatuses, corporateTimesheetStatuses } from '../../../timekeeping/values';
import { idSchema } from '../../ids';

/** One line of a corporate timesheet: a snapshot of a timecard when sent, or an attendance the approver logged. */
export const corporateLineSchema = z.object({
  id: idSchema,
  kind: z.enum(corporateLineKinds),
  employee_id: idSchema,
  nurse_name: z.string(),
  work_date: calendarDate,
  clock_in_at: z.iso.datetime().nullable(),
  clock_out_at: z.iso.datetime().nullable(),
  worked_minutes: z.number().int(),
  status: z.enum(corporateLineStatuses),
  comment: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
});
export type CorporateLine = z.infer<typeof corporateLineSchema>;

export const corporateCountsSchema = z.object({
  lines: z.number().int(),
  approved: z.number().int(),
  disputed: z.number().int(),
  pending: z.number().int(),
  /** Attendances the approver logged (also counted in their status). */
  logged: z.number().int(),
});
export type CorporateCounts = z.infer<typeof corporateCountsSchema>;

/** A sent timesheet as the facility's listing shows it. */
export const corporateTimesheetSummarySchema = z.object({
  id: idSchema,
  agency_id: idSchema.nullable(),
  agency_name: z.string().nullable(),
  period_start: calendarDate,
  period_end: calendarDate,
  approver_name: z.string().nullable(),
  approver_email: z.string(),
  status: z.enum(corporateTimesheetStatuses),
  sent_at: z.iso.datetime(),
  sent_by: z.string().nullable(),
  resend_count: z.number().int(),
  link_expires_at: z.iso.datetime(),
  submitted_at: z.iso.datetime().nullable(),
  worked_minutes: z.number().int(),
  counts: corporateCountsSchema,
});
export type CorporateTimesheetSummary = z.infer<typeof corporateTimesheetSummarySchema>;

export const corporateTimesheetDetailSchema = corporateTimesheetSummarySchema.extend({ lines: z.array(corporateLineSchema) });
export type CorporateTimesheetDetail = z.infer<typeof corporateTimesheetDetailSchema>;

export const corporateSheetParams = z.object({ sheetId: idSchema });
