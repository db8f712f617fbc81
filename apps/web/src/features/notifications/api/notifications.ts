import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettingsContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  markNotificationsReadContract,
  saveNotificationSettingsContract,
  type NotificationSettings,
} from '@careroster/shared/api/notifications/notifications';
import { productMessages } from '@careroster/shared/messages';
import { callApi } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { notificationsKey } from './query-keys';

export type NotificationFilter = 'all' | 'unread';

export const notificationsQueryOptions = (filter: NotificationFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...notificationsKey(), { filter, page, pageSize }],
    queryFn: ({ signal }) =>
      callApi(
        listNotificationsContract,
        { query: { page, page_size: pageSize, ...(filter === 'unread' ? { unread: 'true' as const } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (filter: NotificationFilter, page: number, pageSize: number) =>
  useQuery(notificationsQueryOptions(filter, page, pageSize));

/** The bell's count: the unread count of the smallest list the server can answer. */
export const useUnreadCount = () => useQuery({ ...notificationsQueryOptions('unread', 1, 1), select: (d) => d.unread_count });

/** spec 001 section 7: errors 400, 405, 422 and 403 show their first message (the client's default toast). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(markNotificationsReadContract, { body: { notification_ids: ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey() }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markAllNotificationsReadContract, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey() }),
  });
}

const settingsKey = ['notification-settings'] as const;

export const useNotificationSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => callApi(getNotificationSettingsContract, {}, { signal }) });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => callApi(saveNotificationSettingsContract, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      showToast('success', productMessages.notificationSettingsSaved);
    },
  });
}
