import { z } from 'zod';
import { calendarDate } from '../../../validation/calendar-date';
import { corporateLineSchema, corporateCountsSchema } from './corporate-timesheet';
import { corporateTimesheetStatuses, TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { productMessages } from '../../../messages';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';
import { linkToken } from '../../link-token';

/*
 * The approver's side (public, by the token of the e-mailed link; spec 000's
 * /corporate-timesheet/:token and /corporate-timesheet-new/:token pages). Every answer carries
 * Referrer-Policy: no-referrer. An unknown or replaced link and an expired one are 404s with a
 * message saying which; a submitted sheet can be read until its link expires, not changed (409).
 */
export const approverTokenParams = z.object({ token: linkToken(productMessages.corporateLinkUnknown) });

export const approverNurseSchema = z.object({
  employee_id: idSchema,
  name: z.string(),
  job_title: z.string(),
  worked_minutes: z.number().int(),
  lines: z.array(corporateLineSchema.omit({ employee_id: true, nurse_name: true })),
});
export type ApproverNurse = z.infer<typeof approverNurseSchema>;

export const approverTimesheetSchema = z.object({
  facility_name: z.string(),
  /** The facility's zone code: the page shows times and takes logged times in it. */
  timezone: z.string(),
  agency_name: z.string(),
  period_start: calendarDate,
  period_end: calendarDate,
  approver_name: z.string().nullable(),
  status: z.enum(corporateTimesheetStatuses),
  submitted_at: z.iso.datetime().nullable(),
  link_expires_at: z.iso.datetime(),
  worked_minutes: z.number().int(),
  counts: corporateCountsSchema,
  /** The agency's nurses at the facility: those with lines first; any of them can have an attendance logged. */
  nurses: z.array(approverNurseSchema),
});
export type ApproverTimesheet = z.infer<typeof approverTimesheetSchema>;

/** GET corporate-timesheet/:token: the sheet, hours per nurse per day with totals. */
export const getApproverTimesheetContract = defineContract({
  method: 'GET',
  path: '/corporate-timesheet/:token',
  params: approverTokenParams,
  answer: approverTimesheetSchema,
});

const comment = z
  .string()
  .trim()
  .max(TIMEKEEPING_REASON_MAX_LENGTH, productMessages.corporateCommentTooLong(TIMEKEEPING_REASON_MAX_LENGTH))
  .optional()
  .transform((v) => (v ? v : null));

/** POST corporate-timesheet/:token/lines/:lineId: approve or dispute one line; a dispute needs a comment. Decisions can change until submit. */
export const decideCorporateLineBody = z
  .object({ decision: z.enum(['APPROVED', 'DISPUTED']), comment })
  .refine((b) => b.decision !== 'DISPUTED' || b.comment !== null, {
    message: productMessages.corporateDisputeNeedsComment,
    path: ['comment'],
  });
export type DecideCorporateLineBody = z.input<typeof decideCorporateLineBody>;
export const decideCorporateLineContract = defineContract({
  method: 'POST',
  path: '/corporate-timesheet/:token/lines/:lineId',
  params: approverTokenParams.extend({ lineId: idSchema }),
  body: decideCorporateLineBody,
  answer: approverTimesheetSchema,
});

/** POST corporate-timesheet/:token/approve-remaining: every line still pending becomes approved. */
export const approveRemainingLinesContract = defineContract({
  method: 'POST',
  path: '/corporate-timesheet/:token/approve-remaining',
  params: approverTokenParams,
  answer: approverTimesheetSchema,
});

const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, productMessages.badRequest);

/**
 * POST corporate-timesheet/:token/attendance: a missing attendance of one of the agency's nurses,
 * on a day of the period, in the facility's wall-clock time (a clock-out not after the clock-in is
 * on the next day). It becomes a LOGGED_ATTENDANCE line, approved by the approver who logged it.
 */
export const logAttendanceBody = z.object({
  employee_id: idSchema,
  work_date: calendarDate,
  clock_in: wallTime,
  clock_out: wallTime,
  comment: z
    .string({ error: productMessages.corporateAttendanceNeedsComment })
    .trim()
    .min(1, productMessages.corporateAttendanceNeedsComment)
    .max(TIMEKEEPING_REASON_MAX_LENGTH, productMessages.corporateCommentTooLong(TIMEKEEPING_REASON_MAX_LENGTH)),
});
export type LogAttendanceBody = z.input<typeof logAttendanceBody>;
export const logAttendanceContract = defineContract({
  method: 'POST',
  path: '/corporate-timesheet/:token/attendance',
  params: approverTokenParams,
  body: logAttendanceBody,
  answer: approverTimesheetSchema,
});

/**
 * POST corporate-timesheet/:token/submit: when every line is decided. The sheet becomes APPROVED
 * when every line is approved, DISPUTED otherwise; disputed lines dispute their timecards, and the
 * facility gets a TIMESHEET notification.
 */
export const submitCorporateTimesheetContract = defineContract({
  method: 'POST',
  path: '/corporate-timesheet/:token/submit',
  params: approverTokenParams,
  answer: z.object({ status: z.enum(['APPROVED', 'DISPUTED']), message: z.string() }),
});
