import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TimeClockLink } from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { showToast } from '../../../../api/toasts';
import { useAppStore } from '../../../../store/app-store';
import { useRevokeTimeClockLink, useSendTimeClockLink, useTimeClockLink } from '../api/time-clock-link';

const statusColor: Record<TimeClockLink['status'], string> = {
  NONE: 'gray',
  SENT: 'blue',
  CLAIMED: 'teal',
  REVOKED: 'red',
  EXPIRED: 'orange',
};
const at = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : null);

function Facts({ link }: { link: TimeClockLink }) {
  const facts = [
    ['Sent', at(link.sent_at)],
    ['Opened on', link.device_label && link.claimed_at ? `${link.device_label}, ${at(link.claimed_at)}` : null],
    ['Last seen', at(link.last_seen_at)],
    ['Revoked', at(link.revoked_at)],
  ].filter((f): f is [string, string] => f[1] !== null);
  if (facts.length === 0) return null;
  return (
    <Stack gap={2}>
      {facts.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span c="dimmed" size="sm">
            {label}:{' '}
          </Text>
          {value}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The nurse's time-clock link on the employee page (issue 12): whether she has one and on which
 * phone, and, for those who may act, a new link (the old one and its phone stop working) or a
 * plain revoke.
 */
export function TimeClockLinkPanel({ employeeId }: { employeeId: string }) {
  const role = useAppStore((state) => state.auth.role);
  if (!can(role, 'time:read')) return null;
  return <LinkPanel employeeId={employeeId} mayAct={can(role, 'time:write')} />;
}

function LinkPanel({ employeeId, mayAct }: { employeeId: string; mayAct: boolean }) {
  const link = useTimeClockLink(employeeId);
  const send = useSendTimeClockLink(employeeId);
  const revoke = useRevokeTimeClockLink(employeeId);
  const [confirming, setConfirming] = useState<'send' | 'revoke' | null>(null);
  const live = link.data?.status === 'SENT' || link.data?.status === 'CLAIMED';

  const act = async () => {
    const which = confirming;
    if (!which) return;
    try {
      await (which === 'send' ? send : revoke).mutateAsync();
      showToast('success', which === 'send' ? productMessages.timeClockLinkSent : productMessages.timeClockLinkRevoked);
    } catch {
      // The API client already showed the failure.
    }
    setConfirming(null);
  };

  return (
    <Card withBorder mt="md" component="section" aria-labelledby="time-clock-link-heading">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="time-clock-link-heading">
            Time clock
          </Title>
          {link.data && (
            <Badge color={statusColor[link.data.status]} variant="light">
              {productMessages.timeClockLinkStatus[link.data.status]}
            </Badge>
          )}
        </Group>
        {link.isPending && <Text size="sm">Loading…</Text>}
        {link.data && <Facts link={link.data} />}
        {mayAct && link.data && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setConfirming('send')}>
              {link.data.status === 'NONE' ? 'Send link' : 'Send new link'}
            </Button>
            {live && (
              <Button size="xs" variant="default" color="red" onClick={() => setConfirming('revoke')}>
                Revoke
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void act()}
        loading={send.isPending || revoke.isPending}
        title={confirming === 'revoke' ? 'Revoke the time-clock link?' : 'Send a new time-clock link?'}
        confirmLabel={confirming === 'revoke' ? 'Revoke' : 'Send'}
      >
        {confirming === 'revoke'
          ? 'The nurse will not be able to punch from her phone until you send a new link.'
          : 'The nurse gets a new link by SMS. Any earlier link, and the phone that opened it, stop working.'}
      </ConfirmDialog>
    </Card>
  );
}
