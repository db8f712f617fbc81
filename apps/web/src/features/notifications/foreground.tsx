import { useCallback, useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LiveEvent } from '@careroster/shared/api/live';
import { markNotificationsReadContract } from '@careroster/shared/api/notifications/notifications';
import { notificationTarget } from '@careroster/shared/paths';
import { callApi } from '../../api/client';
import { notificationsQueryOptions } from './api/notifications';
import { notificationsKey } from './api/query-keys';

type Created = Extract<LiveEvent, { type: 'notifications.created' }>;

// Spec 000 section 8: toasts other than info and warn stay 10 s.
const TOAST_MS = 10_000;

/**
 * Spec 000: a foreground push is shown as a notification whose data carries type and type_id. The
 * live event names only the type and id, so the app reads its own unread list (which holds
 * nothing for a user who muted the type) and shows the newest matching item it has not shown yet.
 */
export function useForegroundNotifications(): (event: Created) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const shown = useRef(new Set<string>());

  return useCallback(
    (event: Created) => {
      void (async () => {
        const page = await queryClient.fetchQuery({ ...notificationsQueryOptions('unread', 1, 10), staleTime: 0 }).catch(() => null);
        const item = page?.results.find(
          (n) => n.payload.type === event.notification_type && n.payload.type_id === event.type_id && !shown.current.has(n.id),
        );
        if (!item) return;
        shown.current.add(item.id);
        const target = notificationTarget(item.payload);
        const open = () => {
          notifications.hide(item.id);
          void callApi(markNotificationsReadContract, { body: { notification_ids: [item.id] } }, { report: 'log' })
            .catch(() => undefined)
            .finally(() => void queryClient.invalidateQueries({ queryKey: notificationsKey() }));
          if (target) void navigate(target);
        };
        notifications.show({
          id: item.id,
          title: item.title,
          message: (
            <Stack gap={4} align="flex-start" data-type={event.notification_type} data-type-id={event.type_id ?? ''}>
              <Text size="sm">{item.body}</Text>
              {target && (
                <Button size="compact-xs" variant="light" onClick={open}>
                  Open
                </Button>
              )}
            </Stack>
          ),
          color: 'blue',
          autoClose: TOAST_MS,
          role: 'status',
          closeButtonProps: { 'aria-label': 'Close notification' },
        });
      })();
    },
    [queryClient, navigate],
  );
}
