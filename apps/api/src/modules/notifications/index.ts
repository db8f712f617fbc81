import type { Area } from '../../platform/area';
import { notificationRoutes } from './routes';

/** In-app notifications (decision 014): `raiseNotifications` is the one way to raise one. */
export const notificationsArea: Area = {
  name: 'notifications',
  routes: notificationRoutes,
  liveEvents: ['notifications.created', 'notifications.read'],
};

export { PUSH_NOTIFICATIONS_JOB, raiseNotifications, raisedNotifications, type Notice, type RaisedNotification } from './raise';
