import { z } from 'zod';
import { defineContract, defineFileContract } from '../contract';
import { listOf } from '../envelope';
import { employeeParams } from '../employees/employee';
import { w2Sources } from '../../validation/records-tax';

/**
 * An employee's year-end W-2 documents (issue 27, decision 065), admins only (`records:tax`):
 * uploaded one at a time on her page, or imported in bulk as the payroll provider's PDFs named
 * after each employee's ID. The bytes are sealed in the file store; every download is audited.
 */
export const w2DocumentSchema = z.object({
  id: z.uuid(),
  tax_year: z.number().int(),
  filename: z.string(),
  filesize: z.number().int(),
  source: z.enum(w2Sources),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.iso.datetime(),
});
export type W2Document = z.infer<typeof w2DocumentSchema>;

const w2Path = '/facilities/employees/:employeeId/w2' as const;

/** Newest tax year first. */
export const listW2Contract = defineContract({ method: 'GET', path: w2Path, params: employeeParams, answer: listOf(w2DocumentSchema) });

/** The multipart form: `tax_year` (text) before `file` (one PDF). */
export const W2_FILE_FIELD = 'file';
export const W2_YEAR_FIELD = 'tax_year';

export const uploadW2Contract = defineContract({
  method: 'POST',
  path: w2Path,
  params: employeeParams,
  multipart: true,
  answer: w2DocumentSchema,
});

export const w2FileContract = defineFileContract({
  method: 'GET',
  path: `${w2Path}/:w2Id/file`,
  params: z.object({ employeeId: z.uuid(), w2Id: z.uuid() }),
  file: true,
});

/** The import's multipart form: `tax_year`, then up to W2_IMPORT_MAX_FILES `files`, each named `<emp id>[-anything].pdf`. */
export const W2_IMPORT_FILES_FIELD = 'files';

export const importW2Answer = z.object({
  imported: z.array(z.object({ employee_id: z.uuid(), emp_id: z.number().int(), filename: z.string() })),
});

/** All or nothing: a file that is no PDF or names no employee of the facility refuses the whole import (422, one message per file). */
export const importW2Contract = defineContract({ method: 'POST', path: '/facilities/w2/import', multipart: true, answer: importW2Answer });
