import { currentFacilityId } from '../../../api/facility-scope';

/**
 * The message center's query keys (issue 16): every staff-side query starts with this key, so a
 * `messages.changed` event makes the list, the open conversation and the shell's badge stale.
 */
export const messagesKey = (facilityId: string | null = currentFacilityId()) => ['messages', facilityId] as const;

export const messageKeys = {
  list: (search: string) => [...messagesKey(), 'list', { search }] as const,
  unread: () => [...messagesKey(), 'unread'] as const,
  conversation: (id: string) => [...messagesKey(), 'conversation', id] as const,
  history: (id: string) => [...messagesKey(), 'conversation', id, 'history'] as const,
};
