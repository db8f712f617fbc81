import { Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { useAppStore } from '../../../../store/app-store';
import { GenericModal } from '../../../../components/generic-modal';
import { useCorporateSheet } from '../api/corporate';
import { hoursText, LineStatusBadge, periodText, SheetStatusBadge } from './sheet-status';

/** One sent sheet: each line with the approver's decision and comment; logged attendances marked. */
export function SheetLinesDialog({ sheetId, onClose }: { sheetId: string | null; onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const sheet = useCorporateSheet(sheetId);
  const data = sheet.data;
  const time = (at: string | null) => (at ? formatTime(at, zone) : '—');
  return (
    <GenericModal
      opened={sheetId !== null}
      onClose={onClose}
      title={data ? `${data.agency_name ?? 'Agency'}, ${periodText(data.period_start, data.period_end)}` : 'Timesheet'}
      size="xl"
    >
      {data && (
        <Stack>
          <Group gap="md">
            <SheetStatusBadge status={data.status} />
            <Text size="sm">{data.approver_name ? `${data.approver_name} (${data.approver_email})` : data.approver_email}</Text>
            <Text size="sm">{hoursText(data.worked_minutes)} hours</Text>
          </Group>
          <ScrollArea.Autosize type="auto">
            <Table striped miw={720} aria-label="Timesheet lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nurse</Table.Th>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Clock in</Table.Th>
                  <Table.Th>Clock out</Table.Th>
                  <Table.Th>Hours</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Comment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      {l.nurse_name}
                      {l.kind === 'LOGGED_ATTENDANCE' && (
                        <Text size="xs" c="dimmed">
                          Logged by the approver
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(l.work_date)}</Table.Td>
                    <Table.Td>{time(l.clock_in_at)}</Table.Td>
                    <Table.Td>{time(l.clock_out_at)}</Table.Td>
                    <Table.Td>{hoursText(l.worked_minutes)}</Table.Td>
                    <Table.Td>
                      <LineStatusBadge status={l.status} />
                    </Table.Td>
                    <Table.Td>{l.comment ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </GenericModal>
  );
}
