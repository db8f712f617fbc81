import { Box, Button, Grid, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane } from '../components/conversation-pane';
import { NewConversationDialog } from '../components/new-conversation-dialog';

/**
 * `/messages`, the facility's message center (issue 16): the conversation list beside the open
 * conversation, which `?conversation=<id>` names so a link or a reload opens it again. On a
 * phone the open conversation takes the whole width, with a way back to the list.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('conversation');
  const [creating, setCreating] = useState(false);
  const select = (id: string | null) => setParams(id ? { conversation: id } : {});

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {productMessages.messagesTitle}
        </Title>
        <Button onClick={() => setCreating(true)}>{productMessages.conversationNew}</Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: openId ? 'none' : 'block', md: 'block' }}>
          <ConversationList selectedId={openId} onSelect={select} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: openId ? 'block' : 'none', md: 'block' }}>
          {openId ? (
            <>
              <Box hiddenFrom="md" mb="xs">
                <Button variant="subtle" px={0} onClick={() => select(null)}>
                  <span aria-hidden="true">←&nbsp;</span>
                  {productMessages.conversationBack}
                </Button>
              </Box>
              <ConversationPane key={openId} conversationId={openId} />
            </>
          ) : (
            <EmptyState title={productMessages.conversationNone} />
          )}
        </Grid.Col>
      </Grid>
      {creating && <NewConversationDialog onClose={() => setCreating(false)} />}
    </>
  );
}
