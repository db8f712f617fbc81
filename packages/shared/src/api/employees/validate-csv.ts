import { z } from 'zod';
import { defineContract } from '../contract';
import { fileRules } from '../../validation/file';

/**
 * POST facilities/validate-csv, multipart field `file` (csv or xlsx, at most UPLOAD_MAX_BYTES).
 * `data` is `{}` when the file is fine ('Document validated succesfully'), otherwise an object
 * keyed by problem type, each a list of rows ('File Validation Failed'). Row numbers count the
 * header as row 1, as a spreadsheet shows them. A file that cannot be read at all (wrong type,
 * corrupt, truncated, too large unpacked, no rows, too many rows) is a 422 with one message.
 */
export const BULK_INVITE_FILE_FIELD = 'file';
export const bulkInviteFileRule = fileRules.bulkInvite;

export const bulkProblemKeys = [
  /** A header that is not one of the 16 columns, or a missing column (spec: "invalid_filed_names"). */
  'invalid_filed_names',
  /** A required cell left empty. */
  'blank_fields',
  /** A value of the wrong shape: phone, rate, date, yes/no, unknown job title. */
  'invalid_values',
  /** The same mobile twice in the file. */
  'duplicate_rows',
  /** A nurse with this mobile already works at this facility. */
  'already_on_record',
] as const;
export type BulkProblemKey = (typeof bulkProblemKeys)[number];

export const bulkProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  value: z.string().nullable(),
  message: z.string(),
});
export type BulkProblem = z.infer<typeof bulkProblemSchema>;

export const validateCsvAnswer = z.partialRecord(z.enum(bulkProblemKeys), z.array(bulkProblemSchema));
export type ValidateCsvAnswer = z.infer<typeof validateCsvAnswer>;

export const validateCsvContract = defineContract({
  method: 'POST',
  path: '/facilities/validate-csv',
  multipart: true,
  answer: validateCsvAnswer,
});
