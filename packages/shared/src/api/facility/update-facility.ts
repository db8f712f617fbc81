import { z } from 'zod';
import { payrollSettingValues } from '../../lookups';
import { messages } from '../../messages';
import { entityLegalNameSchema } from '../../validation/legal';
import { defineContract } from '../contract';

/**
 * `PATCH update-facility`, form data (spec 000 section 7 and spec 001 section 7): the payroll
 * setting (WEEKLY or BIWEEKLY, facility:update: not a manager's) and the entity legal name of
 * the legal documents dialog (legal:documents). Either or both; nothing else.
 */
export const updateFacilityFieldsSchema = z
  .object({
    payroll_setting: z.enum(payrollSettingValues, { error: messages.payrollUpdateFailed }).optional(),
    entity_legal_name: entityLegalNameSchema.optional(),
  })
  .refine((f) => f.payroll_setting !== undefined || f.entity_legal_name !== undefined, { message: messages.payrollUpdateFailed });
export type UpdateFacilityFields = z.output<typeof updateFacilityFieldsSchema>;

export const updateFacilityAnswer = z.object({
  payroll_setting: z.enum(payrollSettingValues),
  entity_legal_name: z.string().nullable(),
});
export type UpdateFacilityAnswer = z.infer<typeof updateFacilityAnswer>;

export const updateFacilityContract = defineContract({
  method: 'PATCH',
  path: '/update-facility',
  multipart: true,
  answer: updateFacilityAnswer,
});
