import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createConversationContract,
  getConversationContract,
  listConversationsContract,
  listMessagesContract,
  markConversationReadContract,
  revokeMessageAccessContract,
  sendMessageContract,
  unreadMessagesContract,
} from '@careroster/shared/api/messages/staff';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';
import { messageKeys, messagesKey } from './query-keys';
import { historyQuery } from './history';

const LIST_PAGE_SIZE = 20;

/** The facility's conversations, most recent first, a page at a time ("Load more"). */
export const useConversations = (search: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        listConversationsContract,
        { query: { page: pageParam, page_size: LIST_PAGE_SIZE, ...(search ? { search } : {}) } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => (pages.reduce((n, p) => n + p.results.length, 0) < last.count ? lastPage + 1 : undefined),
  });

/** The shell's badge: hidden from roles that cannot message, so their shell makes no call it would refuse. */
export function useUnreadMessages() {
  const allowed = can(
    useAppStore((state) => state.auth.role),
    'messages:send',
  );
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => callApi(unreadMessagesContract, {}, { signal, report: 'log' }),
    enabled: allowed,
  });
}

export const useConversation = (conversationId: string) =>
  useQuery({
    queryKey: messageKeys.conversation(conversationId),
    queryFn: ({ signal }) => callApi(getConversationContract, { params: { conversationId } }, { signal, report: 'none' }),
  });

export const useConversationHistory = (conversationId: string) =>
  useInfiniteQuery(
    historyQuery(messageKeys.history(conversationId), (before, signal) =>
      callApi(listMessagesContract, { params: { conversationId }, query: { ...(before ? { before } : {}) } }, { signal }),
    ),
  );

type SendBody = z.input<typeof sendMessageContract.body>;

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => callApi(sendMessageContract, { params: { conversationId }, body }),
    // The list's preview and order change too, not only this conversation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey() }),
  });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: string) =>
      callApi(markConversationReadContract, { params: { conversationId }, body: { last_message_id: lastMessageId } }, { report: 'log' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...messagesKey(), 'list'] });
      await queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
  });
}

type CreateBody = z.input<typeof createConversationContract.body>;

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (body: CreateBody, idempotencyKey: string) => callApi(createConversationContract, { body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...messagesKey(), 'list'] }),
  });
}

/** "Remove message access": every message link and phone token of hers stops working. */
export const useRevokeMessageAccess = (employeeId: string) =>
  useMutation({ mutationFn: () => callApi(revokeMessageAccessContract, { params: { employeeId } }) });
