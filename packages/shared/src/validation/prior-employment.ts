import { z } from 'zod';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '../constants';
import { messages, productMessages } from '../messages';
import {
  MONTH_PATTERN,
  PRIOR_CITY_MAX_LENGTH,
  PRIOR_EMPLOYER_MAX_LENGTH,
  PRIOR_JOB_TITLE_MAX_LENGTH,
  PRIOR_REASON_MAX_LENGTH,
  PRIOR_REFERENCE_NAME_MAX_LENGTH,
  PRIOR_STATE_MAX_LENGTH,
} from '../records/work-history';
import { whenValid } from './common';
import { PHONE_PATTERN } from './phone';

const field = productMessages.priorEmploymentFields;
const tooLong = (name: string, max: number) => productMessages.priorEmploymentTooLong(name, max);

const isMonth = (value: string): boolean => {
  const m = MONTH_PATTERN.exec(value);
  return m !== null && Number(m[1]) >= CALENDAR_YEAR_MIN && Number(m[1]) <= CALENDAR_YEAR_MAX;
};

const required = (name: string, max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(name, max));

/** Optional text: '' (a form's empty field), null and absent all mean none. */
const optional = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(name, max))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * One earlier employer of the employee (issue 27, decision 066), for credentialing: who, as what,
 * from and to which month (`YYYY-MM`; no end month while she still works there), where, why she
 * left and a reference to call. The end is not before the start; "not in the future" needs the
 * facility's month: `priorEmploymentMonthError` (form and server).
 */
export const priorEmploymentSchema = z
  .object({
    employer: required(field.employer, PRIOR_EMPLOYER_MAX_LENGTH, productMessages.priorEmploymentEmployerRequired),
    job_title: required(field.job_title, PRIOR_JOB_TITLE_MAX_LENGTH, productMessages.priorEmploymentJobTitleRequired),
    from_month: z
      .string({ error: productMessages.priorEmploymentFromRequired })
      .trim()
      .min(1, productMessages.priorEmploymentFromRequired)
      .refine(isMonth, { error: productMessages.priorEmploymentMonthInvalid }),
    to_month: z
      .string()
      .trim()
      .refine((v) => v === '' || isMonth(v), { error: productMessages.priorEmploymentMonthInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
    city: optional(field.city, PRIOR_CITY_MAX_LENGTH),
    state: optional(field.state, PRIOR_STATE_MAX_LENGTH),
    reason_for_leaving: optional(field.reason_for_leaving, PRIOR_REASON_MAX_LENGTH),
    reference_name: optional(field.reference_name, PRIOR_REFERENCE_NAME_MAX_LENGTH),
    reference_phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: messages.phoneInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => v.to_month === null || v.to_month >= v.from_month, {
    path: ['to_month'],
    error: productMessages.priorEmploymentToBeforeFrom,
    when: whenValid('from_month', 'to_month'),
  });
export type PriorEmploymentInput = z.input<typeof priorEmploymentSchema>;
export type PriorEmployment = z.output<typeof priorEmploymentSchema>;

/**
 * The start and end months are not after the facility's current month (`YYYY-MM`): the field and
 * its message, or null. A month, not a day: she may have left earlier this month.
 */
export function priorEmploymentMonthError(
  entry: Pick<PriorEmployment, 'from_month' | 'to_month'>,
  currentMonth: string,
): { path: 'from_month' | 'to_month'; message: string } | null {
  if (entry.from_month > currentMonth) return { path: 'from_month', message: productMessages.priorEmploymentMonthInFuture };
  if (entry.to_month !== null && entry.to_month > currentMonth)
    return { path: 'to_month', message: productMessages.priorEmploymentMonthInFuture };
  return null;
}
