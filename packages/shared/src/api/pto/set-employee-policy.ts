import { z } from 'zod';
import { defineContract } from '../contract';

/** PUT facilities/pto/employees/:employeeId/policy (time:write): her policy; null returns her to the default. */
export const setEmployeePtoPolicyContract = defineContract({
  method: 'PUT',
  path: '/facilities/pto/employees/:employeeId/policy',
  params: z.object({ employeeId: z.uuid() }),
  body: z.object({ policy_id: z.uuid().nullable() }),
  answer: z.object({ policy_id: z.uuid().nullable(), message: z.string() }),
});
