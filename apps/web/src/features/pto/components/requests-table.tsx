import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PtoRequest } from '@careroster/shared/api/pto/pto';
import { paths } from '@careroster/shared/paths';
import { DataTable, type DataColumn } from '../../../components/data-table';
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
  const columns: DataColumn<PtoRequest>[] = [
    {
      key: 'dates',
      header: 'Dates',
      cell: (r) => (
        <>
          <Text size="sm">{rangeText(r.start_date, r.end_date)}</Text>
          {r.reason && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {r.reason}
            </Text>
          )}
        </>
      ),
    },
    { key: 'hours', header: 'Hours', cell: (r) => r.hours },
    { key: 'status', header: 'Status', cell: (r) => <RequestStatus status={r.status} /> },
    {
      key: 'entered',
      header: 'Entered by',
      cell: (r) => <Text size="sm">{r.entered_by === 'NURSE' ? 'Time clock' : (r.entered_by_name ?? 'Facility')}</Text>,
    },
    {
      key: 'decision',
      header: 'Decision',
      cell: (r) => (
        <>
          {r.decided_by_name && <Text size="sm">{r.decided_by_name}</Text>}
          {r.decision_note && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.decision_note}
            </Text>
          )}
        </>
      ),
    },
  ];
  if (showEmployee) {
    columns.unshift({
      key: 'employee',
      header: 'Employee',
      cell: (r) => (
        <Anchor component={Link} to={ptoTabPath(r.nurse_id)} size="sm">
          {r.employee_name}
        </Anchor>
      ),
    });
  }
  if (onDecide) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (r) => {
        if (r.status !== 'PENDING') return null;
        const what = `${r.employee_name} ${rangeText(r.start_date, r.end_date)}`;
        return (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" onClick={() => onDecide(r, 'APPROVE')} aria-label={`Approve ${what}`}>
              Approve
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => onDecide(r, 'DENY')} aria-label={`Deny ${what}`}>
              Deny
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onDecide(r, 'CANCEL')} aria-label={`Cancel ${what}`}>
              Cancel
            </Button>
          </Group>
        );
      },
    });
  }
  return <DataTable label={label} minWidth={showEmployee ? 760 : 620} rows={requests} rowKey={(r) => r.id} columns={columns} />;
}
