import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes } from '@careroster/shared/paths';
import { createdAtColumn, idColumn } from './columns';
import { facilities, users } from './core';
import { nurses } from './workforce';

/** spec 000 "Push-notification click targets": each type opens its own screen. */
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    /** Null: for every member of the facility. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    index('notifications_facility_created_idx').on(t.facilityId, t.createdAt.desc()),
    index('notifications_facility_unread_idx')
      .on(t.facilityId, t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);
