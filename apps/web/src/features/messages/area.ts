import { paths } from '@careroster/shared/paths';
import type { Area } from '../area';
import { messagesKey } from './api/query-keys';
import { messageShellRoutes } from './routes';

export const messagesArea: Area = {
  name: 'messages',
  shellRoutes: messageShellRoutes,
  navigation: [
    { label: 'Messages', path: paths.messages, permission: 'messages:send', counter: 'unreadMessages', order: 60 },
    { label: 'Conversations', path: paths.messages, counter: 'unreadMessages', under: paths.messages, order: 1 },
  ],
  liveKeys: [{ key: messagesKey, staleOn: ['messages.changed'] }],
};
