import { z } from 'zod';
import { defineFileContract } from '../contract';
import { runParams } from './payroll-run';

/**
 * GET facilities/payroll/runs/{runId}/paychex.csv (money:read): the internal staff's pay for the
 * Paychex import, one row per person and kind of pay, by `paychex_org_id` and `paychex_emp_id`,
 * under the facility's earning categories. Cells are formula-safe.
 */
export const exportPaychexContract = defineFileContract({
  method: 'GET',
  path: '/facilities/payroll/runs/:runId/paychex.csv',
  params: runParams,
  file: true,
});

/** GET facilities/payroll/runs/{runId}/adp.csv (money:read): the internal staff's hours and pay, one row per person, ADP-style. */
export const exportAdpContract = defineFileContract({
  method: 'GET',
  path: '/facilities/payroll/runs/:runId/adp.csv',
  params: runParams,
  file: true,
});

/**
 * GET facilities/payroll/runs/{runId}/agency-statement.csv (money:read): agency nurses' shifts at
 * the agency rate, per agency with its total; `agency_id` narrows it to one agency.
 */
export const exportAgencyStatementContract = defineFileContract({
  method: 'GET',
  path: '/facilities/payroll/runs/:runId/agency-statement.csv',
  params: runParams,
  query: z.object({ agency_id: z.uuid().optional() }),
  file: true,
});

/**
 * GET facilities/payroll/runs/{runId}/w4.csv (records:tax, issue 27, decision 065): the W-4 in
 * force on the period's last day of each internal employee of the run, with her Paychex ids and
 * ADP File #. Neither provider's pay-data file has W-4 columns (withholding is employee setup
 * there), so the W-4 is a file of its own beside them.
 */
export const exportW4Contract = defineFileContract({
  method: 'GET',
  path: '/facilities/payroll/runs/:runId/w4.csv',
  params: runParams,
  file: true,
});
