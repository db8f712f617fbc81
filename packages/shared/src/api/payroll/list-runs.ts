import { z } from 'zod';
import { payrollRunStatuses } from '../../money/values';
import { defineContract } from '../contract';
import { listOf, listQuery } from '../envelope';
import { finishedPeriodSchema, payrollRunSummarySchema } from './payroll-run';

export const payrollRunsQuery = listQuery.pick({ page: true, page_size: true }).extend({ status: z.enum(payrollRunStatuses).optional() });
export type PayrollRunsQuery = z.input<typeof payrollRunsQuery>;
export type PayrollRunsFilters = z.output<typeof payrollRunsQuery>;

/**
 * GET facilities/payroll/runs (money:read): the facility's runs, newest period first, and the
 * pay periods that have ended lately (the choices of "Compute payroll").
 */
export const listPayrollRunsContract = defineContract({
  method: 'GET',
  path: '/facilities/payroll/runs',
  query: payrollRunsQuery,
  answer: listOf(payrollRunSummarySchema).extend({ periods: z.array(finishedPeriodSchema) }),
});
