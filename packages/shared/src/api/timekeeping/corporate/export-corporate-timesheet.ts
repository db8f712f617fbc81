import { defineFileContract } from '../../contract';
import { corporateSheetParams } from './corporate-timesheet';

/** The CSV's columns, in order: one row per line. */
export const CORPORATE_EXPORT_COLUMNS = [
  'Agency',
  'Period start',
  'Period end',
  'Nurse',
  'Day',
  'Clock in',
  'Clock out',
  'Hours',
  'Line',
  'Status',
  'Comment',
] as const;

/**
 * GET facilities/corporate-timesheets/:sheetId/export (time:read): the sheet's lines as a CSV
 * download (not the envelope); times in the facility's zone, every cell formula-safe.
 */
export const exportCorporateTimesheetContract = defineFileContract({
  method: 'GET',
  path: '/facilities/corporate-timesheets/:sheetId/export',
  params: corporateSheetParams,
  file: true,
});
