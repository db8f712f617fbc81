import { Box, Group, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '@careroster/shared/api/notifications/notifications';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { notificationTarget } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { useMarkRead } from '../api/notifications';

type Props = {
  items: readonly NotificationItem[] | undefined;
  loading: boolean;
  /** Called after a click navigated away (the drawer closes). */
  onOpened?: () => void;
};

/**
 * Spec 001 section 2: title, unread marker, created time as 'DD MMM YYYY at h:mm A', body. A click
 * marks an unread item read and goes to its type's screen; the drawer and the page both use it.
 */
export function NotificationList({ items, loading, onOpened }: Props) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const markRead = useMarkRead();
  const navigate = useNavigate();

  if (!items) return loading ? <Loader size="sm" aria-label="Loading notifications" /> : null;
  if (items.length === 0) return <Text c="dimmed">{messages.noNewNotification}</Text>;

  const open = (item: NotificationItem) => {
    if (!item.is_read) markRead.mutate([item.id]);
    const target = notificationTarget(item.payload);
    if (target) {
      void navigate(target);
      onOpened?.();
    }
  };

  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Box component="li" key={item.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <UnstyledButton onClick={() => open(item)} w="100%" p="sm" data-unread={!item.is_read || undefined}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={item.is_read ? 500 : 700} size="sm">
                {item.title}
              </Text>
              {!item.is_read && (
                <Box
                  component="span"
                  w={10}
                  h={10}
                  mt={5}
                  style={{ borderRadius: '50%', background: 'var(--mantine-color-blue-7)', flexShrink: 0 }}
                >
                  <VisuallyHidden>{productMessages.notificationUnreadMarker}</VisuallyHidden>
                </Box>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatNotificationTime(item.created_at, zone)}
            </Text>
            <Text size="sm">{item.body}</Text>
          </UnstyledButton>
        </Box>
      ))}
    </Stack>
  );
}
