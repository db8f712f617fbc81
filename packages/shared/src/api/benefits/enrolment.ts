import { z } from 'zod';
import { coverageTiers, enrolmentSources, lifeEventKinds, planKinds } from '../../benefits/values';
import { dependentRelations, valuesOf } from '../../lookups';
import { productMessages } from '../../messages';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';
import { benefitPlan, planYear } from './plans';

const relation = z.enum(valuesOf(dependentRelations));

/** One choice: a plan and tier with the dependents covered, or a waiver (no plan), from a date. */
export const election = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  employee_name: z.string(),
  plan_year_id: z.uuid(),
  plan_year_name: z.string(),
  kind: z.enum(planKinds),
  plan_id: z.uuid().nullable(),
  plan_name: z.string().nullable(),
  tier: z.enum(coverageTiers).nullable(),
  dependents: z.array(z.object({ id: z.uuid(), name: z.string(), relation })),
  effective_from: calendarDate,
  /** The last day in force: the day before a later choice of the same kind takes over; null: open. */
  effective_to: calendarDate.nullable(),
  employee_cost: z.number(),
  employer_cost: z.number(),
  source: z.enum(enrolmentSources),
  /** Whether she made it herself (time-clock link page) rather than staff on her behalf. */
  by_employee: z.boolean(),
  created_at: z.iso.datetime(),
});
export type Election = z.infer<typeof election>;

/** A plan as offered to one employee: whether she may take it, and from when. */
export const offeredPlan = benefitPlan.extend({
  eligible: z.boolean(),
  /** Why not, when she may not. */
  reason: z.string().nullable(),
  /** The day coverage would start if chosen today (the window's date or her waiting period's end). */
  coverage_start: calendarDate.nullable(),
});

export const offeredYear = z.object({
  plan_year: planYear.omit({ plans: true }),
  /** The window open to her today for this year, null when closed. */
  window: z.object({ source: z.enum(enrolmentSources), closes: calendarDate, effective_from: calendarDate }).nullable(),
  plans: z.array(offeredPlan),
});
export type OfferedYear = z.infer<typeof offeredYear>;

/** What the enrolment form needs: her dependents, the years she may still choose in, her life events and choices. */
export const employeeBenefits = z.object({
  employee: z.object({ id: z.uuid(), name: z.string(), worker_type: z.string(), date_of_joining: calendarDate.nullable() }),
  dependents: z.array(z.object({ id: z.uuid(), name: z.string(), relation, date_of_birth: calendarDate })),
  years: z.array(offeredYear),
  life_events: z.array(z.object({ id: z.uuid(), kind: z.enum(lifeEventKinds), event_date: calendarDate, window_closes: calendarDate })),
  elections: z.array(election),
});
export type EmployeeBenefits = z.infer<typeof employeeBenefits>;

/** A choice for one plan kind of a plan year: a plan with a tier and dependents, or a waiver (`plan_id` null). */
export const electionBody = z
  .object({
    plan_year_id: z.uuid(),
    kind: z.enum(planKinds),
    plan_id: z.uuid().nullable(),
    tier: z.enum(coverageTiers).nullable().default(null),
    dependent_ids: z.array(z.uuid()).max(20).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.plan_id !== null && b.tier === null)
      ctx.addIssue({ code: 'custom', path: ['tier'], message: productMessages.benefitsTierNotOffered });
  });
export type ElectionBody = z.input<typeof electionBody>;

const employeeParams = z.object({ employeeId: z.uuid() });

/** GET facilities/benefits/employees/:employeeId (staff:read): her enrolment form and choices. */
export const employeeBenefitsContract = defineContract({
  method: 'GET',
  path: '/facilities/benefits/employees/:employeeId',
  params: employeeParams,
  answer: employeeBenefits,
});

/** POST .../elections (staff:write, Idempotency-Key): staff choose on her behalf; outside every window 422. */
export const createElectionContract = defineContract({
  method: 'POST',
  path: '/facilities/benefits/employees/:employeeId/elections',
  params: employeeParams,
  body: electionBody,
  answer: election,
});

/** POST .../life-events (staff:write, Idempotency-Key): a marriage, birth or adoption opens her 30 days. */
export const createLifeEventContract = defineContract({
  method: 'POST',
  path: '/facilities/benefits/employees/:employeeId/life-events',
  params: employeeParams,
  body: z.object({ kind: z.enum(lifeEventKinds), event_date: calendarDate }),
  answer: z.object({ id: z.uuid(), kind: z.enum(lifeEventKinds), event_date: calendarDate, window_closes: calendarDate }),
});

/** One plan kind's deduction and contribution in one pay period. */
export const benefitLine = z.object({
  kind: z.enum(planKinds),
  plan_id: z.uuid(),
  plan_name: z.string(),
  payroll_code: z.string(),
  tier: z.enum(coverageTiers),
  deduction: z.number(),
  contribution: z.number(),
});
export type BenefitLine = z.infer<typeof benefitLine>;

/** GET .../history (staff:read): each pay period's deductions and contributions, the latest first. */
export const benefitsHistoryContract = defineContract({
  method: 'GET',
  path: '/facilities/benefits/employees/:employeeId/history',
  params: employeeParams,
  answer: z.object({
    results: z.array(
      z.object({ start: calendarDate, end: calendarDate, lines: z.array(benefitLine), deductions: z.number(), contributions: z.number() }),
    ),
  }),
});

/** GET facilities/benefits/enrolments (staff:read): every choice in force today or later, by employee. */
export const listEnrolmentsContract = defineContract({
  method: 'GET',
  path: '/facilities/benefits/enrolments',
  answer: z.object({ results: z.array(election) }),
});

/** The nurse's own page (time-clock link, its device header): her form, as staff see it. */
export const myBenefitsContract = defineContract({
  method: 'GET',
  path: '/time-clock/benefits',
  answer: employeeBenefits,
});

/** She chooses for herself; the same windows and rules as staff. */
export const createMyElectionContract = defineContract({
  method: 'POST',
  path: '/time-clock/benefits/elections',
  body: electionBody,
  answer: election,
});
