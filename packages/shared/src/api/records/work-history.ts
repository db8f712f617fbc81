import { z } from 'zod';
import { timezoneCodes } from '../../lookups';
import { productMessages } from '../../messages';
import { workHistoryStates } from '../../records/work-history';
import { timecardStatuses } from '../../timekeeping/values';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract, defineFileContract } from '../contract';
import { employeeParams } from '../employees/employee';
import { listOf } from '../envelope';

const filterShape = {
  /** The facility-local date the shift starts on, from and to (both included). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  state: z.enum(workHistoryStates).optional(),
};
const fromNotAfterTo = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;
const rangeRefused = { path: ['to'], error: productMessages.workHistoryRangeInvalid };

/** The filters of the work history, shared by the tab and its CSV export. */
export const workHistoryFilters = z.object(filterShape).refine(fromNotAfterTo, rangeRefused);
export type WorkHistoryFilters = z.input<typeof workHistoryFilters>;

export const workHistoryQuery = z
  .object({
    ...filterShape,
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine(fromNotAfterTo, rangeRefused);
export type WorkHistoryQuery = z.input<typeof workHistoryQuery>;

/**
 * One shift she worked (or was booked on and that has started) at this facility: instants in UTC
 * (the page shows them in the facility's zone), hours with 2 decimals, money in dollars.
 */
export const workHistoryRowSchema = z.object({
  assignment_id: z.uuid(),
  timecard_id: z.uuid().nullable(),
  /** The facility-local date the shift starts on. */
  work_date: calendarDate,
  shift_id: z.uuid(),
  shift_title: z.string(),
  job_title_id: z.uuid(),
  job_title_abbr: z.string(),
  job_title_name: z.string(),
  unit: z.string().nullable(),
  floor: z.string().nullable(),
  scheduled_start: z.iso.datetime(),
  scheduled_end: z.iso.datetime(),
  /** The timecard's effective times: the punch, or its latest correction. */
  clock_in_at: z.iso.datetime().nullable(),
  clock_out_at: z.iso.datetime().nullable(),
  /** The booking's length less its meal. */
  scheduled_hours: z.number(),
  /** The timecard's worked time after rounding and the meal; 0 without one. */
  worked_hours: z.number(),
  timecard_status: z.enum(timecardStatuses).nullable(),
  state: z.enum(workHistoryStates),
  /** Minutes after the start beyond the grace; 0 on time; null without a clock-in. */
  late_minutes: z.number().int().nullable(),
  /**
   * What payroll pays for it (its share of the pay period's line, overtime and differentials
   * included): APPROVED timecards only, and only to callers who may read money; else null.
   */
  pay: z.number().nullable(),
  /** The base rate per hour the pay used. */
  rate: z.number().nullable(),
});
export type WorkHistoryRow = z.infer<typeof workHistoryRowSchema>;

export const workHistoryAnswer = listOf(workHistoryRowSchema).extend({
  /** The facility's zone: the page shows every time in it. */
  timezone: z.enum(timezoneCodes),
  /** Whether the caller may read pay (money:read): the Pay column shows only then. */
  pay_visible: z.boolean(),
});
export type WorkHistoryAnswer = z.infer<typeof workHistoryAnswer>;

/**
 * GET facilities/employees/:employeeId/work-history (time:read): every shift of hers at this
 * facility that has started, newest first, paged and filtered by date and timecard state.
 */
export const listWorkHistoryContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/work-history',
  params: employeeParams,
  query: workHistoryQuery,
  answer: workHistoryAnswer,
});

/** GET facilities/employees/:employeeId/work-history/export (time:read): the filtered rows as a CSV, every cell formula-safe. */
export const exportWorkHistoryContract = defineFileContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/work-history/export',
  params: employeeParams,
  query: workHistoryFilters,
  file: true,
});
