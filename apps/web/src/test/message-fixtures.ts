import type { Conversation, ConversationSummary, Message } from '@careroster/shared/api/messages/conversation';

export const conversationId = '5d0f8a1e-2b3c-4d5e-8f60-718293a4b5c6';
export const groupId = '5d0f8a1e-2b3c-4d5e-8f60-718293a4b5c7';

export const direct: ConversationSummary = {
  id: conversationId,
  title: 'Maria Lopez',
  direct: true,
  shift_id: null,
  member_count: 1,
  last_message: { body: 'Yes, I can take it.', sent_at: '2026-03-02T14:05:00.000Z', sender_kind: 'NURSE', sender_name: 'Maria Lopez' },
  unread: 2,
  match: null,
};

export const group: ConversationSummary = {
  id: groupId,
  title: 'Saturday night crew',
  direct: false,
  shift_id: null,
  member_count: 3,
  last_message: {
    body: 'Parking is on the west side.',
    sent_at: '2026-03-01T20:00:00.000Z',
    sender_kind: 'STAFF',
    sender_name: 'Dana Whitfield',
  },
  unread: 0,
  match: null,
};

export const conversation: Conversation = {
  id: conversationId,
  title: 'Maria Lopez',
  direct: true,
  shift_id: null,
  created_at: '2026-03-01T10:00:00.000Z',
  members: [
    {
      employee_id: '6c1f4d3e-8b52-4e9f-a021-3b4c5d6e7f81',
      nurse_id: 'n-1',
      first_name: 'Maria',
      last_name: 'Lopez',
      worker_type: 'IN',
      last_read_at: null,
    },
  ],
};

let serial = 0;
/** A message with a fresh valid id (the history's `before` cursor is checked as a UUID). */
export function message(overrides: Partial<Message> = {}): Message {
  serial += 1;
  return {
    id: `7a1b2c3d-4e5f-4a6b-8c7d-${String(serial).padStart(12, '0')}`,
    conversation_id: conversationId,
    body: `Message ${serial}`,
    sent_at: '2026-03-02T14:00:00.000Z',
    sender_kind: 'STAFF',
    sender_name: 'Dana Whitfield',
    mine: true,
    read_by: 0,
    recipients: 1,
    ...overrides,
  };
}
