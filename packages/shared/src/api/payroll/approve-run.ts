import { defineContract } from '../contract';
import { payrollRunSummarySchema, runParams } from './payroll-run';

/**
 * POST facilities/payroll/runs/{runId}/approve (money:move): computes the draft a last time and
 * freezes it. Refused (409) while a timecard of the period is pending or disputed. A run that
 * pays nobody from the vault is PAID at once (decision 030).
 */
export const approvePayrollRunContract = defineContract({
  method: 'POST',
  path: '/facilities/payroll/runs/:runId/approve',
  params: runParams,
  answer: payrollRunSummarySchema,
});
