import { z } from 'zod';
import { defineContract } from '../contract';
import { employeeParams } from '../employees/employee';

/** One upcoming booking deactivation cancels (its opening reopens). */
export const cancelledBookingSchema = z.object({
  shift_id: z.uuid(),
  title: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
});

/**
 * What deactivating her changes, listed before the confirmation and answered after it: upcoming
 * bookings cancelled, pending applications withdrawn, open release offers withdrawn, her time-clock
 * link and her message links revoked (decision 063).
 */
export const deactivationSchema = z.object({
  bookings: z.array(cancelledBookingSchema),
  applications: z.number().int(),
  offers: z.number().int(),
  time_clock_link: z.boolean(),
  /** Her passcode for the facility's shared time clocks (decision 067) stops working. */
  time_clock_passcode: z.boolean(),
  message_tokens: z.number().int(),
});
export type Deactivation = z.infer<typeof deactivationSchema>;

/** GET facilities/employees/{employeeId}/deactivation (staff:read): the preview; nothing changes. */
export const deactivationPreviewContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/deactivation',
  params: employeeParams,
  answer: deactivationSchema,
});

/** POST facilities/employees/{employeeId}/deactivate (staff:write): all of the preview in one transaction, and an SMS to her. */
export const deactivateEmployeeAnswer = deactivationSchema.extend({ message: z.string() });
export const deactivateEmployeeContract = defineContract({
  method: 'POST',
  path: '/facilities/employees/:employeeId/deactivate',
  params: employeeParams,
  answer: deactivateEmployeeAnswer,
});

/** POST facilities/employees/{employeeId}/reactivate (staff:write): ACTIVE again; cancelled bookings stay cancelled. */
export const reactivateEmployeeContract = defineContract({
  method: 'POST',
  path: '/facilities/employees/:employeeId/reactivate',
  params: employeeParams,
  answer: z.object({ message: z.string() }),
});
