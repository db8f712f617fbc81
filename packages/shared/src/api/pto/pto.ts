import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { workerTypeValues } from '../../lookups';
import { PTO_ACCRUAL_MAX, PTO_ANNUAL_CAP_MAX_HOURS } from '../../timekeeping/pto';
import { ptoRequestStatuses, TIMEKEEPING_REASON_MAX_LENGTH } from '../../timekeeping/values';

// The PTO area's shapes (docs/decisions/023-pto-and-benefits.md): hours in JSON, minutes in the database.

const quarterHours = (hours: number) => Math.abs(hours * 4 - Math.round(hours * 4)) < 1e-9;
/** Hours in quarter hours, 0 or more. */
export const policyHours = z
  .number()
  .min(0)
  .max(PTO_ANNUAL_CAP_MAX_HOURS)
  .refine(quarterHours, { message: 'Hours must be in quarter hours.' });

export const policyBody = z.object({
  name: z.string().trim().min(1, 'Please enter the policy name.').max(80),
  /** Hours of PTO per hour worked, at most 4 decimals (0.0385 is about 1 hour per 26). */
  accrual_per_hour: z
    .number()
    .gt(0, 'The accrual must be more than 0.')
    .max(PTO_ACCRUAL_MAX, 'The accrual can be at most 1 hour per hour worked.')
    .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, { message: 'The accrual has at most 4 decimals.' }),
  annual_cap_hours: policyHours,
  carry_over_hours: policyHours,
  is_default: z.boolean().optional(),
});
export type PolicyBody = z.input<typeof policyBody>;

export const ptoPolicySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accrual_per_hour: z.number(),
  annual_cap_hours: z.number(),
  carry_over_hours: z.number(),
  is_default: z.boolean(),
  /** Employees assigned to it by name; the default also covers everyone not assigned. */
  assigned_count: z.number().int(),
});
export type PtoPolicy = z.infer<typeof ptoPolicySchema>;

export const ptoRequestSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  nurse_id: z.uuid(),
  employee_name: z.string(),
  start_date: calendarDate,
  end_date: calendarDate,
  hours: z.number(),
  reason: z.string().nullable(),
  status: z.enum(ptoRequestStatuses),
  /** NURSE from her time clock, USER from the facility. */
  entered_by: z.enum(['NURSE', 'USER']),
  entered_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type PtoRequest = z.infer<typeof ptoRequestSchema>;

export const ptoReason = z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH).optional();

/** The balance of the current year, as the tab's cards show it. */
export const ptoBalanceSchema = z.object({
  year: z.number().int(),
  worked_hours: z.number(),
  accrued_hours: z.number(),
  carried_over_hours: z.number(),
  used_hours: z.number(),
  adjusted_hours: z.number(),
  available_hours: z.number(),
  /** Pending requests, not yet taken off the balance. */
  pending_hours: z.number(),
});
export type PtoBalance = z.infer<typeof ptoBalanceSchema>;

export const ptoHistoryKinds = ['ACCRUAL', 'CARRY_OVER', 'FORFEIT', 'USAGE', 'ADJUSTMENT'] as const;
export type PtoHistoryKind = (typeof ptoHistoryKinds)[number];

/** One line of the history: the ledger's rows, and the yearly lines computed on read (accrual, carry-over, forfeit). */
export const ptoHistoryLineSchema = z.object({
  kind: z.enum(ptoHistoryKinds),
  year: z.number().int(),
  /** The day it counts from: a request's first day, an adjustment's, the 1st of January for carry-over. */
  date: calendarDate,
  hours: z.number(),
  note: z.string().nullable(),
  by: z.string().nullable(),
  request_id: z.uuid().nullable(),
});
export type PtoHistoryLine = z.infer<typeof ptoHistoryLineSchema>;

export const eligibleEmployeeSchema = z.object({
  employee_id: z.uuid(),
  nurse_id: z.uuid(),
  name: z.string(),
  worker_type: z.enum(workerTypeValues),
  job_title: z.string(),
  total_hours: z.number(),
  average_monthly_hours: z.number(),
  months_over: z.number().int(),
  monthly: z.array(z.object({ month: z.string(), hours: z.number() })),
});
export type EligibleEmployee = z.infer<typeof eligibleEmployeeSchema>;
