import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ConversationSummary } from '@careroster/shared/api/messages/conversation';
import { productMessages } from '@careroster/shared/messages';
import { shortTime } from './message-time';
import { UnreadBadge } from './unread-badge';

function preview(conversation: ConversationSummary): string {
  // A searched list shows why a row matched; otherwise the latest message.
  if (conversation.match) return conversation.match;
  const last = conversation.last_message;
  if (!last) return productMessages.conversationNoMessages;
  return `${last.sender_name}: ${last.body}`;
}

type Props = {
  conversations: readonly ConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The conversation list of both sides: title, latest message, time and the reader's unread count. */
export function ConversationRows({ conversations, selectedId, onSelect }: Props) {
  return (
    <Stack gap={4} component="ul" aria-label={productMessages.conversationsTitle} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <UnstyledButton
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              w="100%"
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: selected ? 'var(--mantine-color-teal-light)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={conversation.unread > 0 ? 700 : 600} size="sm" lineClamp={1}>
                    {conversation.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {preview(conversation)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {conversation.last_message && (
                    <Text size="xs" c="dimmed">
                      {shortTime(conversation.last_message.sent_at)}
                    </Text>
                  )}
                  <UnreadBadge count={conversation.unread} />
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
