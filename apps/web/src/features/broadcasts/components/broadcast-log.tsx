import { Anchor, Badge, LoadingOverlay, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { bulkMessageTypes, labelOf } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { useAppStore } from '../../../store/app-store';
import { useBroadcastLog } from '../api/broadcasts';
import { BroadcastDetailsDialog } from './broadcast-details-dialog';
import { deliveryOf, headline } from './delivery';

/** The log of sent broadcasts, newest first. */
export function BroadcastLog() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const log = useBroadcastLog(page, pageSize);
  const rows = log.data?.results ?? [];
  const [opened, setOpened] = useState<string | null>(null);

  if (log.isSuccess && log.data.count === 0) {
    return <EmptyState title={productMessages.broadcastsEmpty} description={productMessages.broadcastsEmptyHint} />;
  }
  return (
    <>
      <ScrollArea.Autosize type="auto" pos="relative">
        <LoadingOverlay visible={log.isFetching && !log.isPlaceholderData && rows.length === 0} loaderProps={{ size: 'sm' }} />
        <Table striped miw={640} aria-label="Sent messages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Recipients</Table.Th>
              <Table.Th>Delivery</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{formatNotificationTime(b.created_at, zone)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={b.channel === 'SMS' ? 'blue' : 'grape'}>
                    {labelOf(bulkMessageTypes, b.channel)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" ta="left" lineClamp={2} onClick={() => setOpened(b.id)}>
                    {headline(b)}
                  </Anchor>
                  {b.created_by && (
                    <Text size="xs" c="dimmed">
                      by {b.created_by}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{b.counts.recipients}</Table.Td>
                <Table.Td>
                  <Text size="sm">{deliveryOf(b)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <BroadcastDetailsDialog broadcastId={opened} onClose={() => setOpened(null)} />
      <ListPagination count={log.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </>
  );
}
