import { z } from 'zod';
import { messages } from '../../messages';
import { defineContract } from '../contract';
import { payrollRunSummarySchema, runParams } from './payroll-run';

/** More than any run's external nurses; a longer list is a mistake, not a payroll. */
export const PAY_MAX_EMPLOYEES = 1000;

export const payPayrollBody = z.object({
  employee_ids: z
    .array(z.uuid(), { error: messages.selectAtLeastOneEmployee })
    .min(1, messages.selectAtLeastOneEmployee)
    .max(PAY_MAX_EMPLOYEES),
});
export type PayPayrollBody = z.infer<typeof payPayrollBody>;

/**
 * POST facilities/payroll/runs/{runId}/pay (money:move, Idempotency-Key required): pays the
 * chosen external nurses' lines of an APPROVED run from the vault, one PAYOUT each, all or none
 * (a vault too low is the ledger's 409 and nothing is paid). The run is PAID once every external
 * line is.
 */
export const payPayrollRunContract = defineContract({
  method: 'POST',
  path: '/facilities/payroll/runs/:runId/pay',
  params: runParams,
  body: payPayrollBody,
  answer: z.object({ run: payrollRunSummarySchema, paid: z.number().int(), amount: z.number(), message: z.string() }),
});
