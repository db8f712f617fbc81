import { z } from 'zod';
import { genderValues } from '../../lookups';
import { defineContract } from '../contract';
import { calendarDate } from '../../validation/calendar-date';
import { phoneSchema } from '../../validation/phone';
import { optionalEmail, optionalText, requiredText } from './fields';

/**
 * POST facilities/employees (staff:write): one internal employee added by hand, with the fields and
 * rules of a bulk-invite row (spec 001 section 3; the server runs the row's own check) and a mobile
 * verified by a code (`verification_id`, fresh and unused). She is ACTIVE at once: her phone was
 * in the room (decision 063).
 */
export const addEmployeeBody = z.object({
  verification_id: z.uuid(),
  first_name: requiredText,
  last_name: requiredText,
  mobile: phoneSchema,
  email: optionalEmail,
  /** Dollars a month, as the bulk file's monthly_rate. */
  monthly_rate: z.number().min(0).max(9_999_999.99).multipleOf(0.01),
  is_resident: z.boolean(),
  job_title_id: z.uuid(),
  job_category: optionalText,
  date_of_joining: calendarDate.nullable(),
  pay_type: optionalText,
  payment_category: optionalText,
  discipline: optionalText,
  department: optionalText,
  paychex_emp_id: optionalText,
  paychex_org_id: optionalText,
  paychex_org_id_15: optionalText,
  gender: z.enum(genderValues).nullable(),
  unit_id: z.uuid().nullable(),
});
export type AddEmployeeBody = z.input<typeof addEmployeeBody>;
export const addEmployeeAnswer = z.object({ id: z.uuid(), emp_id: z.number().int(), message: z.string() });
export type AddEmployeeAnswer = z.infer<typeof addEmployeeAnswer>;

export const addEmployeeContract = defineContract({
  method: 'POST',
  path: '/facilities/employees',
  body: addEmployeeBody,
  answer: addEmployeeAnswer,
});
