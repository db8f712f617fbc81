import { Badge, Button, Container, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { TimeClockKiosk } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../../api/toasts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { PageLoader } from '../../../../components/page-loader';
import { useAppStore } from '../../../../store/app-store';
import { useRevokeTimeClock, useTimeClocks } from '../api/time-clocks';

const at = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : '—');

/**
 * `/timesheet/time-clocks` (decision 067): the facility's registered devices and which of them are
 * shared time clocks. Pairing happens on the device (the kiosk page); stopping one happens here.
 */
export function TimeClocksPage() {
  const clocks = useTimeClocks();
  const revoke = useRevokeTimeClock();
  const mayAct = can(
    useAppStore((state) => state.auth.role),
    'time:write',
  );
  const [stopping, setStopping] = useState<TimeClockKiosk | null>(null);

  const stop = async () => {
    if (!stopping) return;
    try {
      await revoke.mutateAsync(stopping.device_id);
      showToast('success', productMessages.timeClockKioskRevoked);
    } catch {
      // The API client already showed the failure.
    }
    setStopping(null);
  };

  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="xs">
        {productMessages.timeClocksTitle}
      </Title>
      <Text size="sm" mb="md">
        {productMessages.timeClocksIntro(`${window.location.origin}${paths.timeClockKiosk}`)}
      </Text>
      {clocks.isPending ? (
        <PageLoader label="Loading time clocks" />
      ) : !clocks.data || clocks.data.results.length === 0 ? (
        <EmptyState title={productMessages.timeClocksEmpty} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={productMessages.timeClocksTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device location</Table.Th>
                <Table.Th>UDID</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Paired</Table.Th>
                <Table.Th>Last seen</Table.Th>
                {mayAct && (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clocks.data.results.map((clock) => (
                <Table.Tr key={clock.device_id}>
                  <Table.Td>{clock.device_location}</Table.Td>
                  <Table.Td>{clock.udid}</Table.Td>
                  <Table.Td>
                    <Badge color={clock.pairing ? 'teal' : 'gray'} variant="light">
                      {clock.pairing ? productMessages.timeClockKioskPaired : productMessages.timeClockKioskNotPaired}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {clock.pairing
                      ? `${at(clock.pairing.paired_at)}${clock.pairing.paired_by ? `, ${clock.pairing.paired_by}` : ''}${clock.pairing.device_label ? ` (${clock.pairing.device_label})` : ''}`
                      : '—'}
                  </Table.Td>
                  <Table.Td>{at(clock.pairing?.last_seen_at ?? null)}</Table.Td>
                  {mayAct && (
                    <Table.Td>
                      {clock.pairing && (
                        <Button size="xs" variant="default" color="red" onClick={() => setStopping(clock)}>
                          {productMessages.timeClockKioskRevoke}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={stopping !== null}
        onClose={() => setStopping(null)}
        onConfirm={() => void stop()}
        loading={revoke.isPending}
        title={productMessages.timeClockKioskRevokeTitle}
        confirmLabel="Stop"
      >
        {productMessages.timeClockKioskRevokeText}
      </ConfirmDialog>
    </Container>
  );
}
