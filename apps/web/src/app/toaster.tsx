/**
 * The toast container and its styles, loaded after the first paint: no page shows a toast before
 * its first call answers, and the store (`notifications.show`) queues what comes earlier.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
