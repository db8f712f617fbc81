import type { RouteObject } from 'react-router';
import { paths } from '@careroster/shared/paths';

export const notificationShellRoutes: RouteObject[] = [
  { path: paths.notifications, lazy: async () => ({ Component: (await import('./pages/notifications-page')).NotificationsPage }) },
];
