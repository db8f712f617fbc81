import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes } from '@careroster/shared/paths';
import { broadcastChannels } from '@careroster/shared/lookups';
import { createdAtColumn, idColumn } from './columns';
import { facilities, outbox, sessions, users } from './core';
import { timeClockLinks } from './timekeeping';
import { employees, nurses } from './workforce';

/** spec 000 "Push-notification click targets": each type opens its own screen. */
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);

/**
 * One row per recipient (decision 014): "every user of the facility" is fanned out when the
 * notification is raised, so each user reads, marks read and mutes on their own rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    /** The id the click target needs (shift, credential, overtime ...); its table depends on type. */
    typeId: uuid('type_id'),
    nurseId: uuid('nurse_id').references(() => nurses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.userId, t.facilityId, t.createdAt.desc(), t.id.desc()),
    index('notifications_recipient_unread_idx')
      .on(t.userId, t.facilityId)
      .where(sql`not ${t.isRead}`),
  ],
);

/** A type a user chose not to receive (their profile); absent means received. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * A browser's Web Push subscription: spec 000's "device token". It belongs to the session that
 * registered it, so signing out (or the session ending) stops pushes to a shared computer. One
 * endpoint is one browser profile: registering it again moves it to whoever signed in there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), needed to encrypt each payload. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    isSafari: boolean('is_safari').notNull().default(false),
    createdAt: createdAtColumn(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A nurse's phone's Web Push subscription (issue 15), registered from her personal time-clock page
 * and bound to that page's link: revoking the link (or a new link replacing it) ends the pushes.
 * Offers, and later messages, reach her here as well as by SMS.
 */
export const nursePushSubscriptions = pgTable(
  'nurse_push_subscriptions',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    timeClockLinkId: uuid('time_clock_link_id')
      .notNull()
      .references(() => timeClockLinks.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAtColumn(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('nurse_push_subscriptions_endpoint_key').on(t.endpoint),
    index('nurse_push_subscriptions_employee_idx').on(t.employeeId),
  ],
);

export const broadcastChannelEnum = pgEnum('broadcast_channel', broadcastChannels);

/** A message a manager sent to chosen nurses of the facility (spec 000 bulk message types). */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    channel: broadcastChannelEnum('channel').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('broadcasts_facility_created_idx').on(t.facilityId, t.createdAt.desc())],
);

/** Who a broadcast went to; an SMS recipient points at its outbox row, whose status is the delivery. */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.employeeId] }), index('broadcast_recipients_outbox_idx').on(t.outboxId)],
);

/**
 * A nurse's in-app inbox: what the nurse app reads. A NOTIFICATION broadcast writes one row per
 * nurse; `read_at` is set when the nurse opens it.
 */
export const nurseMessages = pgTable(
  'nurse_messages',
  {
    id: idColumn(),
    nurseId: uuid('nurse_id')
      .notNull()
      .references(() => nurses.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('nurse_messages_nurse_created_idx').on(t.nurseId, t.createdAt.desc()),
    index('nurse_messages_broadcast_idx').on(t.broadcastId),
  ],
);
