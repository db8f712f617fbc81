import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Anchor, Drawer, Group, Indicator, SegmentedControl, Stack, Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../../../store/app-store';
import { useMarkAllRead, useNotifications, useUnreadCount, type NotificationFilter } from '../api/notifications';
import { NotificationList } from './notification-list';

const DRAWER_PAGE_SIZE = 10;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The filter both the drawer and the page offer. */
export function NotificationFilterControl({ value, onChange }: { value: NotificationFilter; onChange: (f: NotificationFilter) => void }) {
  return (
    <SegmentedControl<NotificationFilter>
      size="xs"
      value={value}
      onChange={onChange}
      data={[
        { value: 'all', label: productMessages.notificationsAll },
        { value: 'unread', label: productMessages.notificationsUnread },
      ]}
    />
  );
}

function NotificationDrawerBody({ onClose }: { onClose: () => void }) {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotifications(filter, 1, DRAWER_PAGE_SIZE);
  const markAll = useMarkAllRead();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <NotificationFilterControl value={filter} onChange={setFilter} />
        <Button
          variant="subtle"
          size="xs"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={list.data?.unread_count === 0}
        >
          {productMessages.notificationsMarkAllRead}
        </Button>
      </Group>
      <NotificationList items={list.data?.results} loading={list.isPending} onOpened={onClose} />
      <Anchor component={Link} to={paths.notifications} onClick={onClose} size="sm">
        {productMessages.notificationsSeeAll}
      </Anchor>
    </Stack>
  );
}

/**
 * The shell's bell: the unread count on it, the drawer behind it (its open flag in the store,
 * spec 000 section 3). The count follows live events through the query cache.
 */
export function NotificationBell() {
  const open = useAppStore((state) => state.notificationDrawer.open);
  const setOpen = useAppStore((state) => state.setNotificationDrawerOpen);
  const setUnread = useAppStore((state) => state.setUnreadNotifications);
  const unread = useUnreadCount();
  const count = unread.data ?? 0;

  useEffect(() => {
    if (unread.data !== undefined) setUnread(unread.data);
  }, [unread.data, setUnread]);

  // Whatever moved the page (a menu link, Back, a push toast), the drawer must not stay over it.
  // The first location is the page the drawer was left open on (the flag is persisted): kept.
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    setOpen(false);
  }, [key, setOpen]);

  return (
    <>
      <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} color="red.8" offset={4}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={productMessages.notificationsBell(count)}
          onClick={() => setOpen(!open)}
        >
          <BellIcon />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="right"
        title={productMessages.notificationsTitle}
        size="md"
        closeButtonProps={{ 'aria-label': 'Close notifications' }}
      >
        {open && <NotificationDrawerBody onClose={() => setOpen(false)} />}
      </Drawer>
    </>
  );
}
