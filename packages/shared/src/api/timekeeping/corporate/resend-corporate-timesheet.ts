import { z } from 'zod';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';
import { corporateSheetParams } from './corporate-timesheet';
import { approverFields } from './send-corporate-timesheet';

/**
 * POST facilities/corporate-timesheets/:sheetId/resend (time:write): a fresh link with a fresh
 * expiry, to the same approver or a corrected one; the link sent before stops working. The
 * approver's decisions so far are kept. Refused (409) once the approver has submitted.
 */
export const resendCorporateTimesheetBody = approverFields.partial();
export type ResendCorporateTimesheetBody = z.input<typeof resendCorporateTimesheetBody>;
export const resendCorporateTimesheetAnswer = z.object({ id: idSchema, link_expires_at: z.iso.datetime(), message: z.string() });

export const resendCorporateTimesheetContract = defineContract({
  method: 'POST',
  path: '/facilities/corporate-timesheets/:sheetId/resend',
  params: corporateSheetParams,
  body: resendCorporateTimesheetBody,
  answer: resendCorporateTimesheetAnswer,
});
