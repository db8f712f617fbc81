import {
  agencyPreferenceValues,
  applicantStatusValues,
  differentialTypeValues,
  recurringTypeValues,
  shiftTypeValues,
} from '@careroster/shared/lookups';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { centsColumn, createdAtColumn, idColumn, instantColumn } from './columns';
import { facilityIdColumn } from './facility-columns';
import { users } from './core';
import { agencies, employees, floors, jobTitles, nurses, units } from './workforce';

export const shiftTypeEnum = pgEnum('shift_type', shiftTypeValues);
export const recurringTypeEnum = pgEnum('recurring_type', recurringTypeValues);
export const agencyPreferenceEnum = pgEnum('agency_preference', agencyPreferenceValues);
export const differentialTypeEnum = pgEnum('differential_type', differentialTypeValues);
export const applicantStatusEnum = pgEnum('applicant_status', applicantStatusValues);
/** The spec reads a position status but never lists its values; FILLED is kept in step with the counts. */
export const positionStatusEnum = pgEnum('position_status', ['OPEN', 'FILLED', 'CANCELLED']);
/** The ways of filling an opening: an accepted application, a manager's assignment (DESIGN.md), an accepted release offer (issue 15). */
export const assignmentSourceEnum = pgEnum('assignment_source', ['APPLICATION', 'MANAGER', 'OFFER']);

export const shifts = pgTable(
  'shifts',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    title: text('title').notNull(),
    // The wall clock as the facility typed it, in the facility's zone ...
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    // ... and the instants it means, for overlap, status (COMPLETED/ONGOING/UPCOMING) and hours.
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    mealMinutes: smallint('meal_minutes').notNull().default(0),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    shiftType: shiftTypeEnum('shift_type').notNull().default('custom'),
    isActive: boolean('is_active').notNull().default(true),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringType: recurringTypeEnum('recurring_type'),
    recurringEndDate: date('recurring_end_date', { mode: 'string' }),
    floorId: uuid('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The week view asks by facility-local dates; status and overlap ask by instants.
    index('shifts_facility_start_date_idx').on(t.facilityId, t.startDate),
    index('shifts_facility_starts_at_idx').on(t.facilityId, t.startsAt),
    check('shifts_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('shifts_meal_non_negative', sql`${t.mealMinutes} >= 0`),
    check('shifts_recurring_has_type', sql`not ${t.isRecurring} or ${t.recurringType} is not null`),
  ],
);

/** spec 001 "Shift position": the openings of one job title on a shift. Money in integer cents. */
export const positions = pgTable(
  'positions',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    totalPositions: smallint('total_positions').notNull(),
    // Kept by the same transaction that accepts or assigns, so the check below caps openings.
    acceptedCount: smallint('accepted_count').notNull().default(0),
    assignedCount: smallint('assigned_count').notNull().default(0),
    status: positionStatusEnum('status').notNull().default('OPEN'),
    /** External (marketplace) rate per hour. */
    rateCents: centsColumn('rate_cents'),
    agencyRateCents: centsColumn('agency_rate_cents'),
    rateType: text('rate_type'),
    applicableFor: text('applicable_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    autoApprove: boolean('auto_approve').notNull().default(false),
    agencyPreference: agencyPreferenceEnum('agency_preference'),
    recurringValues: smallint('recurring_values')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    recurringEndDate: date('recurring_end_date', { mode: 'string' }),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    description: text('description'),
    specialShift: boolean('special_shift').notNull().default(false),
    differentialType: differentialTypeEnum('differential_type'),
    /** In hundredths, as typed with 2 decimals: cents per hour for FR, basis points for BP. */
    differentialValue: integer('differential_value'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('positions_facility_shift_idx').on(t.facilityId, t.shiftId),
    index('positions_shift_idx').on(t.shiftId),
    check('positions_openings_range', sql`${t.totalPositions} between 0 and 999`),
    check(
      'positions_filled_within_openings',
      sql`${t.acceptedCount} >= 0 and ${t.assignedCount} >= 0 and ${t.acceptedCount} + ${t.assignedCount} <= ${t.totalPositions}`,
    ),
    check('positions_applicable_for_codes', sql`${t.applicableFor} <@ array['IN', 'EN', 'AN']::text[]`),
    check('positions_recurring_weekdays', sql`${t.recurringValues} <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]`),
    check(
      'positions_rates_non_negative',
      sql`coalesce(${t.rateCents}, 0) >= 0 and coalesce(${t.agencyRateCents}, 0) >= 0 and coalesce(${t.differentialValue}, 0) >= 0`,
    ),
  ],
);

/** The agencies chosen for a position when agency_preference is not ALL. */
export const positionAgencies = pgTable(
  'position_agencies',
  {
    facilityId: facilityIdColumn(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.agencyId] }), index('position_agencies_facility_agency_idx').on(t.facilityId, t.agencyId)],
);

export const applications = pgTable(
  'applications',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: applicantStatusEnum('status').notNull().default('PENDING'),
    decidedAt: instantColumn('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('applications_position_employee_key').on(t.positionId, t.employeeId),
    index('applications_employee_idx').on(t.employeeId),
    index('applications_facility_status_idx').on(t.facilityId, t.status),
  ],
);

/**
 * A nurse booked on an opening. nurse_id and the shift's instants are copied here so that the
 * exclusion constraint of migration 0001 can refuse a second booking of the same person in an
 * overlapping time, whichever facility it is at.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    nurseId: uuid('nurse_id')
      .notNull()
      .references(() => nurses.id, { onDelete: 'cascade' }),
    source: assignmentSourceEnum('source').notNull(),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('assignments_position_employee_key').on(t.positionId, t.employeeId),
    index('assignments_employee_starts_at_idx').on(t.employeeId, t.startsAt),
    index('assignments_facility_starts_at_idx').on(t.facilityId, t.startsAt),
    check('assignments_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Patient count per facility-local day (the denominator of HPPD). */
export const census = pgTable(
  'census',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    patientCount: integer('patient_count').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('census_facility_date_key').on(t.facilityId, t.date),
    check('census_patient_count_non_negative', sql`${t.patientCount} >= 0`),
  ],
);

/** The facility's budget per day and job title: budgeted hours (HPPD numerator) and spend. */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    budgetedHours: numeric('budgeted_hours', { precision: 7, scale: 2 }).notNull(),
    budgetedSpendCents: centsColumn('budgeted_spend_cents').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('budget_lines_facility_date_title_key').on(t.facilityId, t.date, t.jobTitleId),
    check('budget_lines_non_negative', sql`${t.budgetedHours} >= 0 and ${t.budgetedSpendCents} >= 0`),
  ],
);
