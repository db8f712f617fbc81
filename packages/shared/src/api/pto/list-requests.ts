import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { ptoRequestStatuses } from '../../timekeeping/values';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { ptoRequestSchema } from './pto';

export const listPtoRequestsQuery = z.object({
  status: z.enum(ptoRequestStatuses).optional(),
  employee_id: z.uuid().optional(),
  /** Requests that reach into [from, to]. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListPtoRequestsQuery = z.input<typeof listPtoRequestsQuery>;

/** GET facilities/pto/requests (time:read): pending first by start date, then the others newest first. */
export const listPtoRequestsContract = defineContract({
  method: 'GET',
  path: '/facilities/pto/requests',
  query: listPtoRequestsQuery,
  answer: listOf(ptoRequestSchema),
});
