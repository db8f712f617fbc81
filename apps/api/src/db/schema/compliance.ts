import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  bankAccountStatuses,
  bankAccountTypes,
  facilityDocumentKinds,
  facilityDocumentStatuses,
} from '@careroster/shared/compliance/values';
import { createdAtColumn, idColumn } from './columns';
import { facilities, users } from './core';

export const facilityDocumentKindEnum = pgEnum('facility_document_kind', facilityDocumentKinds);
export const facilityDocumentStatusEnum = pgEnum('facility_document_status', facilityDocumentStatuses);
export const bankAccountTypeEnum = pgEnum('bank_account_type', bankAccountTypes);
export const bankAccountStatusEnum = pgEnum('bank_account_status', bankAccountStatuses);

/**
 * The facility's legal record (spec 001 "KYC/legal record"). TIN and SSN are sealed with the
 * data key (AES-256-GCM, `platform/crypto`); only their last four digits are kept in the clear,
 * for the masked answer. Nothing here is ever logged.
 */
export const facilityLegal = pgTable('facility_legal', {
  facilityId: uuid('facility_id')
    .primaryKey()
    .references(() => facilities.id, { onDelete: 'cascade' }),
  entityLegalName: text('entity_legal_name'),
  /** The entity's business type, one of spec 000 section 3's list (issue 31, decision 080). */
  businessType: text('business_type'),
  tinSealed: text('tin_sealed'),
  tinLast4: text('tin_last4'),
  ssnSealed: text('ssn_sealed'),
  ssnLast4: text('ssn_last4'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The facility's current document of each kind (EIN, SS4, AOI, I-9); a new upload replaces the
 * row and its stored file. The bytes live in the file store under `file_key`.
 */
export const facilityDocuments = pgTable(
  'facility_documents',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    kind: facilityDocumentKindEnum('kind').notNull(),
    fileKey: text('file_key').notNull(),
    filename: text('filename').notNull(),
    filesize: integer('filesize').notNull(),
    contentType: text('content_type').notNull(),
    status: facilityDocumentStatusEnum('status').notNull().default('SUBMITTED'),
    rejectionReason: text('rejection_reason'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('facility_documents_kind_key').on(t.facilityId, t.kind),
    check('facility_documents_rejection_reason', sql`(${t.status} = 'REJECTED') = (${t.rejectionReason} is not null)`),
  ],
);

/**
 * The facility's funding bank account (spec 000 "bank account verification"). The account number
 * and the two micro-deposit amounts are sealed with the data key; the routing number is public
 * bank data. At most one live account per facility; replaced ones stay as history.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
    accountType: bankAccountTypeEnum('account_type').notNull(),
    status: bankAccountStatusEnum('status').notNull().default('PENDING_DEPOSITS'),
    /** Which payments provider holds the account (`sandbox`, `stripe`, ...), and its id there. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** JSON `[cents, cents]`, sealed: the amounts are the verification secret. */
    depositsSealed: text('deposits_sealed'),
    attemptsLeft: smallint('attempts_left').notNull().default(3),
    depositsArriveAt: timestamp('deposits_arrive_at', { withTimezone: true }),
    depositsArrivedAt: timestamp('deposits_arrived_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('bank_accounts_live_key')
      .on(t.facilityId)
      .where(sql`${t.status} in ('PENDING_DEPOSITS', 'AWAITING_VERIFICATION', 'VERIFIED')`),
    index('bank_accounts_facility_idx').on(t.facilityId, t.createdAt),
    check('bank_accounts_attempts', sql`${t.attemptsLeft} between 0 and 3`),
    check('bank_accounts_routing', sql`${t.routingNumber} ~ '^[0-9]{9}$'`),
  ],
);
