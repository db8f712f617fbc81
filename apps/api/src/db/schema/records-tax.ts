import { dependentRelations, valuesOf } from '@careroster/shared/lookups';
import { DEPENDENT_NAME_MAX, w2Sources } from '@careroster/shared/validation/records-tax';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { employees } from './workforce';

/**
 * An employee's tax forms and dependents (issue 27, decision 065), owned by the records area.
 * Every value a form or a dependent's SSN holds is sealed with the data key (decision 024); what
 * stays in the clear is only what the lists show without a reveal.
 */

export const w2SourceEnum = pgEnum('w2_source', w2Sources);
export const dependentRelationEnum = pgEnum('dependent_relation', valuesOf(dependentRelations));

/**
 * Each W-4 the employee gave, never updated: a new one is a new version. `form_sealed` is the
 * whole form as sealed JSON (amounts in cents), context `w4:<id>`; only the signed date, which
 * decides the one in force, is in the clear.
 */
export const employeeW4s = pgTable(
  'employee_w4s',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    signedDate: date('signed_date', { mode: 'string' }).notNull(),
    formSealed: text('form_sealed').notNull(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: instantColumn('entered_at').notNull(),
  },
  (t) => [
    uniqueIndex('employee_w4s_employee_version_key').on(t.employeeId, t.version),
    index('employee_w4s_facility_employee_idx').on(t.facilityId, t.employeeId, t.signedDate),
  ],
);

/**
 * Year-end W-2 documents. The file store holds the PDF encrypted with a key of its own
 * (AES-256-GCM); that key is sealed in `content_key_sealed` (context `w2-file:<id>`), so a key
 * rotation re-seals the column and never rewrites the file.
 */
export const employeeW2s = pgTable(
  'employee_w2s',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    taxYear: smallint('tax_year').notNull(),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    filesize: integer('filesize').notNull(),
    contentKeySealed: text('content_key_sealed').notNull(),
    source: w2SourceEnum('source').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: instantColumn('uploaded_at').notNull(),
  },
  (t) => [index('employee_w2s_facility_employee_idx').on(t.facilityId, t.employeeId, t.taxYear)],
);

/** Dependents, for benefits enrolment (a later issue reads them through the records door). */
export const employeeDependents = pgTable(
  'employee_dependents',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: DEPENDENT_NAME_MAX }).notNull(),
    lastName: varchar('last_name', { length: DEPENDENT_NAME_MAX }).notNull(),
    relation: dependentRelationEnum('relation').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Sealed, context `dependent-ssn:<id>`; the last four digits kept for the masked answer. */
    ssnSealed: text('ssn_sealed'),
    ssnLast4: text('ssn_last4'),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull(),
  },
  (t) => [
    index('employee_dependents_facility_employee_idx').on(t.facilityId, t.employeeId),
    check('employee_dependents_ssn_pair', sql`(${t.ssnSealed} is null) = (${t.ssnLast4} is null)`),
  ],
);
