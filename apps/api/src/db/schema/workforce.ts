import { credentialStatusValues, genderValues, workerTypeValues } from '@careroster/shared/lookups';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  date,
  index,
  integer,
  smallint,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { FEEDBACK_MAX_LENGTH, NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '@careroster/shared/constants';
import { centsColumn, createdAtColumn, idColumn } from './columns';
import { facilityIdColumn } from './facility-columns';
import { users } from './core';

export const workerTypeEnum = pgEnum('worker_type', workerTypeValues);
export const employeeStatusEnum = pgEnum('employee_status', ['INVITED', 'ACTIVE', 'INACTIVE']);
export const credentialStatusEnum = pgEnum('credential_status', credentialStatusValues);
export const credentialDataTypeEnum = pgEnum('credential_data_type', ['UPLOAD']);
/** spec 000 section 3 (issue 27, decision 063). */
export const genderEnum = pgEnum('gender', genderValues);

/** Rows come from packages/shared/src/job-titles.ts through syncJobTitles; ids are fixed there. */
export const jobTitles = pgTable(
  'job_titles',
  {
    id: uuid('id').primaryKey(),
    abbreviation: text('abbreviation').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('job_titles_abbreviation_key').on(t.abbreviation)],
);

export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    /** A key of the structure palette (packages/shared/src/structure/colours.ts), issue 28. */
    colour: text('colour'),
    createdAt: createdAtColumn(),
  },
  // Case-insensitive, as the setup service compares names (issue 28): "ICU" and "icu" are one department.
  (t) => [uniqueIndex('departments_facility_name_key').on(t.facilityId, sql`lower(${t.name})`)],
);

export const floors = pgTable(
  'floors',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('floors_facility_name_key').on(t.facilityId, sql`lower(${t.name})`)],
);

/** spec 000 "Unit: id, name, subunits": a subunit is a unit whose parent_id is set. */
export const units = pgTable(
  'units',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    floorId: uuid('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A key of the structure palette (packages/shared/src/structure/colours.ts), issue 28. */
    colour: text('colour'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('units_facility_parent_idx').on(t.facilityId, t.parentId), index('units_parent_idx').on(t.parentId)],
);

/** A person on the platform. Credentials hang here; what they may do at a facility hangs on `employees`. */
export const nurses = pgTable(
  'nurses',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Bulk-invite rows carry a mobile but no email, so email is optional and the mobile identifies.
    email: text('email'),
    countryCode: text('country_code').notNull().default('+1'),
    mobile: text('mobile').notNull(),
    profilePhoto: text('profile_photo'),
    /** Home, roughly (a ZIP code's centre is enough): the suggestion score's distance (issue 15). */
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('nurses_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('nurses_mobile_key').on(t.countryCode, t.mobile),
    index('nurses_name_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    // Name search is a substring match (`like '%son%'`): only trigrams can index it (decision 012).
    index('nurses_full_name_trgm_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const agencies = pgTable(
  'agencies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('agencies_name_key').on(t.name)],
);

export const facilityAgencies = pgTable(
  'facility_agencies',
  {
    facilityId: facilityIdColumn(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    isFavorite: boolean('is_favorite').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.agencyId] }), index('facility_agencies_agency_idx').on(t.agencyId)],
);

/** A nurse working at one facility as one worker type. */
export const employees = pgTable(
  'employees',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    nurseId: uuid('nurse_id')
      .notNull()
      .references(() => nurses.id, { onDelete: 'restrict' }),
    workerType: workerTypeEnum('worker_type').notNull(),
    /** The facility's own employee number (search dialog column ID). */
    empId: integer('emp_id').notNull(),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    discipline: text('discipline'),
    hourlyRateCents: centsColumn('hourly_rate_cents').notNull(),
    // spec 000: an employee without a monthly rate cannot be selected on an employee card.
    monthlyRateCents: centsColumn('monthly_rate_cents'),
    status: employeeStatusEnum('status').notNull().default('INVITED'),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    dateOfJoining: date('date_of_joining', { mode: 'string' }),
    /** The last day employed (issue 25): PBJ refuses hours after it, CMS's fatal edit (decision 055). Edited with issue 27. */
    terminationDate: date('termination_date', { mode: 'string' }),
    payType: text('pay_type'),
    paymentCategory: text('payment_category'),
    isResident: boolean('is_resident').notNull().default(true),
    paychexEmpId: text('paychex_emp_id'),
    paychexOrgId: text('paychex_org_id'),
    paychexOrgId15: text('paychex_org_id_15'),
    /** Bulk-invite column job_category, kept as given (spec 001 section 3 does not list values). */
    jobCategory: text('job_category'),
    /** Employee search dialog option flag (spec 000 section 3). */
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Hours a week she is meant to work here (fairness in suggestions); null: the default 36. */
    targetWeeklyHours: smallint('target_weekly_hours'),
    /** Set when an invitation was queued (bulk invite); the row stays INVITED until the nurse accepts. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The nurse's credential state, kept by triggers on `credentials` and on this table
     * (migration 0006, decision 012): complete when she has credentials and every one is verified
     * with its required expiry date; valid through the earliest expiry date, '-infinity' when one
     * is marked expired, 'infinity' when none expires.
     */
    credentialsComplete: boolean('credentials_complete').notNull().default(false),
    credentialsValidThrough: date('credentials_valid_through', { mode: 'string' })
      .notNull()
      .default(sql`'infinity'`),
    // Issue 27, edited on the employee's file (decision 063): her unit (checked through the facility's door) and gender.
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    gender: genderEnum('gender'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('employees_facility_nurse_key').on(t.facilityId, t.nurseId),
    uniqueIndex('employees_facility_emp_id_key').on(t.facilityId, t.empId),
    // Search dialog: one worker type at a time, sorted by ID; pickers filter on status and title.
    index('employees_facility_type_emp_id_idx').on(t.facilityId, t.workerType, t.empId),
    index('employees_facility_title_status_idx').on(t.facilityId, t.jobTitleId, t.status),
    index('employees_nurse_idx').on(t.nurseId),
    // The picker's filter with the columns its count needs, over the rows that can be picked at all
    // (selectableCondition without its date), so the count is an index-only scan (decision 012).
    index('employees_pickable_idx')
      .on(t.facilityId, t.jobTitleId, t.workerType, t.credentialsValidThrough, t.nurseId, t.agencyId)
      .where(sql`${t.status} = 'ACTIVE' and ${t.credentialsComplete} and ${t.monthlyRateCents} is not null`),
    check('employees_agency_iff_an', sql`(${t.workerType} = 'AN') = (${t.agencyId} is not null)`),
    check('employees_target_weekly_hours', sql`${t.targetWeeklyHours} is null or ${t.targetWeeklyHours} between 0 and 80`),
    check('employees_rates_non_negative', sql`${t.hourlyRateCents} >= 0 and coalesce(${t.monthlyRateCents}, 0) >= 0`),
    check(
      'employees_termination_after_hire',
      sql`${t.terminationDate} is null or ${t.dateOfJoining} is null or ${t.terminationDate} >= ${t.dateOfJoining}`,
    ),
  ],
);

export const credentials = pgTable(
  'credentials',
  {
    id: idColumn(),
    nurseId: uuid('nurse_id')
      .notNull()
      .references(() => nurses.id, { onDelete: 'cascade' }),
    credentialName: text('credential_name').notNull(),
    expiry: date('expiry', { mode: 'string' }),
    expiryRequired: boolean('expiry_required').notNull().default(false),
    status: credentialStatusEnum('status').notNull().default('CREDENTIAL_PENDING'),
    feedback: varchar('feedback', { length: FEEDBACK_MAX_LENGTH }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('credentials_nurse_idx').on(t.nurseId),
    // The nightly expiry sweep looks for verified credentials whose date has passed.
    index('credentials_status_expiry_idx').on(t.status, t.expiry),
  ],
);

/** One stored file of a credential; a two-sided document (front/back) is two rows. */
export const credentialDocuments = pgTable(
  'credential_documents',
  {
    id: idColumn(),
    credentialId: uuid('credential_id')
      .notNull()
      .references(() => credentials.id, { onDelete: 'cascade' }),
    /** Relative to the uploads directory, never under the web root. */
    filePath: text('file_path').notNull(),
    filename: text('filename').notNull(),
    filesize: integer('filesize').notNull(),
    contentType: text('content_type').notNull(),
    dataType: credentialDataTypeEnum('data_type').notNull().default('UPLOAD'),
    category: text('category'),
    thumbnailPath: text('thumbnail_path'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('credential_documents_credential_idx').on(t.credentialId)],
);

export const employeeNotes = pgTable(
  'employee_notes',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: NOTE_TITLE_MAX_LENGTH }).notNull(),
    description: varchar('description', { length: NOTE_DESCRIPTION_MAX_LENGTH }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('employee_notes_facility_employee_idx').on(t.facilityId, t.employeeId, t.createdAt)],
);

export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    udid: text('udid').notNull(),
    location: text('location').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('devices_facility_udid_key').on(t.facilityId, t.udid)],
);

/**
 * A walk-in link (spec 000 `/walk-in-invite/:token`). Only the token's sha256 is kept; the link
 * expires and works once: completion is a conditional update on `used_at is null`.
 */
export const walkInInvites = pgTable(
  'walk_in_invites',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    tokenHash: text('token_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    countryCode: text('country_code').notNull().default('+1'),
    mobile: text('mobile').notNull(),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    hourlyRateCents: centsColumn('hourly_rate_cents'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('walk_in_invites_token_hash_key').on(t.tokenHash),
    index('walk_in_invites_facility_idx').on(t.facilityId, t.createdAt),
  ],
);
