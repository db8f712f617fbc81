import { z } from 'zod';
import { credentialSchema } from './credential';

/** GET facilities/employees/{employeeId}/credentials: the employee's credentials tab. */
export const listCredentialsAnswer = z.array(credentialSchema);
export type ListCredentialsAnswer = z.infer<typeof listCredentialsAnswer>;
