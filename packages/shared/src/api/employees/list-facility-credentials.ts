import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { credentialStatusValues, workerTypeValues } from '../../lookups';

export const facilityCredentialOrderings = [
  'expiry',
  '-expiry',
  'name',
  '-name',
  'credential_name',
  '-credential_name',
  'status',
  '-status',
] as const;

/**
 * GET facilities/credentials: the facility-wide page `/employees/credentials`. `expiring_within`
 * keeps credentials whose expiry lies from today to today + N days (facility zone); `search`
 * matches the employee's name or the credential's name.
 */
export const listFacilityCredentialsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  status: z.enum(credentialStatusValues).optional(),
  expiring_within: z.coerce.number().int().min(0).max(3650).optional(),
  worker_type: z.enum(workerTypeValues).optional(),
  ordering: z.enum(facilityCredentialOrderings).default('expiry'),
});
export type ListFacilityCredentialsQuery = z.input<typeof listFacilityCredentialsQuery>;

export const facilityCredentialRowSchema = z.object({
  id: z.uuid(),
  credential_name: z.string(),
  status: z.enum(credentialStatusValues),
  expiry: calendarDate.nullable(),
  expiry_required: z.boolean(),
  document_count: z.number().int(),
  employee_id: z.uuid(),
  nurse_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  worker_type: z.enum(workerTypeValues),
  job_title: z.string(),
});
export type FacilityCredentialRow = z.infer<typeof facilityCredentialRowSchema>;
export const listFacilityCredentialsAnswer = listOf(facilityCredentialRowSchema);

export const listFacilityCredentialsContract = defineContract({
  method: 'GET',
  path: '/facilities/credentials',
  query: listFacilityCredentialsQuery,
  answer: listFacilityCredentialsAnswer,
});
