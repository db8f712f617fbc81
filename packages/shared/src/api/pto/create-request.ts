import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';
import { ptoReason, ptoRequestSchema } from './pto';

export const createPtoRequestBody = z.object({
  employee_id: z.uuid(),
  start_date: calendarDate,
  end_date: calendarDate,
  /** In quarter hours, at most 24 a day of the range. */
  hours: z.number(),
  reason: ptoReason,
});
export type CreatePtoRequestBody = z.input<typeof createPtoRequestBody>;

/**
 * POST facilities/pto/requests (time:write, idempotent): the facility enters a request for one
 * of its employees (past days allowed, to record leave already taken). It starts PENDING.
 */
export const createPtoRequestContract = defineContract({
  method: 'POST',
  path: '/facilities/pto/requests',
  body: createPtoRequestBody,
  answer: ptoRequestSchema,
});
