export { notificationsArea } from './area';

export { NotificationBell } from './components/notification-bell';
export { useForegroundNotifications } from './foreground';
export { forgetPushOnThisBrowser } from './push';
export { pushFailureMessage, pushSupport, subscribeThisBrowser } from './push/push-device';
