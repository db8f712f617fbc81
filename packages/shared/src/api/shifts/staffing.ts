import { z } from 'zod';
import { listOf } from '../envelope';
import { applicantStatusValues, workerTypeValues } from '../../lookups';
import { overtimeOverrideReason, overtimeWarningSchema } from '../overtime/overtime';

/** GET facilities/shifts/{id}/employees-available?search=&position_id=&status=ACTIVE&page= (10 a page). */
export const availableEmployeesQuery = z.object({
  position_id: z.uuid(),
  search: z.string().max(100).optional(),
  status: z.literal('ACTIVE').default('ACTIVE'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(40).default(10),
});
export const availableEmployeeSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  profile_photo: z.string().nullable(),
  /** IN Internal, EN External, otherwise Agency (spec 001 section 3). */
  type: z.enum(workerTypeValues),
  job_title: z.string(),
  hourly_rate: z.number().nullable(),
});
export type AvailableEmployee = z.infer<typeof availableEmployeeSchema>;
export const availableEmployeesAnswer = listOf(availableEmployeeSchema);

/** PATCH facilities/shifts/{id}/employees: assigns nurses to one position's openings. */
export const assignEmployeesBody = z.object({
  nurses: z
    .array(z.object({ id: z.uuid() }))
    .min(1)
    .max(100),
  position: z.uuid(),
  /** Books into overtime where the facility blocks it (issue 12); recorded with the overtime. */
  override_reason: overtimeOverrideReason.optional(),
});
/** `overtime`: the nurses this booking puts into overtime (a warning; empty when none). */
export const assignEmployeesAnswer = z.object({
  message: z.string(),
  assigned_count: z.number().int(),
  overtime: z.array(overtimeWarningSchema),
});

/** GET facilities/shifts/{id}/applicants */
export const applicantSchema = z.object({
  id: z.uuid(),
  position_id: z.uuid(),
  employee_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(workerTypeValues),
  job_title: z.string(),
  status: z.enum(applicantStatusValues),
  applied_at: z.iso.datetime(),
});
export type Applicant = z.infer<typeof applicantSchema>;
export const listApplicantsAnswer = z.array(applicantSchema);

/** PATCH facilities/shifts/{id}/applicants/{applicationId} */
export const applicantParams = z.object({ id: z.uuid(), applicationId: z.uuid() });
export const applicantActionBody = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED']),
  override_reason: overtimeOverrideReason.optional(),
});
export const applicantActionAnswer = applicantSchema.extend({ overtime: z.array(overtimeWarningSchema) });

/** GET all-staffings: the agencies, with this facility's favourites. */
export const agencySchema = z.object({ id: z.uuid(), name: z.string(), is_favorite: z.boolean() });
export const listAgenciesAnswer = z.array(agencySchema);

/** GET job-titles */
export const jobTitleSchema = z.object({ id: z.uuid(), name: z.string(), abbreviation: z.string() });
export const listJobTitlesAnswer = z.array(jobTitleSchema);
