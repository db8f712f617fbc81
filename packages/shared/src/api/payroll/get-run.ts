import { defineContract } from '../contract';
import { payrollRunDetailsSchema, runParams } from './payroll-run';

/** GET facilities/payroll/runs/{runId} (money:read): the run's lines per person, with warnings. */
export const getPayrollRunContract = defineContract({
  method: 'GET',
  path: '/facilities/payroll/runs/:runId',
  params: runParams,
  answer: payrollRunDetailsSchema,
});
