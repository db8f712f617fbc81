import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { notificationTypes, type NotificationType } from '@careroster/shared/paths';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import {
  useMarkAllRead,
  useNotifications,
  useNotificationSettings,
  useSaveNotificationSettings,
  type NotificationFilter,
} from '../api/notifications';
import { NotificationFilterControl } from '../components/notification-bell';
import { NotificationList } from '../components/notification-list';
import { PushToggle } from '../push';

/** The profile's muted types: what this user does not want to hear about, in any facility. */
function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  return settings.data ? <NotificationSettingsForm saved={settings.data.muted_types} /> : null;
}

function NotificationSettingsForm({ saved }: { saved: NotificationType[] }) {
  const save = useSaveNotificationSettings();
  const [muted, setMuted] = useState(saved);
  const { hash } = useLocation();
  const panel = useRef<HTMLElement>(null);
  // Opened from the user menu: bring the settings into view once they are there.
  useEffect(() => {
    if (hash === '#settings') panel.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const received = notificationTypes.filter((t) => !muted.includes(t));
  return (
    <Paper withBorder p="md" component="section" id="settings" ref={panel} aria-labelledby="notification-settings-title">
      <Title order={2} size="h4" id="notification-settings-title">
        {productMessages.notificationSettingsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {productMessages.notificationSettingsHint}
      </Text>
      <Checkbox.Group
        value={received}
        onChange={(values) => setMuted(notificationTypes.filter((t) => !values.includes(t)))}
        aria-labelledby="notification-settings-title"
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {notificationTypes.map((type) => (
            <Checkbox key={type} value={type} label={productMessages.notificationTypeLabels[type]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group mt="md">
        <Button onClick={() => save.mutate({ muted_types: muted })} loading={save.isPending}>
          Save
        </Button>
      </Group>
      <Stack gap="xs" mt="lg">
        <Text size="sm" fw={500}>
          {productMessages.pushDeviceHeading}
        </Text>
        <PushToggle />
      </Stack>
    </Paper>
  );
}

/** The full list (spec 001 section 2): newest first, paged, filter unread, mark all read. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const list = useNotifications(filter, page, pageSize);
  const markAll = useMarkAllRead();
  const chooseFilter = (f: NotificationFilter) => {
    setFilter(f);
    setPage(1);
  };
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {productMessages.notificationsTitle}
      </Title>
      <Group justify="space-between">
        <NotificationFilterControl value={filter} onChange={chooseFilter} />
        <Button variant="light" onClick={() => markAll.mutate()} loading={markAll.isPending} disabled={list.data?.unread_count === 0}>
          {productMessages.notificationsMarkAllRead}
        </Button>
      </Group>
      <Paper withBorder>
        <NotificationList items={list.data?.results} loading={list.isPending} />
      </Paper>
      {list.data && list.data.count > 0 && (
        <ListPagination count={list.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
      )}
      <NotificationSettingsPanel />
    </Stack>
  );
}
