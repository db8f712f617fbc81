import {
  getNotificationSettingsContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationsReadContract,
  saveNotificationSettingsContract,
} from '@careroster/shared/api/notifications/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as notifications from './notifications';

const tags = ['notifications'];
/** Every member reads their own notifications; the rows are per user, so no other permission applies. */
const mine = { access: { kind: 'facility', permission: 'facility:read' }, tags } as const;
const profile = { access: { kind: 'user' }, tags } as const;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listNotificationsContract, mine, (request) => notifications.listNotifications(request.ctx, request.query));
  route(app, markNotificationsReadContract, mine, (request) => notifications.markRead(request.ctx, request.body));
  route(app, markAllNotificationsReadContract, mine, (request) => notifications.markAllRead(request.ctx, undefined));
  route(app, getNotificationSettingsContract, profile, (request) => notifications.notificationSettings(request.ctx, undefined));
  route(app, saveNotificationSettingsContract, profile, (request) => notifications.saveNotificationSettings(request.ctx, request.body));
};
