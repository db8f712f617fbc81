import { z } from 'zod';
import { defineContract } from '../contract';
import { ptoBalanceSchema, ptoHistoryLineSchema, ptoPolicySchema, ptoRequestSchema } from './pto';

export const employeePtoSchema = z.object({
  employee_id: z.uuid(),
  /** The policy she accrues under: her own, else the facility's default; null when the facility has none. */
  policy: ptoPolicySchema.nullable(),
  /** True when no policy is assigned to her by name and the default applies. */
  policy_is_default: z.boolean(),
  balance: ptoBalanceSchema,
  requests: z.array(ptoRequestSchema),
  /** Newest first. */
  history: z.array(ptoHistoryLineSchema),
});
export type EmployeePto = z.infer<typeof employeePtoSchema>;

/** GET facilities/pto/employees/:employeeId (time:read): the PTO tab of the employee and nurse detail pages. */
export const getEmployeePtoContract = defineContract({
  method: 'GET',
  path: '/facilities/pto/employees/:employeeId',
  params: z.object({ employeeId: z.uuid() }),
  answer: employeePtoSchema,
});
