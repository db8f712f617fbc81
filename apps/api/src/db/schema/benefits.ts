import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BenefitWorkerType, CoverageTier, EnrolmentSource, LifeEventKind, PlanKind } from '@careroster/shared/benefits/values';
import { centsColumn, createdAtColumn, idColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { employees } from './workforce';

/**
 * Benefits (issue 30, decision 075): plan years with their plans and tiers, the employees' life
 * events and their elections. All of it is the benefits area's.
 */

/** A plan year: coverage from `start_date` through `end_date`, chosen during open enrolment. */
export const benefitPlanYears = pgTable(
  'benefit_plan_years',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    enrolmentOpens: date('enrolment_opens', { mode: 'string' }).notNull(),
    enrolmentCloses: date('enrolment_closes', { mode: 'string' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('benefit_plan_years_facility_start_idx').on(t.facilityId, t.startDate),
    check('benefit_plan_years_dates', sql`${t.endDate} > ${t.startDate} and ${t.enrolmentCloses} >= ${t.enrolmentOpens}`),
  ],
);

/** A plan of a plan year: who may enrol, after how long, and the code the payroll files carry. */
export const benefitPlans = pgTable(
  'benefit_plans',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    planYearId: uuid('plan_year_id')
      .notNull()
      .references(() => benefitPlanYears.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlanKind>().notNull(),
    name: text('name').notNull(),
    deductionCode: text('deduction_code'),
    workerTypes: text('worker_types').array().$type<BenefitWorkerType[]>().notNull(),
    waitingDays: smallint('waiting_days').notNull().default(0),
    acaFullTimeOnly: boolean('aca_full_time_only').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('benefit_plans_year_name_key').on(t.planYearId, sql`lower(${t.name})`),
    check('benefit_plans_kind', sql`${t.kind} in ('MEDICAL', 'DENTAL', 'VISION', 'LIFE', 'RETIREMENT')`),
    // 29 CFR 2590.715-2708: no waiting period longer than 90 days.
    check('benefit_plans_waiting_days', sql`${t.waitingDays} between 0 and 90`),
    check('benefit_plans_no_agency', sql`not ('AN' = any(${t.workerTypes}))`),
  ],
);

/** A plan's coverage tier and its costs per pay period. */
export const benefitPlanTiers = pgTable(
  'benefit_plan_tiers',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => benefitPlans.id, { onDelete: 'cascade' }),
    facilityId: facilityIdColumn(),
    tier: text('tier').$type<CoverageTier>().notNull(),
    employeeCents: centsColumn('employee_cents').notNull(),
    employerCents: centsColumn('employer_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.tier] }),
    check('benefit_plan_tiers_costs', sql`${t.employeeCents} >= 0 and ${t.employerCents} >= 0`),
  ],
);

/** A marriage, birth or adoption that opens her personal window (a hire is her date of joining). */
export const benefitLifeEvents = pgTable(
  'benefit_life_events',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LifeEventKind>().notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('benefit_life_events_employee_idx').on(t.facilityId, t.employeeId)],
);

/**
 * One choice for a plan kind of a plan year: a plan and tier with its dependents, or a waiver
 * (`plan_id` null). The costs are frozen when it is made, so a plan's new costs never rewrite a
 * paid period. A later choice of the same kind and year ends this one the day before it starts.
 */
export const benefitElections = pgTable(
  'benefit_elections',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    planYearId: uuid('plan_year_id')
      .notNull()
      .references(() => benefitPlanYears.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PlanKind>().notNull(),
    planId: uuid('plan_id').references(() => benefitPlans.id, { onDelete: 'restrict' }),
    tier: text('tier').$type<CoverageTier>(),
    /** Records' dependents covered (decision 065); ids, read through the records door. */
    dependentIds: uuid('dependent_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    employeeCents: centsColumn('employee_cents').notNull(),
    employerCents: centsColumn('employer_cents').notNull(),
    source: text('source').$type<EnrolmentSource>().notNull(),
    lifeEventId: uuid('life_event_id').references(() => benefitLifeEvents.id, { onDelete: 'set null' }),
    byEmployee: boolean('by_employee').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('benefit_elections_employee_idx').on(t.facilityId, t.employeeId, t.kind),
    index('benefit_elections_facility_dates_idx').on(t.facilityId, t.effectiveFrom),
    check('benefit_elections_waiver', sql`(${t.planId} is null) = (${t.tier} is null)`),
    // A choice replaced before it started ends the day before it: never in force, kept for the history.
    check('benefit_elections_dates', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom} - 1`),
  ],
);
