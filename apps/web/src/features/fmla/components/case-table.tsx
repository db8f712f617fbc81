import { Badge, Button, Text } from '@mantine/core';
import type { FmlaCase, FmlaCertification } from '@careroster/shared/api/fmla/fmla';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { DataTable, type DataColumn } from '../../../components/data-table';

/** A certification's state in words, with its due date while it is still to come back. */
export function CertificationStatus({ certification }: { certification: FmlaCertification | null }) {
  if (!certification) return <Text size="sm">{productMessages.fmlaNoCertification}</Text>;
  const waiting = certification.status === 'REQUESTED' || certification.status === 'INSUFFICIENT';
  return (
    <>
      <Badge color={certification.overdue ? 'red' : certification.status === 'APPROVED' ? 'green' : 'gray'} variant="light">
        {productMessages.fmlaCertificationLabel[certification.status]}
        {certification.overdue ? ', overdue' : ''}
      </Badge>
      {waiting && <Text size="xs">Due {formatDate(certification.due_date)}</Text>}
    </>
  );
}

type Props = { cases: FmlaCase[]; label: string; showEmployee?: boolean; onOpen: (c: FmlaCase) => void };

/** Cases with why she is or is not eligible, what is left of her 12 workweeks and the certification. */
export function CaseTable({ cases, label, showEmployee = false, onOpen }: Props) {
  const columns: DataColumn<FmlaCase>[] = [
    {
      key: 'reason',
      header: 'Leave',
      cell: (c) => (
        <>
          <Text size="sm">{productMessages.fmlaReasonLabel[c.reason]}</Text>
          <Text size="xs">
            {productMessages.fmlaKindLabel[c.kind]}, {formatDate(c.start_date)} to {formatDate(c.expected_end_date)}
            {c.status === 'CLOSED' ? ' (closed)' : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'eligible',
      header: 'Eligible',
      cell: (c) => (
        <Badge color={c.eligibility.eligible ? 'green' : 'red'} variant="light">
          {c.eligibility.eligible ? 'Eligible' : 'Not eligible'}
        </Badge>
      ),
    },
    {
      key: 'balance',
      header: 'Hours used / left',
      cell: (c) => (
        <Text size="sm" data-testid="fmla-balance">
          {c.balance.used_hours} / {c.balance.left_hours}
        </Text>
      ),
    },
    { key: 'certification', header: 'Certification', cell: (c) => <CertificationStatus certification={c.certification} /> },
    {
      key: 'open',
      header: 'Details',
      cell: (c) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onOpen(c)}
          aria-label={`Open the case of ${c.employee_name}, ${formatDate(c.start_date)}`}
        >
          Open
        </Button>
      ),
    },
  ];
  if (showEmployee) columns.unshift({ key: 'employee', header: 'Employee', cell: (c) => <Text size="sm">{c.employee_name}</Text> });
  return <DataTable label={label} columns={columns} rows={cases} rowKey={(c) => c.id} minWidth={720} />;
}
