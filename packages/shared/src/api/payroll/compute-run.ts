import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
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
  body: z.object({ period_start: calendarDate }),
  answer: payrollRunSummarySchema,
});
