import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';

/**
 * One code texted to a mobile before it is put on an employee (issue 27, decision 063). Only the
 * code's argon2id hash is kept (six digits are too few for a fast hash). A row is one code: a resend
 * is a new row, and only the newest row of a number may be validated. `verified_at` once the right
 * code came back; `used_at` once an add or an edit put the number on an employee.
 */
export const mobileVerifications = pgTable(
  'mobile_verifications',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    countryCode: text('country_code').notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: instantColumn('sent_at').notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    verifiedAt: instantColumn('verified_at'),
    usedAt: instantColumn('used_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mobile_verifications_facility_mobile_idx').on(t.facilityId, t.countryCode, t.mobile, t.sentAt)],
);
