export { messagesArea } from './area';

export { useUnreadMessages } from './api/conversations';
export { historyQuery, threadOf } from './api/history';
export { ConversationRows } from './components/conversation-rows';
export { MessageAccessPanel } from './components/message-access-panel';
export { MessageButton } from './components/message-button';
export { MessageComposer } from './components/message-composer';
export { MessageThread } from './components/message-thread';
export { UnreadBadge } from './components/unread-badge';
export { useMarkSeen } from './hooks/use-mark-seen';
export { useOpenConversation } from './hooks/use-open-conversation';
