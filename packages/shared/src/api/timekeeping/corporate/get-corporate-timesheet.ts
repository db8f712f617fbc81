import { defineContract } from '../../contract';
import { corporateSheetParams, corporateTimesheetDetailSchema } from './corporate-timesheet';

/** GET facilities/corporate-timesheets/:sheetId (time:read): one sheet with its lines and their decisions. */
export const getCorporateTimesheetContract = defineContract({
  method: 'GET',
  path: '/facilities/corporate-timesheets/:sheetId',
  params: corporateSheetParams,
  answer: corporateTimesheetDetailSchema,
});
