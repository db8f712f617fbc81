import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { productMessages } from '../../messages';
import { agencyPreferenceValues, applicableForValues, differentialTypeValues } from '../../lookups';
import { contactEmailSchema } from '../../validation/email';
import { optionalPhoneSchema } from '../../validation/phone';
import { openingsInputSchema, optionalRateSchema } from '../../validation/position';

/** spec 001 section 3, "Shift position" as the server answers it. Money in dollars. */
export const positionSchema = z.object({
  id: z.uuid(),
  job_title_id: z.uuid(),
  total_positions: z.number().int(),
  accepted_count: z.number().int(),
  assigned_count: z.number().int(),
  status: z.string(),
  rate: z.number().nullable(),
  agency_rate: z.number().nullable(),
  rate_type: z.string().nullable(),
  applicable_for: z.array(z.enum(applicableForValues)),
  auto_approve: z.boolean(),
  agency_preference: z.enum(agencyPreferenceValues).nullable(),
  agencies: z.array(z.uuid()),
  recurring_values: z.array(z.number().int().min(0).max(6)),
  recurring_end_date: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  description: z.string().nullable(),
  special_shift: z.boolean(),
  differential_type: z.enum(differentialTypeValues).nullable(),
  differential_value: z.number().nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** GET facilities/shifts/{id}/positions */
export const listPositionsAnswer = z.array(positionSchema);

/**
 * One row of PATCH facilities/shifts/{id}/positions: the read names; no `id` means a new
 * position. Counts are derived on the server and never read from the client; the agency
 * preference is derived from `agencies` (spec 001 section 4).
 */
export const positionInput = z.object({
  id: z.uuid().optional(),
  job_title_id: z.uuid(),
  total_positions: openingsInputSchema,
  rate: optionalRateSchema.optional(),
  agency_rate: optionalRateSchema.optional(),
  applicable_for: z.array(z.enum(applicableForValues)).min(1, productMessages.applicableForRequired).max(3),
  auto_approve: z.boolean().default(false),
  agencies: z.array(z.uuid()).max(200).default([]),
  recurring_values: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  recurring_end_date: calendarDate.nullish(),
  contact_name: z.string().trim().max(100).nullish(),
  contact_email: contactEmailSchema.nullish(),
  contact_phone: optionalPhoneSchema.nullish(),
  description: z.string().max(1000).nullish(),
  special_shift: z.boolean().default(false),
  differential_type: z.enum(differentialTypeValues).nullish(),
  differential_value: optionalRateSchema.optional(),
});
export type PositionInput = z.input<typeof positionInput>;

export const savePositionsBody = z.object({ positions: z.array(positionInput).min(1).max(50) });
export type SavePositionsBody = z.input<typeof savePositionsBody>;
/** `message` is 'Positions Updated successfully!' or 'Positions Added successfully!' (spec 001 section 7). */
export const savePositionsAnswer = z.object({ message: z.string(), positions: z.array(positionSchema) });

/** DELETE facilities/shifts/{id}/positions/{positionId} */
export const positionParams = z.object({ id: z.uuid(), positionId: z.uuid() });
export const deletePositionAnswer = z.object({ message: z.string() });
