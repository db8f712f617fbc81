import { useEffect, useRef } from 'react';
import type { Message } from '@careroster/shared/api/messages/conversation';

/**
 * Marks a shown conversation read up to its newest message, once per newest message: marking
 * read raises `messages.changed`, and the refetch it causes must not mark again.
 */
export function useMarkSeen(messages: readonly Message[], markRead: (lastMessageId: string) => void) {
  const marked = useRef<string | null>(null);
  const newest = messages.at(-1)?.id ?? null;
  useEffect(() => {
    if (newest === null || marked.current === newest) return;
    marked.current = newest;
    markRead(newest);
  }, [newest, markRead]);
}
