import { z } from 'zod';
import { w4FilingStatuses, valuesOf } from '../../lookups';
import { calendarDate } from '../../validation/calendar-date';
import { w4FormSchema } from '../../validation/records-tax';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { employeeParams } from '../employees/employee';

/**
 * An employee's W-4 versions (issue 27, decision 065). Each save is a new version; the one in
 * force is the one signed last (the latest signed date, then the latest entered). The values are
 * sealed: the list answers only what is safe without a reveal (who entered it and when, the
 * signed date, which one is in force); the values come from the admin-only, audited reveal.
 */
const w4Path = '/facilities/employees/:employeeId/w4' as const;

export const w4VersionSchema = z.object({
  id: z.uuid(),
  version: z.number().int().positive(),
  signed_date: calendarDate,
  in_force: z.boolean(),
  entered_by: z.string().nullable(),
  entered_at: z.iso.datetime(),
});
export type W4Version = z.infer<typeof w4VersionSchema>;

export const listW4Contract = defineContract({ method: 'GET', path: w4Path, params: employeeParams, answer: listOf(w4VersionSchema) });

export const saveW4Body = w4FormSchema;
export type SaveW4Body = z.input<typeof saveW4Body>;

export const saveW4Contract = defineContract({
  method: 'POST',
  path: w4Path,
  params: employeeParams,
  body: saveW4Body,
  answer: w4VersionSchema,
});

/** The values of one version, in dollars: the reveal's answer and nothing else's. */
export const w4ValuesSchema = z.object({
  id: z.uuid(),
  version: z.number().int().positive(),
  filing_status: z.enum(valuesOf(w4FilingStatuses)),
  multiple_jobs: z.boolean(),
  dependents_amount: z.number(),
  other_income: z.number(),
  deductions: z.number(),
  extra_withholding: z.number(),
  exempt: z.boolean(),
  signed_date: calendarDate,
});
export type W4Values = z.infer<typeof w4ValuesSchema>;

export const w4VersionParams = z.object({ employeeId: z.uuid(), w4Id: z.uuid() });

/** `records:tax` only (ADMIN, OWNER); audited as `records.w4_revealed` with the version's id. */
export const revealW4Contract = defineContract({
  method: 'POST',
  path: `${w4Path}/:w4Id/reveal`,
  params: w4VersionParams,
  answer: w4ValuesSchema,
});
