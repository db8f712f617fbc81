import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { workerTypeValues } from '../../lookups';
import { timecardStatuses } from '../../timekeeping/values';
import { defineContract } from '../contract';
import { timesheetPeriodSchema, timesheetRowSchema, timesheetTotalsSchema } from './timecard';

/** The filters of the timesheet, shared by the page and its CSV export. */
export const timesheetQuery = z.object({
  /** Any facility-local date of the period; without it, today's period. */
  date: calendarDate.optional(),
  worker_type: z.enum(workerTypeValues).optional(),
  job_title_id: z.uuid().optional(),
  status: z.enum(timecardStatuses).optional(),
  /** 'true': only flagged rows (a flagged punch or a missing one). */
  flagged: z.enum(['true', 'false']).optional(),
});
export type TimesheetQuery = z.input<typeof timesheetQuery>;

export const timesheetAnswer = z.object({
  period: timesheetPeriodSchema,
  rows: z.array(timesheetRowSchema),
  totals: timesheetTotalsSchema,
});
export type TimesheetAnswer = z.infer<typeof timesheetAnswer>;

/** GET facilities/timesheet (time:read): one row per nurse and day of a pay period, with totals. */
export const listTimesheetContract = defineContract({
  method: 'GET',
  path: '/facilities/timesheet',
  query: timesheetQuery,
  answer: timesheetAnswer,
});
