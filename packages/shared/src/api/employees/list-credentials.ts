import { z } from 'zod';
import { defineContract } from '../contract';
import { credentialSchema } from './credential';
import { employeeParams } from './employee';

/** GET facilities/employees/{employeeId}/credentials: the employee's credentials tab. */
export const listCredentialsAnswer = z.array(credentialSchema);
export type ListCredentialsAnswer = z.infer<typeof listCredentialsAnswer>;

export const listCredentialsContract = defineContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/credentials',
  params: employeeParams,
  answer: listCredentialsAnswer,
});
