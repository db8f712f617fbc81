import { Anchor, Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { bulkMessageTypes, labelOf } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { DataTable } from '../../../components/data-table';
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
      <DataTable
        label="Sent messages"
        minWidth={640}
        loading={log.isFetching && !log.isPlaceholderData && rows.length === 0}
        rows={rows}
        rowKey={(b) => b.id}
        columns={[
          { key: 'date', header: 'Date', cell: (b) => formatNotificationTime(b.created_at, zone) },
          {
            key: 'channel',
            header: 'Channel',
            cell: (b) => (
              <Badge variant="light" color={b.channel === 'SMS' ? 'blue' : 'grape'}>
                {labelOf(bulkMessageTypes, b.channel)}
              </Badge>
            ),
          },
          {
            key: 'message',
            header: 'Message',
            cell: (b) => (
              <>
                <Anchor component="button" type="button" size="sm" ta="left" lineClamp={2} onClick={() => setOpened(b.id)}>
                  {headline(b)}
                </Anchor>
                {b.created_by && (
                  <Text size="xs" c="dimmed">
                    by {b.created_by}
                  </Text>
                )}
              </>
            ),
          },
          { key: 'recipients', header: 'Recipients', cell: (b) => b.counts.recipients },
          { key: 'delivery', header: 'Delivery', cell: (b) => <Text size="sm">{deliveryOf(b)}</Text> },
        ]}
      />
      <BroadcastDetailsDialog broadcastId={opened} onClose={() => setOpened(null)} />
      <ListPagination count={log.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </>
  );
}
