import { z } from 'zod';
import { dependentRelations, valuesOf } from '../../lookups';
import { calendarDate } from '../../validation/calendar-date';
import { dependentSchema } from '../../validation/records-tax';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { employeeParams } from '../employees/employee';

/** An employee's dependents (issue 27, decision 065); the SSN only masked (`***-**-1234`). */
export const dependentRecordSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  relation: z.enum(valuesOf(dependentRelations)),
  date_of_birth: calendarDate,
  ssn: z.string().nullable(),
});
export type DependentRecord = z.infer<typeof dependentRecordSchema>;

const dependentsPath = '/facilities/employees/:employeeId/dependents' as const;
const dependentPath = `${dependentsPath}/:dependentId` as const;
export const dependentParams = z.object({ employeeId: z.uuid(), dependentId: z.uuid() });

export const saveDependentBody = dependentSchema;
export type SaveDependentBody = z.input<typeof saveDependentBody>;

export const listDependentsContract = defineContract({
  method: 'GET',
  path: dependentsPath,
  params: employeeParams,
  answer: listOf(dependentRecordSchema),
});
export const createDependentContract = defineContract({
  method: 'POST',
  path: dependentsPath,
  params: employeeParams,
  body: saveDependentBody,
  answer: dependentRecordSchema,
});
export const updateDependentContract = defineContract({
  method: 'PATCH',
  path: dependentPath,
  params: dependentParams,
  body: saveDependentBody,
  answer: dependentRecordSchema,
});
export const deleteDependentContract = defineContract({
  method: 'DELETE',
  path: dependentPath,
  params: dependentParams,
  answer: z.object({ message: z.string() }),
});
