import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { availabilityKinds } from '../../staffing/values';
import { employeeParams } from '../employees/employee';
import { defineContract } from '../contract';

/** What a nurse told the staff about a facility-local day; null clears it (back to "not said"). */
export const availabilityBody = z.object({
  date: calendarDate,
  kind: z.enum(availabilityKinds).nullable(),
});
export type AvailabilityBody = z.infer<typeof availabilityBody>;

export const availabilityAnswer = availabilityBody.extend({ employee_id: z.uuid() });

/** PUT facilities/employees/{employeeId}/availability: sets or clears one day, from the roster's cell. */
export const setAvailabilityContract = defineContract({
  method: 'PUT',
  path: '/facilities/employees/:employeeId/availability',
  params: employeeParams,
  body: availabilityBody,
  answer: availabilityAnswer,
});
