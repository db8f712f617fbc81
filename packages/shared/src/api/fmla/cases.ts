import { z } from 'zod';
import {
  FMLA_ENTRY_MAX_HOURS,
  FMLA_OTHER_HOURS_MAX,
  FMLA_WORKWEEK_MAX_HOURS,
  fmlaCaseStatuses,
  fmlaLeaveKinds,
  fmlaReasons,
} from '../../fmla/case';
import { productMessages } from '../../messages';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';
import { fmlaCase, fmlaCaseDetail, fmlaCaseParams } from './fmla';

const quarterHours = (value: number) => Number.isInteger(value * 4);

/** GET facilities/fmla/cases: the facility's cases, open ones first, optionally one employee's. */
export const listFmlaCasesContract = defineContract({
  method: 'GET',
  path: '/facilities/fmla/cases',
  query: z.object({ status: z.enum(fmlaCaseStatuses).optional(), employee_id: z.uuid().optional() }),
  answer: z.object({ results: z.array(fmlaCase) }),
});

/**
 * Staff open a case when she gives notice. Eligibility is determined then (29 CFR 825.110(d), (e))
 * and kept with the case. Without `workweek_hours` her normal workweek is the weekly average of
 * the 12 months before the leave (825.205(b)(3)).
 */
export const createFmlaCaseBody = z
  .object({
    employee_id: z.uuid(),
    reason: z.enum(fmlaReasons, { error: productMessages.fmlaReasonRequired }),
    kind: z.enum(fmlaLeaveKinds, { error: productMessages.fmlaKindRequired }),
    start_date: calendarDate,
    expected_end_date: calendarDate,
    notice_date: calendarDate.optional(),
    workweek_hours: z
      .number({ error: productMessages.fmlaWorkweekRange(FMLA_WORKWEEK_MAX_HOURS) })
      .gt(0, productMessages.fmlaWorkweekRange(FMLA_WORKWEEK_MAX_HOURS))
      .max(FMLA_WORKWEEK_MAX_HOURS, productMessages.fmlaWorkweekRange(FMLA_WORKWEEK_MAX_HOURS))
      .refine(quarterHours, productMessages.fmlaWorkweekRange(FMLA_WORKWEEK_MAX_HOURS))
      .nullable()
      .default(null),
    /**
     * Hours she worked in the 12 months before the leave that timekeeping has no record of (an
     * earlier payroll system): "any accurate accounting of actual hours worked" counts (825.110(c)).
     */
    other_hours_worked: z
      .number({ error: productMessages.fmlaOtherHoursRange(FMLA_OTHER_HOURS_MAX) })
      .min(0, productMessages.fmlaOtherHoursRange(FMLA_OTHER_HOURS_MAX))
      .max(FMLA_OTHER_HOURS_MAX, productMessages.fmlaOtherHoursRange(FMLA_OTHER_HOURS_MAX))
      .refine(quarterHours, productMessages.fmlaOtherHoursRange(FMLA_OTHER_HOURS_MAX))
      .default(0),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .refine((b) => b.expected_end_date >= b.start_date, { error: productMessages.fmlaEndBeforeStart, path: ['expected_end_date'] });
export type CreateFmlaCaseBody = z.input<typeof createFmlaCaseBody>;

export const createFmlaCaseContract = defineContract({
  method: 'POST',
  path: '/facilities/fmla/cases',
  body: createFmlaCaseBody,
  answer: fmlaCaseDetail,
});

export const getFmlaCaseContract = defineContract({
  method: 'GET',
  path: '/facilities/fmla/cases/:caseId',
  params: fmlaCaseParams,
  answer: fmlaCaseDetail,
});

/** Close a case (no more entries) or open it again. */
export const updateFmlaCaseContract = defineContract({
  method: 'PATCH',
  path: '/facilities/fmla/cases/:caseId',
  params: fmlaCaseParams,
  body: z.object({ status: z.enum(fmlaCaseStatuses) }),
  answer: fmlaCaseDetail,
});

const entryHours = productMessages.fmlaEntryHours(FMLA_ENTRY_MAX_HOURS);

/**
 * Hours of leave on one day, recorded by staff. Over her balance in that day's 12-month period is
 * a 422. `pto_hours` of them are paid as PTO (825.207): an approved PTO request for that day.
 */
export const createFmlaEntryBody = z
  .object({
    date: calendarDate,
    hours: z.number({ error: entryHours }).gt(0, entryHours).max(FMLA_ENTRY_MAX_HOURS, entryHours).refine(quarterHours, entryHours),
    pto_hours: z
      .number({ error: productMessages.fmlaPtoHours })
      .min(0, productMessages.fmlaPtoHours)
      .refine(quarterHours, productMessages.fmlaPtoHours)
      .default(0),
  })
  .refine((b) => b.pto_hours <= b.hours, { error: productMessages.fmlaPtoHours, path: ['pto_hours'] });
export type CreateFmlaEntryBody = z.input<typeof createFmlaEntryBody>;

export const createFmlaEntryContract = defineContract({
  method: 'POST',
  path: '/facilities/fmla/cases/:caseId/entries',
  params: fmlaCaseParams,
  body: createFmlaEntryBody,
  answer: fmlaCaseDetail,
});
