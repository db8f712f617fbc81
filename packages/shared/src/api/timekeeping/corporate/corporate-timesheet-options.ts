import { z } from 'zod';
import { calendarDate } from '../../../validation/calendar-date';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';

/**
 * GET facilities/corporate-timesheets/options?period_start= (time:read): what the send dialog
 * offers. The facility's recent pay periods (its payroll setting and anchor), the chosen one
 * (default: the last period that has ended), and the facility's agencies with how many lines of
 * their nurses' timecards the period has and the open timesheet it already has, if any.
 */
export const corporateOptionsQuery = z.object({ period_start: calendarDate.optional() });
export type CorporateOptionsQuery = z.input<typeof corporateOptionsQuery>;
const period = z.object({ start: calendarDate, end: calendarDate });
export const corporateOptionsAnswer = z.object({
  periods: z.array(period),
  period,
  agencies: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      email: z.string().nullable(),
      lines: z.number().int(),
      open_sheet_id: idSchema.nullable(),
    }),
  ),
});
export type CorporateOptions = z.infer<typeof corporateOptionsAnswer>;

export const corporateTimesheetOptionsContract = defineContract({
  method: 'GET',
  path: '/facilities/corporate-timesheets/options',
  query: corporateOptionsQuery,
  answer: corporateOptionsAnswer,
});
