import { z } from 'zod';
import { calendarDate } from '../../../validation/calendar-date';
import { productMessages } from '../../../messages';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';

export const APPROVER_NAME_MAX_LENGTH = 100;

export const approverFields = z.object({
  approver_name: z
    .string()
    .trim()
    .max(APPROVER_NAME_MAX_LENGTH, productMessages.corporateApproverNameTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
  approver_email: z
    .string({ error: productMessages.corporateApproverEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, productMessages.corporateApproverEmailRequired)
    .max(254, productMessages.invalidEmail)
    .pipe(z.email(productMessages.invalidEmail)),
});

/**
 * POST facilities/corporate-timesheets (time:write, idempotent): sends a pay period's hours of one
 * agency's nurses to an approver. The lines are a snapshot of the period's timecards of the
 * agency's AN nurses; the link goes by e-mail through the outbox. Refused (422) for an empty
 * period and (409) while a timesheet of the same agency and period is still open.
 */
export const sendCorporateTimesheetBody = approverFields.extend({ agency_id: idSchema, period_start: calendarDate });
export type SendCorporateTimesheetBody = z.input<typeof sendCorporateTimesheetBody>;
export const sendCorporateTimesheetAnswer = z.object({ id: idSchema, lines: z.number().int(), message: z.string() });

export const sendCorporateTimesheetContract = defineContract({
  method: 'POST',
  path: '/facilities/corporate-timesheets',
  body: sendCorporateTimesheetBody,
  answer: sendCorporateTimesheetAnswer,
});
