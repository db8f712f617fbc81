import { z } from 'zod';
import { calendarDate } from '../../validation/calendar-date';
import { benefitsLookbacks } from '../../timekeeping/pto';
import { defineContract } from '../contract';
import { eligibleEmployeeSchema } from './pto';

export const benefitsEligibilityQuery = z.object({
  /** The look-back period in complete months before the current one. */
  months: z.coerce
    .number()
    .int()
    .refine((n) => (benefitsLookbacks as readonly number[]).includes(n), { message: 'Choose 3, 6 or 12 months.' })
    .default(3),
});
export type BenefitsEligibilityQuery = z.input<typeof benefitsEligibilityQuery>;

export const benefitsEligibilityAnswer = z.object({
  months: z.array(z.string()),
  start: calendarDate,
  end: calendarDate,
  threshold_hours: z.number(),
  count: z.number().int(),
  results: z.array(eligibleEmployeeSchema),
});
export type BenefitsEligibility = z.infer<typeof benefitsEligibilityAnswer>;

/**
 * GET facilities/benefits/eligibility (time:read): employees whose hours of service (approved and
 * pending timecards plus approved paid leave; agency nurses are their agency's) average at least
 * 130 hours a month (ACA full time) over the period, most hours first.
 */
export const benefitsEligibilityContract = defineContract({
  method: 'GET',
  path: '/facilities/benefits/eligibility',
  query: benefitsEligibilityQuery,
  answer: benefitsEligibilityAnswer,
});
