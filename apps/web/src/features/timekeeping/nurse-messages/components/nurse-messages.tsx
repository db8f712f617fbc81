import { Alert, Box, Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { ConversationSummary } from '@careroster/shared/api/messages/conversation';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../../components/empty-state';
import { PageLoader } from '../../../../components/page-loader';
import { threadOf } from '../../../messages';
import { ConversationRows } from '../../../messages';
import { MessageComposer } from '../../../messages';
import { MessageThread } from '../../../messages';
import { useMarkSeen } from '../../../messages';
import { isTokenRefused, useNurseHistory, useNurseInbox, useNurseMarkRead, useNurseSend } from '../api/nurse-messages';
import { useNurseLive } from '../api/use-nurse-live';

function NurseConversation({ token, conversation }: { token: string; conversation: ConversationSummary }) {
  const history = useNurseHistory(token, conversation.id);
  const send = useNurseSend(token, conversation.id);
  const { mutate } = useNurseMarkRead(token, conversation.id);
  const thread = threadOf(history);
  useMarkSeen(
    thread.messages,
    useCallback((id: string) => mutate(id), [mutate]),
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {conversation.title}
      </Title>
      {history.isError && !isTokenRefused(history.error) && (
        <Alert color="red" role="alert">
          {history.error.message}
        </Alert>
      )}
      <MessageThread viewer="NURSE" {...thread} />
      <MessageComposer onSend={(body, clientId) => send.mutateAsync({ body, clientId })} />
    </Stack>
  );
}

type Props = {
  token: string;
  /** Where the token can be had again (the time-clock phone trades its device anew): offered after a refusal. */
  onRenew?: () => void;
};

/**
 * The nurse's conversations with one facility and the open one, with a reply composer: the same
 * view on the time-clock page's Messages tab and on the page of a message SMS's link.
 */
export function NurseMessages({ token, onRenew }: Props) {
  const inbox = useNurseInbox(token);
  const refused = isTokenRefused(inbox.error);
  useNurseLive(token, !refused);
  const [openId, setOpenId] = useState<string | null>(null);

  if (inbox.isPending) return <PageLoader label="Loading your messages" />;
  if (inbox.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {refused ? productMessages.messageLinkInvalid : inbox.error.message}
        </Alert>
        {(onRenew || !refused) && (
          <Button variant="default" onClick={onRenew ?? (() => void inbox.refetch())} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  const { conversations } = inbox.data;
  // One conversation is all most nurses have: open it straight away.
  const open = conversations.find((c) => c.id === openId) ?? (conversations.length === 1 ? conversations[0] : undefined);

  return (
    <Stack gap="md">
      <Text>{productMessages.nurseMessagesGreeting(inbox.data.first_name, inbox.data.facility_name)}</Text>
      {conversations.length === 0 ? (
        <EmptyState title={productMessages.nurseMessagesEmpty} />
      ) : open ? (
        <>
          {conversations.length > 1 && (
            <Box>
              <Button variant="subtle" px={0} onClick={() => setOpenId(null)}>
                <span aria-hidden="true">←&nbsp;</span>
                {productMessages.conversationBack}
              </Button>
            </Box>
          )}
          <NurseConversation key={open.id} token={token} conversation={open} />
        </>
      ) : (
        <ConversationRows conversations={conversations} selectedId={null} onSelect={setOpenId} />
      )}
    </Stack>
  );
}
