import { Badge, LoadingOverlay, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { DeliveryState } from '@careroster/shared/api/broadcasts/broadcast';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { bulkMessageTypes, labelOf, workerTypes } from '@careroster/shared/lookups';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';
import { useBroadcast } from '../api/broadcasts';
import { deliveryOf } from './delivery';

const stateLabel: Record<DeliveryState, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  SENT: { label: 'Sent', color: 'teal' },
  FAILED: { label: 'Failed', color: 'red' },
  DELIVERED: { label: 'Delivered', color: 'blue' },
  READ: { label: 'Read', color: 'teal' },
};

/** One broadcast: what was sent, and each recipient's delivery. */
export function BroadcastDetailsDialog({ broadcastId, onClose }: { broadcastId: string | null; onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const detail = useBroadcast(broadcastId);
  const b = detail.data;
  return (
    <GenericModal
      opened={broadcastId !== null}
      onClose={onClose}
      title="Message details"
      size="lg"
      onConfirm={onClose}
      confirmLabel="Close"
    >
      <Stack pos="relative" mih={120}>
        <LoadingOverlay visible={detail.isPending} loaderProps={{ size: 'sm' }} />
        {b && (
          <>
            <Text size="sm" c="dimmed">
              {labelOf(bulkMessageTypes, b.channel)} · {formatNotificationTime(b.created_at, zone)}
              {b.created_by ? ` · by ${b.created_by}` : ''}
            </Text>
            {b.title && <Text fw={600}>{b.title}</Text>}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{b.body}</Text>
            <Text size="sm">{deliveryOf(b)}</Text>
            <ScrollArea.Autosize mah="40vh" type="auto">
              <Table striped aria-label="Recipients">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nurse</Table.Th>
                    <Table.Th>Worker type</Table.Th>
                    <Table.Th>Delivery</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {b.recipients.map((r) => (
                    <Table.Tr key={r.employee_id}>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{labelOf(workerTypes, r.worker_type)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={stateLabel[r.state].color}>
                          {stateLabel[r.state].label}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </GenericModal>
  );
}
