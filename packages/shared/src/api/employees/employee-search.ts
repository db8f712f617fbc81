import { z } from 'zod';
import { PAGE_SIZE_CHOICES } from '../../constants';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { productMessages } from '../../messages';

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZE_CHOICES as readonly number[]).includes(n), { error: productMessages.pageSizeChoices });

export const employeeSearchOrderings = ['emp_id', '-emp_id', 'first_name', '-first_name', 'last_name', '-last_name'] as const;

/**
 * GET facilities/employee-search (spec 000 sections 2 and 7): `user_type` IN (Internal Employee)
 * or EN (marketplace employee); `ordering` a field, `-` for descending. The dialog sorts by ID, so
 * without an ordering (the "none" step of the ID column's cycle) the list is by ID ascending.
 */
export const employeeSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: pageSize.default(10),
  user_type: z.enum(['IN', 'EN']).default('IN'),
  ordering: z.enum(employeeSearchOrderings).default('emp_id'),
});
export type EmployeeSearchQuery = z.input<typeof employeeSearchQuery>;

/** spec 000 section 3: employee search row. `employee_at` is the facility's name. */
export const employeeSearchRowSchema = z.object({
  id: z.uuid(),
  emp_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  employee_at: z.string(),
  discipline: z.string().nullable(),
  department: z.string().nullable(),
  is_favorite: z.boolean(),
});
export type EmployeeSearchRow = z.infer<typeof employeeSearchRowSchema>;
export const employeeSearchAnswer = listOf(employeeSearchRowSchema);
export type EmployeeSearchAnswer = z.infer<typeof employeeSearchAnswer>;

export const employeeSearchContract = defineContract({
  method: 'GET',
  path: '/facilities/employee-search',
  query: employeeSearchQuery,
  answer: employeeSearchAnswer,
});
