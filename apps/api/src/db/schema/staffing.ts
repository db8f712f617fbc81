import { availabilityKinds, offerStatuses, releasePlanStatuses, releaseTiers } from '@careroster/shared/staffing/values';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { facilityIdColumn } from './facility-columns';
import { users } from './core';
import { assignments, positions } from './scheduling';
import { employees } from './workforce';

/** Filling openings (issue 15, decision 032): availability, release plans and their offers. */
export const availabilityKindEnum = pgEnum('availability_kind', availabilityKinds);
export const releaseTierEnum = pgEnum('release_tier', releaseTiers);
export const releasePlanStatusEnum = pgEnum('release_plan_status', releasePlanStatuses);
export const offerStatusEnum = pgEnum('offer_status', offerStatuses);

/** What an employee said about a facility-local day: available, or not (no row: not said). */
export const employeeAvailability = pgTable(
  'employee_availability',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: availabilityKindEnum('kind').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('employee_availability_employee_date_key').on(t.employeeId, t.date),
    index('employee_availability_facility_date_idx').on(t.facilityId, t.date),
  ],
);

/**
 * How a position's openings are released: to internal staff first, to marketplace nurses after
 * `marketplace_after_hours`, to the chosen agencies after `agency_after_hours` or once the shift is
 * less than `agency_within_hours` away, whichever comes first. `tier` is where it has reached;
 * `next_at` is when the job escalates it next (null at the last tier or when not ACTIVE).
 */
export const releasePlans = pgTable(
  'release_plans',
  {
    positionId: uuid('position_id')
      .primaryKey()
      .references(() => positions.id, { onDelete: 'cascade' }),
    facilityId: facilityIdColumn(),
    marketplaceAfterHours: smallint('marketplace_after_hours').notNull(),
    agencyAfterHours: smallint('agency_after_hours').notNull(),
    agencyWithinHours: smallint('agency_within_hours').notNull(),
    status: releasePlanStatusEnum('status').notNull().default('ACTIVE'),
    tier: releaseTierEnum('tier').notNull().default('INTERNAL'),
    startedAt: instantColumn('started_at').notNull().defaultNow(),
    tierStartedAt: instantColumn('tier_started_at').notNull().defaultNow(),
    nextAt: instantColumn('next_at'),
    stoppedAt: instantColumn('stopped_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('release_plans_facility_idx').on(t.facilityId),
    // The escalation job's scan: active plans whose next step is due.
    index('release_plans_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'ACTIVE'`),
    check(
      'release_plans_hours_range',
      sql`${t.marketplaceAfterHours} between 0 and 336 and ${t.agencyAfterHours} between 0 and 336 and ${t.agencyWithinHours} between 0 and 336`,
    ),
    check('release_plans_agency_after_marketplace', sql`${t.agencyAfterHours} >= ${t.marketplaceAfterHours}`),
  ],
);

/**
 * One nurse offered one position by a release plan's tier. The link token (sent by SMS through
 * the outbox) is stored as sha256; accepting books through the same capacity guarantee as an
 * assignment, so of many who accept at once only the openings' number are booked.
 */
export const positionOffers = pgTable(
  'position_offers',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tier: releaseTierEnum('tier').notNull(),
    /** 1 is the best suggestion of its tier when offered; the score and its reasons as shown to the facility. */
    rank: smallint('rank').notNull(),
    score: integer('score').notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    status: offerStatusEnum('status').notNull().default('OFFERED'),
    offeredAt: instantColumn('offered_at').notNull().defaultNow(),
    respondedAt: instantColumn('responded_at'),
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('position_offers_position_employee_key').on(t.positionId, t.employeeId),
    uniqueIndex('position_offers_token_key').on(t.tokenHash),
    index('position_offers_facility_position_idx').on(t.facilityId, t.positionId, t.offeredAt),
    check('position_offers_rank_positive', sql`${t.rank} >= 1`),
  ],
);
