import { z } from 'zod';
import { bulkProblemSchema } from '../employees/validate-csv';
import { defineContract } from '../contract';
import { fileRules } from '../../validation/file';

/**
 * Punches from another time clock (issue 25, decision 053), the bulk invite's way: a csv in the
 * multipart field `file`, validated (every problem by type and row) and then imported whole or
 * not at all. Row numbers count the header as row 1, as a spreadsheet shows them. A file that
 * cannot be read at all (wrong type, binary, too large, no rows, too many rows) is a 422 with one
 * message.
 */
export const PUNCH_IMPORT_FILE_FIELD = 'file';
export const punchImportFileRule = fileRules.punchImport;

export const punchImportProblemKeys = [
  /** A header that is not one of the columns, or a required column missing. */
  'invalid_columns',
  /** A required cell left empty. */
  'blank_fields',
  /** A value of the wrong shape: a time, an id, a break; a clock-out not after the clock-in; a time to come. */
  'invalid_values',
  /** A wall time the facility's clocks skip when summer time begins. */
  'nonexistent_times',
  /** An emp_id no employee of the facility has. */
  'unknown_employees',
  /** No booking of the nurse overlaps the punches, or several do and shift_id does not pick one. */
  'no_booking',
  /** The booking already has punches, or its timecard was approved, disputed or corrected. */
  'already_recorded',
  /** Two rows of the file for one booking. */
  'duplicate_rows',
  /** This very file (same bytes) was imported at this facility before. */
  'already_imported',
] as const;
export type PunchImportProblemKey = (typeof punchImportProblemKeys)[number];

export const punchImportProblemsSchema = z.partialRecord(z.enum(punchImportProblemKeys), z.array(bulkProblemSchema));
export type PunchImportProblems = z.infer<typeof punchImportProblemsSchema>;

/** POST facilities/punches/validate-import: `{}` when every row can be imported, otherwise the problems by type. */
export const validatePunchImportContract = defineContract({
  method: 'POST',
  path: '/facilities/punches/validate-import',
  multipart: true,
  answer: punchImportProblemsSchema,
});

/**
 * POST facilities/punches/import: validates again, then adds every punch pair to its booking's
 * timecard in one transaction. A file with problems is a 422 'File Validation Failed' and saves
 * nothing. The same file again (same bytes, at the same facility) imports nothing and answers the
 * first import's count with `already_imported`; an `Idempotency-Key` replays the first answer.
 */
export const importPunchesAnswer = z.object({
  count: z.number().int(),
  already_imported: z.boolean(),
  message: z.string(),
});
export type ImportPunchesAnswer = z.infer<typeof importPunchesAnswer>;
export const importPunchesContract = defineContract({
  method: 'POST',
  path: '/facilities/punches/import',
  multipart: true,
  answer: importPunchesAnswer,
});
