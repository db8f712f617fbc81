import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { shiftDetailsPath } from '@careroster/shared/paths';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useConversation, useConversationHistory, useMarkRead, useSendMessage } from '../api/conversations';
import { threadOf } from '../api/history';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

/** The open conversation of the staff side: who is in it, its history, and the composer. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const history = useConversationHistory(conversationId);
  const send = useSendMessage(conversationId);
  const markRead = useMarkRead(conversationId);
  const thread = threadOf(history);
  const { mutate } = markRead;
  useMarkSeen(
    thread.messages,
    useCallback((id: string) => mutate(id), [mutate]),
  );

  if (conversation.isPending) return <PageLoader label="Loading conversation" />;
  if (conversation.isError) return <EmptyState title={productMessages.conversationNotFound} />;
  const { data } = conversation;
  const names = data.members.map((m) => `${m.first_name} ${m.last_name}`).join(', ');

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {productMessages.conversationMembers(names)}
            {data.shift_id && (
              <>
                {' · '}
                <Anchor component={Link} to={shiftDetailsPath(data.shift_id)} size="sm">
                  {productMessages.conversationShiftLink}
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <MessageThread viewer="STAFF" {...thread} />
        <MessageComposer onSend={(body, clientId) => send.mutateAsync({ body, client_id: clientId })} />
      </Stack>
    </Paper>
  );
}
