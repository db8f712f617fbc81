import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { notificationsKey } from './api/query-keys';
import { notificationShellRoutes } from './routes';

export const notificationsArea: Area = {
  name: 'notifications',
  shellRoutes: notificationShellRoutes,
  navigation: [{ label: 'Notifications', path: paths.notifications, order: 100 }],
  liveKeys: [{ key: notificationsKey, staleOn: ['notifications.created', 'notifications.read'] }],
};
