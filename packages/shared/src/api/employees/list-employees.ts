import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { workerTypeValues } from '../../lookups';
import { employeeCardSchema, employeeStatusValues } from './employee';

export const employeeOrderings = [
  'emp_id',
  '-emp_id',
  'name',
  '-name',
  'hourly_rate',
  '-hourly_rate',
  'created_at',
  '-created_at',
] as const;

/**
 * GET facilities/employees: the employees page. `search` matches first name, last name, full name
 * and emp_id; `worker_type`, `status` and `job_title_id` filter; `nurse_id` finds one nurse's row.
 */
export const listEmployeesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(employeeOrderings).default('emp_id'),
  worker_type: z.enum(workerTypeValues).optional(),
  status: z.enum(employeeStatusValues).optional(),
  job_title_id: z.uuid().optional(),
  nurse_id: z.uuid().optional(),
  /** Only employees that may be picked on a card (spec 000 section 4). */
  selectable: z.enum(['true', 'false']).optional(),
});
export type ListEmployeesQuery = z.input<typeof listEmployeesQuery>;
export const listEmployeesAnswer = listOf(employeeCardSchema);
export type ListEmployeesAnswer = z.infer<typeof listEmployeesAnswer>;

export const listEmployeesContract = defineContract({
  method: 'GET',
  path: '/facilities/employees',
  query: listEmployeesQuery,
  answer: listEmployeesAnswer,
});
