import { z } from 'zod';
import { priorEmploymentSchema } from '../../validation/prior-employment';
import { defineContract } from '../contract';
import { employeeParams } from '../employees/employee';

export const priorEmploymentParams = z.object({ employeeId: z.uuid(), priorEmploymentId: z.uuid() });

export const priorEmploymentRecordSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  employer: z.string(),
  job_title: z.string(),
  /** `YYYY-MM`. */
  from_month: z.string(),
  /** `YYYY-MM`; null while she still works there. */
  to_month: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  reason_for_leaving: z.string().nullable(),
  reference_name: z.string().nullable(),
  reference_phone: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type PriorEmploymentRecord = z.infer<typeof priorEmploymentRecordSchema>;

/** Newest employment first (by start month); a career fits in one answer (PRIOR_EMPLOYMENT_MAX_ENTRIES). */
export const priorEmploymentListSchema = z.object({ results: z.array(priorEmploymentRecordSchema) });

export const priorEmploymentBody = priorEmploymentSchema;
export type PriorEmploymentBody = z.input<typeof priorEmploymentBody>;

const listPath = '/facilities/employees/:employeeId/prior-employment';
const onePath = `${listPath}/:priorEmploymentId` as const;

/** GET (staff:read): her prior employment entries. */
export const listPriorEmploymentContract = defineContract({
  method: 'GET',
  path: listPath,
  params: employeeParams,
  answer: priorEmploymentListSchema,
});
/** POST (staff:write, idempotent): adds an entry; audited. */
export const createPriorEmploymentContract = defineContract({
  method: 'POST',
  path: listPath,
  params: employeeParams,
  body: priorEmploymentBody,
  answer: priorEmploymentRecordSchema,
});
/** PATCH (staff:write): replaces an entry's fields; audited with each changed field's before and after. */
export const updatePriorEmploymentContract = defineContract({
  method: 'PATCH',
  path: onePath,
  params: priorEmploymentParams,
  body: priorEmploymentBody,
  answer: priorEmploymentRecordSchema,
});
/** DELETE (staff:write): removes an entry; audited with what it held. */
export const deletePriorEmploymentContract = defineContract({
  method: 'DELETE',
  path: onePath,
  params: priorEmploymentParams,
  answer: z.object({ message: z.string() }),
});
