import { z } from 'zod';
import { defineFileContract, pathOf } from '../contract';

/**
 * GET facilities/employees/{employeeId}/credential-files/{documentId}[?variant=thumbnail]: the
 * stored bytes (not the JSON envelope), only to a member of a facility the nurse works at.
 * The addresses in credential_data already point here.
 */
export const credentialFileParams = z.object({ employeeId: z.uuid(), documentId: z.uuid() });
export const credentialFileQuery = z.object({ variant: z.enum(['original', 'thumbnail']).default('original') });

export const credentialFileContract = defineFileContract({
  method: 'GET',
  path: '/facilities/employees/:employeeId/credential-files/:documentId',
  params: credentialFileParams,
  query: credentialFileQuery,
  file: true,
});

export const credentialFilePath = (employeeId: string, documentId: string, variant: 'original' | 'thumbnail' = 'original') =>
  `${pathOf(credentialFileContract, { employeeId, documentId })}${variant === 'thumbnail' ? '?variant=thumbnail' : ''}`;
