import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '../../timekeeping/values';
import { defineContract } from '../contract';

/**
 * POST facilities/pto/employees/:employeeId/adjustments (time:write, idempotent): a signed
 * correction of the balance, with the reason and who made it (a ledger ADJUSTMENT row).
 */
export const addPtoAdjustmentContract = defineContract({
  method: 'POST',
  path: '/facilities/pto/employees/:employeeId/adjustments',
  params: z.object({ employeeId: z.uuid() }),
  body: z.object({
    /** Added (positive) or taken off (negative), in quarter hours. */
    hours: z.number().min(-2080).max(2080),
    note: z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH),
    /** The day it counts from (its year); today in the facility's zone when left out. */
    date: calendarDate.optional(),
  }),
  answer: z.object({ id: z.uuid(), message: z.string() }),
});
