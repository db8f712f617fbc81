import { z } from 'zod';
import { productMessages } from '../../messages';
import { PBJ_CODE_MAX, PBJ_CODE_MIN } from '../../pbj/codes';
import { defineContract } from '../contract';

/** One of our job titles and the PBJ code it is reported under. */
export const pbjMappingRowSchema = z.object({
  job_title_id: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  /** null: not reported (no code). */
  code: z.number().int().nullable(),
  code_label: z.string().nullable(),
  default_code: z.number().int().nullable(),
  /** The facility saved this row (a null code is then its decision, not a gap). */
  reviewed: z.boolean(),
});
export type PbjMappingRow = z.infer<typeof pbjMappingRowSchema>;

export const pbjMappingAnswer = z.object({ mapping: z.array(pbjMappingRowSchema) });
export type PbjMappingAnswer = z.infer<typeof pbjMappingAnswer>;

/** GET facilities/pbj/job-title-codes (money:read): every job title with its code, the default or the facility's. */
export const getPbjMappingContract = defineContract({ method: 'GET', path: '/facilities/pbj/job-title-codes', answer: pbjMappingAnswer });

const code = z
  .number({ error: productMessages.pbjMappingCodeInvalid })
  .int(productMessages.pbjMappingCodeInvalid)
  .min(PBJ_CODE_MIN, productMessages.pbjMappingCodeInvalid)
  .max(PBJ_CODE_MAX, productMessages.pbjMappingCodeInvalid)
  .nullable();

export const savePbjMappingBody = z.object({
  codes: z
    .array(z.object({ job_title_id: z.uuid(productMessages.pbjMappingUnknownTitle), code }))
    .min(1)
    .max(200),
});
export type SavePbjMappingInput = z.input<typeof savePbjMappingBody>;

/**
 * PUT facilities/pbj/job-title-codes (money:move): the facility's review; each row given is
 * saved as the facility's decision (null = not reported); rows not given keep what they had.
 */
export const savePbjMappingContract = defineContract({
  method: 'PUT',
  path: '/facilities/pbj/job-title-codes',
  body: savePbjMappingBody,
  answer: pbjMappingAnswer.extend({ message: z.string() }),
});
