import { z } from 'zod';
import { oneOffPaymentKinds, oneOffPaymentStatuses } from '../../money/values';
import { calendarDate } from '../../validation/calendar-date';
import { createOneOffPaymentSchema, paymentSettingsSchema, rejectOneOffPaymentSchema } from '../../validation/one-off-payments';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { pagingQuery } from './paging';

const idParams = z.object({ id: z.uuid() });
const person = z.object({ id: z.uuid(), name: z.string() }).nullable();
const period = z.object({ start: calendarDate, end: calendarDate });

/** A one-off payment as every answer shows it (decision 077); money in dollars. */
export const oneOffPaymentSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  nurse_name: z.string(),
  worker_type: z.string(),
  kind: z.enum(oneOffPaymentKinds),
  amount: z.number(),
  reason: z.string(),
  dated: calendarDate,
  booking_id: z.uuid().nullable(),
  /** The booked shift a shift incentive names: its day and title. */
  booking_label: z.string().nullable(),
  payroll_run_id: z.uuid().nullable(),
  corrects_period: period.nullable(),
  status: z.enum(oneOffPaymentStatuses),
  created_by: person,
  created_at: z.iso.datetime({ offset: true }),
  decided_by: person,
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  rejection_reason: z.string().nullable(),
  transaction_id: z.uuid().nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  /** The pay period whose payroll exports carry it (internal staff only); null until paid. */
  payroll_period: period.nullable(),
});
export type OneOffPayment = z.infer<typeof oneOffPaymentSchema>;

/** POST facilities/one-off-payments (money:move, Idempotency-Key accepted): approved at once up to the facility's threshold. */
export const createOneOffPaymentContract = defineContract({
  method: 'POST',
  path: '/facilities/one-off-payments',
  body: createOneOffPaymentSchema,
  answer: oneOffPaymentSchema,
});

export const listOneOffPaymentsQuery = pagingQuery.extend({
  status: z.enum(oneOffPaymentStatuses).optional(),
  kind: z.enum(oneOffPaymentKinds).optional(),
  employee_id: z.uuid().optional(),
});
export type ListOneOffPaymentsQuery = z.input<typeof listOneOffPaymentsQuery>;

/** GET facilities/one-off-payments (money:read): awaiting approval first, then approved, then newest first. */
export const listOneOffPaymentsContract = defineContract({
  method: 'GET',
  path: '/facilities/one-off-payments',
  query: listOneOffPaymentsQuery,
  answer: listOf(oneOffPaymentSchema),
});

/** GET facilities/one-off-payments/:id (money:read). */
export const getOneOffPaymentContract = defineContract({
  method: 'GET',
  path: '/facilities/one-off-payments/:id',
  params: idParams,
  answer: oneOffPaymentSchema,
});

/** POST facilities/one-off-payments/:id/approve (money:move): by an admin who did not enter it. */
export const approveOneOffPaymentContract = defineContract({
  method: 'POST',
  path: '/facilities/one-off-payments/:id/approve',
  params: idParams,
  answer: oneOffPaymentSchema,
});

/** POST facilities/one-off-payments/:id/reject (money:move): an unpaid payment will not be paid, and why. */
export const rejectOneOffPaymentContract = defineContract({
  method: 'POST',
  path: '/facilities/one-off-payments/:id/reject',
  params: idParams,
  body: rejectOneOffPaymentSchema,
  answer: oneOffPaymentSchema,
});

/** POST facilities/one-off-payments/:id/pay (money:move, Idempotency-Key required): an APPROVED one, from the vault. */
export const payOneOffPaymentContract = defineContract({
  method: 'POST',
  path: '/facilities/one-off-payments/:id/pay',
  params: idParams,
  answer: oneOffPaymentSchema,
});

/** What the new-payment dialog offers for a nurse: her recent bookings, and the payroll runs a correction may name. */
export const oneOffOptionsSchema = z.object({
  bookings: z.array(z.object({ id: z.uuid(), label: z.string() })),
  runs: z.array(z.object({ id: z.uuid(), start: calendarDate, end: calendarDate })),
  approval_threshold: z.number(),
});
export type OneOffOptions = z.infer<typeof oneOffOptionsSchema>;

/** GET facilities/one-off-payments/options (money:read). */
export const oneOffOptionsContract = defineContract({
  method: 'GET',
  path: '/facilities/one-off-payments/options',
  query: z.object({ employee_id: z.uuid().optional() }),
  answer: oneOffOptionsSchema,
});

export const paymentSettingsAnswer = z.object({ one_off_approval_threshold: z.number() });

/** GET facilities/payments/settings (money:read): the approval threshold. */
export const getPaymentSettingsContract = defineContract({
  method: 'GET',
  path: '/facilities/payments/settings',
  answer: paymentSettingsAnswer,
});

/** PUT facilities/payments/settings (money:move): an admin sets the approval threshold. */
export const updatePaymentSettingsContract = defineContract({
  method: 'PUT',
  path: '/facilities/payments/settings',
  body: paymentSettingsSchema,
  answer: paymentSettingsAnswer,
});
