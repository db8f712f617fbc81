import { z } from 'zod';
import { defineContract } from '../contract';
import { payDetailsSchema } from '../../validation/pay-details';

export const payParams = z.object({ employeeId: z.uuid() });

/** The pay fields of one set of details; money in dollars. */
const payFields = {
  hourly_rate: z.number(),
  monthly_rate: z.number().nullable(),
  pay_type: z.string().nullable(),
  payment_category: z.string().nullable(),
  paychex_emp_id: z.string().nullable(),
  paychex_org_id: z.string().nullable(),
  paychex_org_id_15: z.string().nullable(),
};

export const payStates = ['PAST', 'IN_FORCE', 'SCHEDULED'] as const;
export type PayState = (typeof payStates)[number];

/** One row of the history: in force from `effective_from` until the next row's date. */
export const payHistoryRowSchema = z.object({
  id: z.uuid(),
  effective_from: z.iso.date(),
  ...payFields,
  state: z.enum(payStates),
  /** Who entered it; null for the row recorded from the employee's values when her history began. */
  changed_by: z.string().nullable(),
  changed_at: z.iso.datetime(),
});
export type PayHistoryRow = z.infer<typeof payHistoryRowSchema>;

export const payAnswer = z.object({
  employee_id: z.uuid(),
  /** What the employee card and the pickers read today (spec 000 section 3). */
  current: z.object({ ...payFields, is_monthly_rate_set: z.boolean() }),
  /** The facility's today, and the last day approved payroll covers: a change must start after it. */
  today: z.iso.date(),
  settled_through: z.iso.date().nullable(),
  /** Newest date first. */
  history: z.array(payHistoryRowSchema),
});
export type PayAnswer = z.infer<typeof payAnswer>;

const path = '/facilities/employees/:employeeId/pay';

/** GET facilities/employees/{employeeId}/pay (money:read): the pay in force and its history. */
export const getPayContract = defineContract({ method: 'GET', path, params: payParams, answer: payAnswer });

/**
 * POST facilities/employees/{employeeId}/pay (money:move, Idempotency-Key accepted): the details
 * in force from `effective_from` on. A date that already has a row replaces it (audited); a date
 * inside approved payroll is 409.
 */
export const changePayContract = defineContract({ method: 'POST', path, params: payParams, body: payDetailsSchema, answer: payAnswer });
