import { z } from 'zod';
import { corporateTimesheetStatuses } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { listOf, listQuery } from '../../envelope';
import { corporateTimesheetSummarySchema } from './corporate-timesheet';

/** GET facilities/corporate-timesheets (time:read): the sent timesheets, newest period first. */
export const listCorporateTimesheetsQuery = listQuery.extend({ status: z.enum(corporateTimesheetStatuses).optional() });
export type ListCorporateTimesheetsQuery = z.input<typeof listCorporateTimesheetsQuery>;
export const listCorporateTimesheetsAnswer = listOf(corporateTimesheetSummarySchema);
export type ListCorporateTimesheetsAnswer = z.infer<typeof listCorporateTimesheetsAnswer>;

export const listCorporateTimesheetsContract = defineContract({
  method: 'GET',
  path: '/facilities/corporate-timesheets',
  query: listCorporateTimesheetsQuery,
  answer: listCorporateTimesheetsAnswer,
});
