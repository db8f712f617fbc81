import { z } from 'zod';
import { FMLA_OTHER_EMPLOYEES_MAX } from '../../fmla/case';
import { fmlaPeriodMethods, isLeaveYearStart } from '../../fmla/period';
import { productMessages } from '../../messages';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';

export const fmlaSettingsAnswer = z.object({
  method: z.enum(fmlaPeriodMethods),
  leave_year_start: z.string(),
  /** While a change's 60 days' notice runs (825.200(d)(1)): the method it replaces, and the day the new one applies. */
  previous_method: z.enum(fmlaPeriodMethods).nullable(),
  effective_from: calendarDate.nullable(),
  other_worksite_employees: z.number().int(),
  /** This facility's active employees of its own (agency nurses are their agency's). */
  facility_employees: z.number().int(),
});
export type FmlaSettings = z.infer<typeof fmlaSettingsAnswer>;

export const getFmlaSettingsContract = defineContract({
  method: 'GET',
  path: '/facilities/fmla/settings',
  answer: fmlaSettingsAnswer,
});

export const saveFmlaSettingsBody = z.object({
  method: z.enum(fmlaPeriodMethods, { error: productMessages.fmlaMethodRequired }),
  leave_year_start: z.string().refine(isLeaveYearStart, productMessages.fmlaLeaveYearStart).default('01-01'),
  other_worksite_employees: z
    .number({ error: productMessages.fmlaOtherEmployeesRange(FMLA_OTHER_EMPLOYEES_MAX) })
    .int(productMessages.fmlaOtherEmployeesRange(FMLA_OTHER_EMPLOYEES_MAX))
    .min(0, productMessages.fmlaOtherEmployeesRange(FMLA_OTHER_EMPLOYEES_MAX))
    .max(FMLA_OTHER_EMPLOYEES_MAX, productMessages.fmlaOtherEmployeesRange(FMLA_OTHER_EMPLOYEES_MAX)),
});
export type SaveFmlaSettingsBody = z.input<typeof saveFmlaSettingsBody>;

/** Admins only (facility:update). A new method applies 60 days on (825.200(d)(1)); the employee count at once. */
export const saveFmlaSettingsContract = defineContract({
  method: 'PUT',
  path: '/facilities/fmla/settings',
  body: saveFmlaSettingsBody,
  answer: fmlaSettingsAnswer,
});
