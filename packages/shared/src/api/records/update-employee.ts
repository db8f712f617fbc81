import { z } from 'zod';
import { genderValues, workerTypeValues } from '../../lookups';
import { defineContract } from '../contract';
import { employeeParams } from '../employees/employee';
import { calendarDate } from '../../validation/calendar-date';
import { phoneSchema } from '../../validation/phone';
import { optionalEmail, optionalText, requiredText } from './fields';

/**
 * PATCH facilities/employees/{employeeId} (staff:write): the fields sent change, the others stay.
 * A new mobile comes with the id of its verification (decision 063); an agency nurse (AN) needs
 * an agency working with the facility; termination is not before hire. One audit row per save,
 * with each changed field's before and after.
 */
export const updateEmployeeBody = z
  .object({
    first_name: requiredText,
    last_name: requiredText,
    email: optionalEmail,
    mobile: phoneSchema,
    verification_id: z.uuid(),
    job_title_id: z.uuid(),
    worker_type: z.enum(workerTypeValues),
    agency_id: z.uuid().nullable(),
    unit_id: z.uuid().nullable(),
    department: optionalText,
    date_of_joining: calendarDate.nullable(),
    termination_date: calendarDate.nullable(),
    gender: z.enum(genderValues).nullable(),
  })
  .partial();
export type UpdateEmployeeBody = z.input<typeof updateEmployeeBody>;
export const updateEmployeeAnswer = z.object({
  /** The fields that changed, by their API names; empty when the save changed nothing. */
  changed: z.array(z.string()),
  message: z.string(),
});
export type UpdateEmployeeAnswer = z.infer<typeof updateEmployeeAnswer>;

export const updateEmployeeContract = defineContract({
  method: 'PATCH',
  path: '/facilities/employees/:employeeId',
  params: employeeParams,
  body: updateEmployeeBody,
  answer: updateEmployeeAnswer,
});

/** GET facilities/employee-edit-choices (staff:read): the facility's units for the edit dialog, a subunit named after its unit. */
export const employeeEditChoicesAnswer = z.object({ units: z.array(z.object({ id: z.uuid(), name: z.string() })) });
export type EmployeeEditChoices = z.infer<typeof employeeEditChoicesAnswer>;
export const employeeEditChoicesContract = defineContract({
  method: 'GET',
  path: '/facilities/employee-edit-choices',
  answer: employeeEditChoicesAnswer,
});
