import { Badge, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { MissedPunch } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import type { MissedPunchStatus } from '@careroster/shared/timekeeping/values';
import type { Decision } from './decide-dialog';

const statusColor: Record<MissedPunchStatus, string> = { OPEN: 'orange', PROPOSED: 'blue', APPROVED: 'teal', REJECTED: 'gray' };

const at = (iso: string, zone: MissedPunch['shift']['timezone']) => `${formatDate(iso, zone)} ${formatTime(iso, zone)}`;

type Props = {
  rows: MissedPunch[];
  canWrite: boolean;
  onDecide: (row: MissedPunch, decision: Decision) => void;
  onRemind: (row: MissedPunch) => void;
  reminding: string | null;
};

/** The queue: one row per missed punch, with the shift, the nurse, the kind, the proposal and the actions its status allows. */
export function MissedPunchTable({ rows, canWrite, onDecide, onRemind, reminding }: Props) {
  return (
    <ScrollArea.Autosize type="auto">
      <Table striped miw={860} aria-label="Missed punches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Shift</Table.Th>
            <Table.Th>Nurse</Table.Th>
            <Table.Th>Missing</Table.Th>
            <Table.Th>Proposed time</Table.Th>
            <Table.Th>Status</Table.Th>
            {canWrite && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const zone = r.shift.timezone;
            const open = r.status === 'OPEN' || r.status === 'PROPOSED';
            return (
              <Table.Tr key={r.id} data-testid={`missed-punch-${r.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {r.shift.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(r.shift.starts_at, zone)} {r.shift.start_time}–{r.shift.end_time} {zone}
                  </Text>
                </Table.Td>
                <Table.Td>{r.nurse.name}</Table.Td>
                <Table.Td>{productMessages.missedPunchKind[r.kind]}</Table.Td>
                <Table.Td>
                  {r.proposed_at ? (
                    <>
                      <Text size="sm">{at(r.proposed_at, zone)}</Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {r.proposed_reason}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not yet proposed
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[r.status]}>
                    {productMessages.missedPunchStatus[r.status]}
                  </Badge>
                  {r.resolved_time && r.status === 'APPROVED' && (
                    <Text size="xs" c="dimmed">
                      {at(r.resolved_time, zone)}
                    </Text>
                  )}
                  {r.resolved_by && (
                    <Text size="xs" c="dimmed">
                      by {r.resolved_by}
                      {r.resolution_reason ? `: ${r.resolution_reason}` : ''}
                    </Text>
                  )}
                  {open && r.supervisor_link && (
                    <Text size="xs" c="dimmed">
                      Link sent to {r.supervisor_link.sent_to}
                    </Text>
                  )}
                </Table.Td>
                {canWrite && (
                  <Table.Td>
                    {open && (
                      <Group gap={4} wrap="nowrap">
                        {r.status === 'PROPOSED' && (
                          <Button size="compact-sm" onClick={() => onDecide(r, 'approve')} aria-label={`Approve ${r.nurse.name}`}>
                            Approve
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => onDecide(r, 'update')}
                          aria-label={`Update ${r.nurse.name}`}
                        >
                          Update
                        </Button>
                        {r.status === 'OPEN' && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            loading={reminding === r.id}
                            onClick={() => onRemind(r)}
                            aria-label={`Remind ${r.nurse.name}`}
                          >
                            Remind
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => onDecide(r, 'reject')}
                          aria-label={`Reject ${r.nurse.name}`}
                        >
                          Reject
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
