import { z } from 'zod';
import { fmlaCaseStatuses, fmlaCertificationStatuses, fmlaLeaveKinds, fmlaReasons } from '../../fmla/case';
import { fmlaPeriodMethods } from '../../fmla/period';
import { calendarDate } from '../../validation/calendar-date';

/** Each criterion of 29 CFR 825.110(a) with its figures, as determined when the case was opened. */
export const fmlaEligibilityAnswer = z.object({
  eligible: z.boolean(),
  employment: z.object({ met: z.boolean(), weeks: z.number(), required: z.number() }),
  hours: z.object({ met: z.boolean(), hours: z.number(), required: z.number() }),
  worksite: z.object({ met: z.boolean(), employees: z.number(), required: z.number() }),
});

/** Her leave in the current 12-month period, in hours of her normal workweek (825.205(b)). */
export const fmlaBalanceAnswer = z.object({
  method: z.enum(fmlaPeriodMethods),
  period_from: calendarDate,
  period_to: calendarDate,
  entitlement_hours: z.number(),
  used_hours: z.number(),
  left_hours: z.number(),
});

export const fmlaCertification = z.object({
  id: z.uuid(),
  case_id: z.uuid(),
  status: z.enum(fmlaCertificationStatuses),
  requested_on: calendarDate,
  due_date: calendarDate,
  overdue: z.boolean(),
  received_on: calendarDate.nullable(),
  filename: z.string().nullable(),
  file_url: z.string().nullable(),
  note: z.string().nullable(),
});
export type FmlaCertification = z.infer<typeof fmlaCertification>;

export const fmlaEntry = z.object({
  id: z.uuid(),
  date: calendarDate,
  hours: z.number(),
  pto_hours: z.number(),
  created_at: z.iso.datetime(),
});
export type FmlaEntry = z.infer<typeof fmlaEntry>;

export const fmlaCase = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  nurse_id: z.uuid(),
  employee_name: z.string(),
  reason: z.enum(fmlaReasons),
  kind: z.enum(fmlaLeaveKinds),
  start_date: calendarDate,
  expected_end_date: calendarDate,
  notice_date: calendarDate,
  status: z.enum(fmlaCaseStatuses),
  workweek_hours: z.number(),
  note: z.string().nullable(),
  eligibility: fmlaEligibilityAnswer,
  balance: fmlaBalanceAnswer,
  /** The latest certification's state, or null before one is asked for. */
  certification: fmlaCertification.nullable(),
  created_at: z.iso.datetime(),
});
export type FmlaCase = z.infer<typeof fmlaCase>;

export const fmlaCaseDetail = fmlaCase.extend({
  entries: z.array(fmlaEntry),
  certifications: z.array(fmlaCertification),
});
export type FmlaCaseDetail = z.infer<typeof fmlaCaseDetail>;

export const fmlaCaseParams = z.object({ caseId: z.uuid() });
export const fmlaCertificationParams = z.object({ certificationId: z.uuid() });
