import { Button, Center, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { useConversations } from '../api/conversations';
import { ConversationRows } from './conversation-rows';

type Props = { selectedId: string | null; onSelect: (id: string) => void };

/** The staff side's conversation list: searched by title, member or message text, paged by "Load more". */
export function ConversationList({ selectedId, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useConversations(debounced);
  const conversations = list.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="xs">
      <TextInput
        label={productMessages.conversationsSearch}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {list.isPending ? (
        <Center py="xl" role="status" aria-label="Loading conversations">
          <Loader size="sm" />
        </Center>
      ) : conversations.length === 0 ? (
        debounced ? (
          <EmptyState title={productMessages.conversationsNoMatch} />
        ) : (
          <EmptyState title={productMessages.conversationsEmpty} description={productMessages.conversationsEmptyHint} />
        )
      ) : (
        <ConversationRows conversations={conversations} selectedId={selectedId} onSelect={onSelect} />
      )}
      {list.hasNextPage && (
        <Button variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {productMessages.conversationsLoadMore}
        </Button>
      )}
    </Stack>
  );
}
