import { z } from 'zod';
import { defineContract } from '../contract';
import { feedbackSchema } from '../../validation/feedback';
import { credentialMutationAnswer, credentialParams } from './credential';

/**
 * PATCH facilities/employees/{employeeId}/credentials/{credentialId}/status `{ status, feedback }`.
 * EXPIRED is set only by the daily expiry job, never by hand; verifying a credential whose expiry
 * has passed is refused. Feedback optional, at most 150 characters ('' is no feedback).
 */
export const settableCredentialStatuses = ['CREDENTIAL_PENDING', 'CREDENTIAL_VERIFIED', 'CREDENTIAL_REJECTED'] as const;
export const updateCredentialStatusBody = z.object({
  status: z.enum(settableCredentialStatuses),
  feedback: feedbackSchema,
});
export type UpdateCredentialStatusBody = z.input<typeof updateCredentialStatusBody>;
export const updateCredentialStatusAnswer = credentialMutationAnswer;

export const updateCredentialStatusContract = defineContract({
  method: 'PATCH',
  path: '/facilities/employees/:employeeId/credentials/:credentialId/status',
  params: credentialParams,
  body: updateCredentialStatusBody,
  answer: updateCredentialStatusAnswer,
});
