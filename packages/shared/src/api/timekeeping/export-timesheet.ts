import { defineFileContract } from '../contract';
import { timesheetQuery } from './list-timesheet';

/**
 * GET facilities/timesheet/export (time:read): the period's rows under the same filters as a CSV
 * download, every cell formula-safe (format/spreadsheet-cell.ts).
 */
export const exportTimesheetContract = defineFileContract({
  method: 'GET',
  path: '/facilities/timesheet/export',
  query: timesheetQuery,
  file: true,
});
