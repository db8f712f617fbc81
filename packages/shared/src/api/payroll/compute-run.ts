import { z } from 'zod';
import { productMessages } from '../../messages';
import { defineContract } from '../contract';
import { payrollRunSummarySchema } from './payroll-run';

/**
 * POST facilities/payroll/runs (money:move, Idempotency-Key): computes the DRAFT run of the pay
 * period starting `period_start` from its approved timecards, or computes a draft again. The
 * period must have ended (422); an approved or paid run is never computed again (409).
 */
export const computePayrollRunContract = defineContract({
  method: 'POST',
  path: '/facilities/payroll/runs',
  body: z.object({ period_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, productMessages.timesheetDateInvalid) }),
  answer: payrollRunSummarySchema,
});
