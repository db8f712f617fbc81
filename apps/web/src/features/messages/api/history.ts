import { infiniteQueryOptions, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Message, MessagePage } from '@careroster/shared/api/messages/conversation';

/**
 * A conversation's history, paged backwards: the first page is the newest messages, each next
 * page the ones before the oldest shown. The staff side and the nurse's side share it; only the
 * call differs.
 */
export const historyQuery = (queryKey: QueryKey, fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<MessagePage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.results[0]?.id : undefined),
  });

/** Every loaded message, oldest first, as the thread shows them. */
export const historyMessages = (pages: readonly MessagePage[] | undefined): Message[] =>
  pages ? [...pages].reverse().flatMap((page) => page.results) : [];

/** What the thread shows of a history query: its messages and the "Load earlier messages" state. */
export const threadOf = (history: UseInfiniteQueryResult<InfiniteData<MessagePage>>) => ({
  messages: historyMessages(history.data?.pages),
  loading: history.isPending,
  hasEarlier: history.hasNextPage,
  loadingEarlier: history.isFetchingNextPage,
  onLoadEarlier: () => void history.fetchNextPage(),
});
