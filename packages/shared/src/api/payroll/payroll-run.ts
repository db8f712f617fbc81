import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { payrollRunStatuses } from '../../money/values';
import { benefitLine } from '../benefits/enrolment';

const instant = z.iso.datetime({ offset: true });

export const runParams = z.object({ runId: z.uuid() });

/**
 * One payroll run as the list shows it: money in dollars. `payout` is what leaves the vault for
 * external nurses, `agency` what the agencies' statements add up to, `internal` what the payroll
 * provider pays the facility's own staff.
 */
export const payrollRunSummarySchema = z.object({
  id: z.uuid(),
  period_start: calendarDate,
  period_end: calendarDate,
  status: z.enum(payrollRunStatuses),
  gross: z.number(),
  payout: z.number(),
  agency: z.number(),
  internal: z.number(),
  lines: z.number().int(),
  external_lines: z.number().int(),
  external_paid: z.number().int(),
  agency_lines: z.number().int(),
  internal_lines: z.number().int(),
  computed_at: instant,
  approved_at: instant.nullable(),
  paid_at: instant.nullable(),
});
export type PayrollRunSummary = z.infer<typeof payrollRunSummarySchema>;

/** A pay period that has ended, with its run when one exists: what "Compute payroll" offers. */
export const finishedPeriodSchema = z.object({
  start: calendarDate,
  end: calendarDate,
  run_id: z.uuid().nullable(),
  status: z.enum(payrollRunStatuses).nullable(),
});
export type FinishedPeriod = z.infer<typeof finishedPeriodSchema>;

/**
 * The regular rate of one overtime period in which the line has overtime (decision 051): every hour
 * worked in the period, their straight-time pay with differentials, that pay per hour, and the
 * premium it makes on the pay period's overtime and double-time hours; `adjustment` is the part
 * beyond 1.5x and 2x of the base rate, paid as its own earning.
 */
export const regularRateSchema = z.object({
  period_start: calendarDate,
  period_end: calendarDate,
  worked_hours: z.number(),
  straight_pay: z.number(),
  regular_rate: z.number(),
  overtime_hours: z.number(),
  double_time_hours: z.number(),
  premium: z.number(),
  adjustment: z.number(),
});
export type RegularRateView = z.infer<typeof regularRateSchema>;

/** One person's pay in a run: hours with 2 decimals, money in dollars. */
export const payrollLineSchema = z.object({
  employee_id: z.uuid(),
  name: z.string(),
  emp_id: z.number().int(),
  worker_type: z.enum(['IN', 'EN', 'AN']),
  agency_id: z.uuid().nullable(),
  agency_name: z.string().nullable(),
  worked_hours: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  double_time_hours: z.number(),
  differential_hours: z.number(),
  pto_hours: z.number(),
  rate: z.number(),
  regular_pay: z.number(),
  overtime_pay: z.number(),
  double_time_pay: z.number(),
  differential_pay: z.number(),
  overtime_adjustment_pay: z.number(),
  pto_pay: z.number(),
  gross: z.number(),
  regular_rates: z.array(regularRateSchema),
  /** External nurses only: whether the payout left the vault; null for the others. */
  paid: z.boolean().nullable(),
  paychex_emp_id: z.string().nullable(),
  paychex_org_id: z.string().nullable(),
  warnings: z.array(z.string()),
  /** Internal staff: each plan kind's deduction and employer contribution in the period (issue 30, decision 075). */
  benefits: z.array(benefitLine),
});
export type PayrollLineView = z.infer<typeof payrollLineSchema>;

export const payrollRunDetailsSchema = z.object({
  run: payrollRunSummarySchema,
  lines: z.array(payrollLineSchema),
  /** Timecards of the period not approved yet: they block approval. */
  open_timecards: z.number().int(),
  warnings: z.array(z.string()),
  /** The agencies with hours in the run, for their statements. */
  agencies: z.array(z.object({ id: z.uuid(), name: z.string(), hours: z.number(), amount: z.number() })),
});
export type PayrollRunDetails = z.infer<typeof payrollRunDetailsSchema>;
