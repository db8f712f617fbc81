import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { CREDENTIAL_EXTENSIONS } from '../../constants';
import { credentialStatusValues } from '../../lookups';

/**
 * One credential_data entry of spec 001 section 3: a stored document. `upload_data` and
 * `upload_data_2` are the same file's authenticated download address (the spec's client uploads
 * as `upload_data_2` and reads either); `thumbnails` is null for documents without a preview.
 * Addresses are API paths: fetch them with the bearer token and facility header.
 * `upload_type` is the spec's list of accepted extensions; `file_type` is this file's own format,
 * as the server sniffed it from the bytes (null only for a row stored without a known type).
 */
export const credentialDataSchema = z.object({
  id: z.uuid(),
  file: z.string(),
  data_type: z.literal('UPLOAD'),
  upload_type: z.array(z.enum(CREDENTIAL_EXTENSIONS)),
  upload_data: z.string(),
  upload_data_2: z.string(),
  thumbnails: z.string().nullable(),
  filename: z.string(),
  filename_2: z.string(),
  filesize: z.number().int(),
  content_type: z.string(),
  file_type: z.enum(CREDENTIAL_EXTENSIONS).nullable(),
  category: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type CredentialData = z.infer<typeof credentialDataSchema>;

export const credentialSchema = z.object({
  id: z.uuid(),
  credential_name: z.string(),
  expiry: calendarDate.nullable(),
  expiry_required: z.boolean(),
  status: z.enum(credentialStatusValues),
  feedback: z.string().nullable(),
  credential_data: z.array(credentialDataSchema),
});
export type Credential = z.infer<typeof credentialSchema>;

export const credentialParams = z.object({ employeeId: z.uuid(), credentialId: z.uuid() });

/** Every credential mutation answers with the spec's success text and the credential as it now is. */
export const credentialMutationAnswer = z.object({ message: z.string(), credential: credentialSchema });
export type CredentialMutationAnswer = z.infer<typeof credentialMutationAnswer>;
