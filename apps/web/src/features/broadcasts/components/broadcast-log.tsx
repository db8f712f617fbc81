import { Badge, Group, LoadingOverlay, ScrollArea, Table, Text } from '@mantine/core';
import type { BroadcastSummary } from '@careroster/shared/api/broadcasts/broadcasts';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { bulkMessageTypes, labelOf } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { useAppStore } from '../../../store/app-store';
import { useBroadcastLog } from '../api/broadcasts';

const FIRST_WORDS = 60;

/** The title of a notification, or the first words of an SMS. */
export const headline = (b: Pick<BroadcastSummary, 'title' | 'body'>) =>
  b.title ?? (b.body.length > FIRST_WORDS ? `${b.body.slice(0, FIRST_WORDS).replace(/\s+\S*$/, '')}...` : b.body);

/** Delivery in words: SMS by their outbox state, notifications stored and read. */
export function deliveryOf(b: BroadcastSummary): string {
  const c = b.counts;
  if (b.channel === 'NOTIFICATION') return `${c.delivered} delivered, ${c.read} read`;
  return [`${c.sent} sent`, c.pending > 0 ? `${c.pending} pending` : null, c.failed > 0 ? `${c.failed} failed` : null]
    .filter(Boolean)
    .join(', ');
}

/** The log of sent broadcasts, newest first. */
export function BroadcastLog() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const log = useBroadcastLog(page, pageSize);
  const rows = log.data?.results ?? [];

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
                  <Text size="sm" lineClamp={2}>
                    {headline(b)}
                  </Text>
                  {b.created_by && (
                    <Text size="xs" c="dimmed">
                      by {b.created_by}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{b.counts.recipients}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Text size="sm">{deliveryOf(b)}</Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <ListPagination count={log.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </>
  );
}
