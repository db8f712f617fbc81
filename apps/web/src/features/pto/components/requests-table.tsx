import { Anchor, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PtoRequest } from '@careroster/shared/api/pto/pto';
import { paths } from '@careroster/shared/paths';
import type { Decision } from '../api/pto';
import { rangeText } from './decision-dialog';
import { RequestStatus } from './request-status';

export const ptoTabPath = (nurseId: string) => `${paths.nurseDetail}?type=pto&nurse_id=${encodeURIComponent(nurseId)}`;

type Props = {
  requests: PtoRequest[];
  label: string;
  /** The PTO page names the employee (a link to her PTO tab); the tab does not. */
  showEmployee?: boolean;
  onDecide?: ((request: PtoRequest, decision: Decision) => void) | undefined;
};

/** Requests with their status and, for a pending one, the decide actions the caller may take. */
export function RequestsTable({ requests, label, showEmployee = false, onDecide }: Props) {
  return (
    <ScrollArea.Autosize type="auto">
      <Table striped miw={showEmployee ? 760 : 620} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {showEmployee && <Table.Th>Employee</Table.Th>}
            <Table.Th>Dates</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Entered by</Table.Th>
            <Table.Th>Decision</Table.Th>
            {onDecide && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.id}>
              {showEmployee && (
                <Table.Td>
                  <Anchor component={Link} to={ptoTabPath(r.nurse_id)} size="sm">
                    {r.employee_name}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm">{rangeText(r.start_date, r.end_date)}</Text>
                {r.reason && (
                  <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {r.reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{r.hours}</Table.Td>
              <Table.Td>
                <RequestStatus status={r.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.entered_by === 'NURSE' ? 'Time clock' : (r.entered_by_name ?? 'Facility')}</Text>
              </Table.Td>
              <Table.Td>
                {r.decided_by_name && <Text size="sm">{r.decided_by_name}</Text>}
                {r.decision_note && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {r.decision_note}
                  </Text>
                )}
              </Table.Td>
              {onDecide && (
                <Table.Td>
                  {r.status === 'PENDING' && (
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-sm" onClick={() => onDecide(r, 'APPROVE')} aria-label={`Approve ${r.employee_name} ${rangeText(r.start_date, r.end_date)}`}>
                        Approve
                      </Button>
                      <Button size="compact-sm" variant="light" color="red" onClick={() => onDecide(r, 'DENY')} aria-label={`Deny ${r.employee_name} ${rangeText(r.start_date, r.end_date)}`}>
                        Deny
                      </Button>
                      <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onDecide(r, 'CANCEL')} aria-label={`Cancel ${r.employee_name} ${rangeText(r.start_date, r.end_date)}`}>
                        Cancel
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
