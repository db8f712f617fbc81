import { messageSenderKinds, messageTokenSources } from '@careroster/shared/messaging/values';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { shifts } from './scheduling';
import { employees } from './workforce';

/** The message center (issue 16, decision 033). */
export const messageSenderKindEnum = pgEnum('message_sender_kind', messageSenderKinds);
export const messageTokenSourceEnum = pgEnum('message_token_source', messageTokenSources);

/**
 * A conversation of the facility's staff with one nurse (`direct_employee_id` set: there is one
 * per employee, found again from her card) or with a group of nurses (a title, often a shift's crew).
 * `last_message_at` orders the list without scanning the messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    title: text('title'),
    directEmployeeId: uuid('direct_employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    lastMessageAt: instantColumn('last_message_at'),
  },
  (t) => [
    uniqueIndex('conversations_direct_key')
      .on(t.facilityId, t.directEmployeeId)
      .where(sql`${t.directEmployeeId} is not null`),
    index('conversations_facility_recent_idx').on(t.facilityId, t.lastMessageAt.desc().nullsLast(), t.id),
  ],
);

/** The nurses of a conversation (as the facility's employees) and how far each has read. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    lastReadAt: instantColumn('last_read_at'),
    addedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.employeeId] }), index('conversation_members_employee_idx').on(t.employeeId)],
);

/** How far each staff user has read a conversation: the facility's inbox is shared, its unread marks are not. */
export const conversationStaffReads = pgTable(
  'conversation_staff_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: instantColumn('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/**
 * One message. Its text is what a user wrote: it lives here and nowhere else (never in a log, an
 * SMS or a push, which say only that there is a message). `client_id` makes a resend after a lost
 * answer the same message.
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    facilityId: facilityIdColumn(),
    senderKind: messageSenderKindEnum('sender_kind').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderEmployeeId: uuid('sender_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientId: uuid('client_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('messages_conversation_recent_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('messages_client_key')
      .on(t.conversationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    // Search across a facility's conversations: a substring of any message, as the employee search does for names.
    index('messages_body_trgm_idx').using('gin', sql`lower(${t.body}) gin_trgm_ops`),
    index('messages_facility_idx').on(t.facilityId),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * A nurse's access to her conversations with one facility, and nothing else. Sent in a message
 * SMS (LINK, days) or traded for the claimed time-clock phone (DEVICE, hours); stored as sha256;
 * the facility revokes all of an employee's at once.
 */
export const messageCenterTokens = pgTable(
  'message_center_tokens',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    source: messageTokenSourceEnum('source').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instantColumn('expires_at').notNull(),
    revokedAt: instantColumn('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: instantColumn('last_used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('message_center_tokens_hash_key').on(t.tokenHash), index('message_center_tokens_employee_idx').on(t.employeeId)],
);
