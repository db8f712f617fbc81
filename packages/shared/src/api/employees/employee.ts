import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { genderValues, workerTypeValues } from '../../lookups';

export const employeeStatusValues = ['INVITED', 'ACTIVE', 'INACTIVE'] as const;
export type EmployeeStatus = (typeof employeeStatusValues)[number];

/**
 * Why one credential keeps its nurse from being picked (the card rule of spec 000 section 4):
 * its date has passed or it is marked expired, it was rejected, it still waits for review, or it
 * needs an expiry date and has none.
 */
export const credentialGapReasons = ['EXPIRED', 'REJECTED', 'PENDING', 'NO_EXPIRY'] as const;
export type CredentialGapReason = (typeof credentialGapReasons)[number];
export const credentialGapSchema = z.object({
  credential_id: z.uuid(),
  credential_name: z.string(),
  reason: z.enum(credentialGapReasons),
});
export type CredentialGap = z.infer<typeof credentialGapSchema>;

/**
 * The employee card of spec 000 section 3, plus what the list shows beside it. Money in dollars.
 * `is_selectable` is the card rule of spec 000 section 4: credentials complete and a monthly rate set.
 */
export const employeeCardSchema = z.object({
  id: z.uuid(),
  nurse_id: z.uuid(),
  emp_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_photo: z.string().nullable(),
  worker_type: z.enum(workerTypeValues),
  status: z.enum(employeeStatusValues),
  job_title_id: z.uuid(),
  job_title: z.string(),
  job_title_abbr: z.string(),
  department: z.string().nullable(),
  discipline: z.string().nullable(),
  /** Shown as `$rate/Hr`. */
  hourly_rate: z.number(),
  monthly_rate: z.number().nullable(),
  is_credential_complete: z.boolean(),
  is_monthly_rate_set: z.boolean(),
  is_credential_expired: z.boolean(),
  /**
   * The credentials that make the card incomplete or expired, by name. Empty with
   * `is_credential_complete` false means the nurse has no credential on file at all.
   */
  credential_gaps: z.array(credentialGapSchema),
  /** OVERTIME or NEAR_OVERTIME in the current overtime period (the overtime engine, issue 12); null otherwise. */
  overtime_status: z.string().nullable(),
  is_selectable: z.boolean(),
});
export type EmployeeCard = z.infer<typeof employeeCardSchema>;

/** The detail page: the card plus contact and the bulk-invite columns of spec 001 section 3. */
export const employeeDetailSchema = employeeCardSchema.extend({
  email: z.string().nullable(),
  country_code: z.string(),
  mobile: z.string(),
  agency_id: z.uuid().nullable(),
  agency_name: z.string().nullable(),
  date_of_joining: calendarDate.nullable(),
  pay_type: z.string().nullable(),
  payment_category: z.string().nullable(),
  is_resident: z.boolean(),
  paychex_emp_id: z.string().nullable(),
  paychex_org_id: z.string().nullable(),
  paychex_org_id_15: z.string().nullable(),
  created_at: z.iso.datetime(),
  // Issue 27, edited on her file (decision 063).
  termination_date: calendarDate.nullable(),
  unit_id: z.uuid().nullable(),
  gender: z.enum(genderValues).nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

export const employeeParams = z.object({ employeeId: z.uuid() });
