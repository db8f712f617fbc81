import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listVideoCallsContract, type VideoCallRecord } from '@careroster/shared/api/video/video-call';
import { formatNotificationTime } from '@careroster/shared/format/date-time';
import { formatElapsed } from '@careroster/shared/format/call-timer';
import { productMessages } from '@careroster/shared/messages';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';

const lengthOf = (c: VideoCallRecord) =>
  c.connected_at && c.ended_at ? formatElapsed(Math.round((Date.parse(c.ended_at) - Date.parse(c.connected_at)) / 1000)) : '';

/** The nurse's calls with this facility, newest first (issue 11: call history on the detail page). */
export function CallHistory({ nurseId }: { nurseId: string }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const calls = useQuery({
    queryKey: ['video-calls', currentFacilityId(), nurseId],
    queryFn: ({ signal }) => callApi(listVideoCallsContract, { params: { nurseId } }, { signal }),
  });
  if (calls.isPending) return <PageLoader label="Loading calls" />;
  if (!calls.data || calls.data.length === 0) return <Text c="dimmed">{productMessages.callHistoryEmpty}</Text>;
  return (
    <Table.ScrollContainer minWidth={500}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Called</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Length</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.data.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{formatNotificationTime(c.created_at, zone)}</Table.Td>
              <Table.Td>{c.caller_name ?? ''}</Table.Td>
              <Table.Td>{productMessages.callStatusLabels[c.status]}</Table.Td>
              <Table.Td>{lengthOf(c)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
