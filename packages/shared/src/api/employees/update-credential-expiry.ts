import { z } from 'zod';
import { defineContract } from '../contract';
import { credentialMutationAnswer, credentialParams } from './credential';

/**
 * PATCH facilities/employees/{employeeId}/credentials/{credentialId}/expiry `{ expiry }`,
 * YYYY-MM-DD from tomorrow to 100 years ahead in the facility's zone. The bounds depend on the
 * day, so the form and the server both apply `credentialExpiryBody(today)` from
 * validation/credential-expiry; this is only the wire shape.
 */
export const updateCredentialExpiryBody = z.object({ expiry: z.string().max(32) });
export type UpdateCredentialExpiryBody = z.infer<typeof updateCredentialExpiryBody>;
export const updateCredentialExpiryAnswer = credentialMutationAnswer;

export const updateCredentialExpiryContract = defineContract({
  method: 'PATCH',
  path: '/facilities/employees/:employeeId/credentials/:credentialId/expiry',
  params: credentialParams,
  body: updateCredentialExpiryBody,
  answer: updateCredentialExpiryAnswer,
});
