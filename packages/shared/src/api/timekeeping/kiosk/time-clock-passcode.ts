import { z } from 'zod';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';

/** Whether an employee has a time-clock passcode, and since when: never the passcode. */
export const timeClockPasscodeSchema = z.object({
  set_at: z.string().nullable(),
  set_by: z.string().nullable(),
});
export type TimeClockPasscode = z.infer<typeof timeClockPasscodeSchema>;

const params = z.object({ employeeId: idSchema });

/** GET facilities/employees/{employeeId}/time-clock-passcode (time:read). */
export const getTimeClockPasscodeContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/time-clock-passcode',
  params,
  answer: timeClockPasscodeSchema,
});

/**
 * POST facilities/employees/{employeeId}/time-clock-passcode (time:write): a new passcode, sent to
 * the nurse by SMS; the old one stops working. The answer never carries it.
 */
export const regenerateTimeClockPasscodeContract = defineContract({
  method: 'POST',
  path: '/facilities/employees/:employeeId/time-clock-passcode',
  params,
  answer: timeClockPasscodeSchema,
});
