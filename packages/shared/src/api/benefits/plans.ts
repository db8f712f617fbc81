import { z } from 'zod';
import { daysBetween } from '../../format/wall-clock';
import { productMessages } from '../../messages';
import {
  benefitWorkerTypes,
  coverageTiers,
  DEDUCTION_CODE_MAX_LENGTH,
  MAX_WAITING_DAYS,
  PLAN_NAME_MAX_LENGTH,
  planKinds,
} from '../../benefits/values';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';

const cost = z
  .number({ error: productMessages.benefitsCostInvalid })
  .min(0, productMessages.benefitsCostInvalid)
  .max(99_999.99, productMessages.benefitsCostInvalid)
  .multipleOf(0.01, productMessages.benefitsCostInvalid);

/** One coverage tier's costs per pay period, in dollars. */
export const planTier = z.object({ tier: z.enum(coverageTiers), employee_cost: cost, employer_cost: cost });
export type PlanTier = z.infer<typeof planTier>;

/** What a plan is made of (create and update take the same). Costs are per pay period. */
export const planFields = z
  .object({
    kind: z.enum(planKinds),
    name: z
      .string()
      .trim()
      .min(1, productMessages.benefitsPlanNameInvalid)
      .max(PLAN_NAME_MAX_LENGTH, productMessages.benefitsPlanNameInvalid),
    /** The code the payroll files carry; null: the kind's default (`defaultDeductionCodes`). */
    deduction_code: z
      .string()
      .trim()
      .min(1, productMessages.benefitsDeductionCodeInvalid)
      .max(DEDUCTION_CODE_MAX_LENGTH, productMessages.benefitsDeductionCodeInvalid)
      .nullable()
      .default(null),
    worker_types: z
      .array(z.enum(benefitWorkerTypes, { error: productMessages.benefitsWorkerTypesRequired }))
      .min(1, productMessages.benefitsWorkerTypesRequired),
    waiting_days: z
      .number({ error: productMessages.benefitsWaitingDays })
      .int(productMessages.benefitsWaitingDays)
      .min(0, productMessages.benefitsWaitingDays)
      .max(MAX_WAITING_DAYS, productMessages.benefitsWaitingDays),
    aca_full_time_only: z.boolean().default(false),
    tiers: z.array(planTier).min(1, productMessages.benefitsTiersRequired),
  })
  .superRefine((plan, ctx) => {
    if (new Set(plan.tiers.map((t) => t.tier)).size !== plan.tiers.length)
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: productMessages.benefitsTiersRequired });
    if (plan.kind === 'RETIREMENT' && plan.tiers.some((t) => t.tier !== 'EMPLOYEE'))
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: productMessages.benefitsRetirementTier });
  });
export type PlanFields = z.input<typeof planFields>;

export const benefitPlan = z.object({
  id: z.uuid(),
  plan_year_id: z.uuid(),
  kind: z.enum(planKinds),
  name: z.string(),
  deduction_code: z.string().nullable(),
  /** The code the payroll files carry: the plan's own, else the kind's default. */
  payroll_code: z.string(),
  worker_types: z.array(z.enum(benefitWorkerTypes)),
  waiting_days: z.number().int(),
  aca_full_time_only: z.boolean(),
  tiers: z.array(planTier),
});
export type BenefitPlan = z.infer<typeof benefitPlan>;

export const planYearFields = z
  .object({
    name: z.string().trim().min(1, productMessages.benefitsPlanYearNameInvalid).max(100, productMessages.benefitsPlanYearNameInvalid),
    start_date: calendarDate,
    end_date: calendarDate,
    enrolment_opens: calendarDate,
    enrolment_closes: calendarDate,
  })
  .superRefine((y, ctx) => {
    if (y.end_date <= y.start_date || daysBetween(y.start_date, y.end_date) > 366)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: productMessages.benefitsPlanYearDates });
    if (y.enrolment_closes < y.enrolment_opens || y.enrolment_closes >= y.end_date)
      ctx.addIssue({ code: 'custom', path: ['enrolment_closes'], message: productMessages.benefitsEnrolmentDates });
  });
export type PlanYearFields = z.input<typeof planYearFields>;

export const planYear = z.object({
  id: z.uuid(),
  name: z.string(),
  start_date: calendarDate,
  end_date: calendarDate,
  enrolment_opens: calendarDate,
  enrolment_closes: calendarDate,
  /** Whether open enrolment includes the facility's today. */
  enrolment_open: z.boolean(),
  plans: z.array(benefitPlan),
});
export type PlanYear = z.infer<typeof planYear>;

const planYearParams = z.object({ planYearId: z.uuid() });
const planParams = z.object({ planId: z.uuid() });
const message = z.object({ message: z.string() });

/** GET facilities/benefits/plan-years (staff:read): every plan year, the latest first, with its plans. */
export const listPlanYearsContract = defineContract({
  method: 'GET',
  path: '/facilities/benefits/plan-years',
  answer: z.object({ results: z.array(planYear) }),
});

/** POST facilities/benefits/plan-years (benefits:manage, Idempotency-Key). Plan years of a facility do not overlap (409). */
export const createPlanYearContract = defineContract({
  method: 'POST',
  path: '/facilities/benefits/plan-years',
  body: planYearFields,
  answer: planYear,
});

export const updatePlanYearContract = defineContract({
  method: 'PUT',
  path: '/facilities/benefits/plan-years/:planYearId',
  params: planYearParams,
  body: planYearFields,
  answer: planYear,
});

/** A plan year with elections is kept (409). */
export const deletePlanYearContract = defineContract({
  method: 'DELETE',
  path: '/facilities/benefits/plan-years/:planYearId',
  params: planYearParams,
  answer: message,
});

/** POST facilities/benefits/plan-years/:planYearId/plans (benefits:manage, Idempotency-Key). */
export const createPlanContract = defineContract({
  method: 'POST',
  path: '/facilities/benefits/plan-years/:planYearId/plans',
  params: planYearParams,
  body: planFields,
  answer: benefitPlan,
});

/** New costs apply to elections made from now on: an election keeps the costs it was made at. */
export const updatePlanContract = defineContract({
  method: 'PUT',
  path: '/facilities/benefits/plans/:planId',
  params: planParams,
  body: planFields,
  answer: benefitPlan,
});

export const deletePlanContract = defineContract({
  method: 'DELETE',
  path: '/facilities/benefits/plans/:planId',
  params: planParams,
  answer: message,
});
