import { z } from 'zod';
import { notificationTypes } from '../../paths';
import { NOTIFICATION_IDS_MAX } from '../../constants';
import { defineContract } from '../contract';
import { listOf } from '../envelope';

/** spec 001 data model: id, title, body, is_read, created_at, payload { type, type_id, nurse_id }. */
export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  is_read: z.boolean(),
  created_at: z.iso.datetime(),
  payload: z.object({
    type: z.enum(notificationTypes),
    type_id: z.uuid().nullable(),
    nurse_id: z.uuid().nullable(),
  }),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** Query strings carry booleans as text; anything but 'true' and 'false' is a 422. */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
  /** Only the unread ones (the "Unread" filter). */
  unread: flag.optional(),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;

/** Newest first; `unread_count` is the bell's number, whatever the filter. */
export const listNotificationsAnswer = listOf(notificationSchema).extend({ unread_count: z.number().int().nonnegative() });
export type ListNotificationsAnswer = z.infer<typeof listNotificationsAnswer>;

export const listNotificationsContract = defineContract({
  method: 'GET',
  path: '/facilities/notifications',
  query: listNotificationsQuery,
  answer: listNotificationsAnswer,
});

/** spec 001 section 7: PATCH facilities/notifications with the ids to mark read. */
export const markNotificationsReadBody = z.object({
  notification_ids: z.array(z.uuid()).min(1).max(NOTIFICATION_IDS_MAX),
});
export const markNotificationsReadAnswer = z.object({ unread_count: z.number().int().nonnegative() });

export const markNotificationsReadContract = defineContract({
  method: 'PATCH',
  path: '/facilities/notifications',
  body: markNotificationsReadBody,
  answer: markNotificationsReadAnswer,
});

/** "Mark all as read": every unread notification of the caller in this facility. */
export const markAllNotificationsReadContract = defineContract({
  method: 'PATCH',
  path: '/facilities/notifications/read-all',
  answer: markNotificationsReadAnswer,
});

/** The types a user does not want to receive (their profile); the same in every facility. */
export const notificationSettingsSchema = z.object({
  muted_types: z.array(z.enum(notificationTypes)).max(notificationTypes.length),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const getNotificationSettingsContract = defineContract({
  method: 'GET',
  path: '/profile/notification-settings',
  answer: notificationSettingsSchema,
});
export const saveNotificationSettingsContract = defineContract({
  method: 'PUT',
  path: '/profile/notification-settings',
  body: notificationSettingsSchema,
  answer: notificationSettingsSchema,
});
