import { z } from 'zod';
import { calendarDate } from '../../../validation/calendar-date';
import { ptoRequestStatuses, TIMEKEEPING_REASON_MAX_LENGTH } from '../../../timekeeping/values';
import { defineContract } from '../../contract';
import { idSchema } from '../../ids';

/** POST time-clock/pto-requests (public, with the time-clock device header): the nurse asks for time off. */
export const requestPtoFromTimeClockContract = defineContract({
  method: 'POST',
  path: '/time-clock/pto-requests',
  body: z.object({
    start_date: calendarDate,
    end_date: calendarDate,
    /** Hours of PTO asked for, in quarter hours. */
    hours: z.number().positive().multipleOf(0.25),
    reason: z.string().trim().max(TIMEKEEPING_REASON_MAX_LENGTH).optional(),
  }),
  answer: z.object({
    id: idSchema,
    status: z.enum(ptoRequestStatuses),
    start_date: calendarDate,
    end_date: calendarDate,
    hours: z.number(),
  }),
});
