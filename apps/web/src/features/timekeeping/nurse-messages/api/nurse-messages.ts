import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nurseInboxContract,
  nurseMarkReadContract,
  nurseMessagesContract,
  nurseSendMessageContract,
  tradeDeviceForMessageTokenContract,
} from '@careroster/shared/api/messages/nurse';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { MESSAGE_TOKEN_HEADER } from '@careroster/shared/messaging/values';
import { ApiError, callApi, type CallOptions } from '../../../../api/client';
import { historyQuery } from '../../../messages';

/**
 * The nurse's side of the message center (issue 16): public calls with her message-center token
 * in its header (never in an address). A 401 is the token's, not a session's: the page says so.
 */
const tokenOptions = (token: string, report: CallOptions['report'] = 'none'): CallOptions => ({
  headers: { [MESSAGE_TOKEN_HEADER]: token },
  report,
  redirectOnUnauthorized: false,
});

/** Not facility-scoped: the token names the nurse and the facility. */
export const nurseMessagesKey = (token: string) => ['nurse-messages', token] as const;

export const isTokenRefused = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A refusal will not change by asking again; a lost connection or a 5xx may. */
const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2;

export const useNurseInbox = (token: string) =>
  useQuery({
    queryKey: [...nurseMessagesKey(token), 'inbox'],
    queryFn: ({ signal }) => callApi(nurseInboxContract, {}, { ...tokenOptions(token), signal }),
    retry: retryUnlessRefused,
  });

export const useNurseHistory = (token: string, conversationId: string) =>
  useInfiniteQuery({
    ...historyQuery([...nurseMessagesKey(token), 'conversation', conversationId], (before, signal) =>
      callApi(
        nurseMessagesContract,
        { params: { conversationId }, query: { ...(before ? { before } : {}) } },
        { ...tokenOptions(token), signal },
      ),
    ),
    retry: retryUnlessRefused,
  });

export function useNurseSend(token: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, clientId }: { body: string; clientId: string }) =>
      // A refused send is shown as a toast, the composer keeping her text.
      callApi(nurseSendMessageContract, { params: { conversationId }, body: { body, client_id: clientId } }, tokenOptions(token, 'toast')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nurseMessagesKey(token) }),
  });
}

export function useNurseMarkRead(token: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastMessageId: string) =>
      callApi(nurseMarkReadContract, { params: { conversationId }, body: { last_message_id: lastMessageId } }, tokenOptions(token, 'log')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...nurseMessagesKey(token), 'inbox'] }),
  });
}

/**
 * The time-clock phone's message-center token: its device trades for one, so the Messages tab
 * needs no SMS link. Kept for the page's life; "Try again" after a refusal trades anew.
 */
export const useDeviceMessageToken = (device: string) =>
  useQuery({
    queryKey: ['nurse-message-token', device],
    queryFn: ({ signal }) =>
      callApi(
        tradeDeviceForMessageTokenContract,
        {},
        { headers: { [TIME_CLOCK_DEVICE_HEADER]: device }, report: 'none', redirectOnUnauthorized: false, signal },
      ),
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
