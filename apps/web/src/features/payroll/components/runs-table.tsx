import { Button, Text, VisuallyHidden } from '@mantine/core';
import { formatDateRange } from '@careroster/shared/format/date-time';
import type { PayrollRunSummary } from '@careroster/shared/api/payroll/payroll-run';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { DataTable } from '../../../components/data-table';
import { RunStatusBadge } from './status-badge';

/** The runs, newest period first: status, the four totals and who is in them. */
export function RunsTable({
  runs,
  selected,
  onSelect,
}: {
  runs: PayrollRunSummary[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <DataTable
      label="Payroll runs"
      minWidth={900}
      rows={runs}
      rowKey={(run) => run.id}
      rowTestId={() => 'payroll-run-row'}
      columns={[
        {
          key: 'period',
          header: 'Period',
          cell: (run) => (
            <Text size="sm" fw={run.id === selected ? 700 : undefined}>
              {formatDateRange(run.period_start, run.period_end)}
            </Text>
          ),
        },
        { key: 'status', header: 'Status', cell: (run) => <RunStatusBadge status={run.status} /> },
        { key: 'gross', header: 'Gross', cell: (run) => formatMoney(run.gross) },
        { key: 'payout', header: 'Vault payouts', cell: (run) => formatMoney(run.payout) },
        { key: 'agency', header: 'Agency', cell: (run) => formatMoney(run.agency) },
        { key: 'internal', header: 'Internal', cell: (run) => formatMoney(run.internal) },
        {
          key: 'people',
          header: 'People',
          cell: (run) => <span title={`${run.internal_lines} IN, ${run.external_lines} EN, ${run.agency_lines} AN`}>{run.lines}</span>,
        },
        { key: 'paid', header: 'External paid', cell: (run) => `${run.external_paid} / ${run.external_lines}` },
        {
          key: 'actions',
          header: <VisuallyHidden>Actions</VisuallyHidden>,
          cell: (run) => (
            <Button
              size="xs"
              variant={run.id === selected ? 'filled' : 'light'}
              aria-pressed={run.id === selected}
              onClick={() => onSelect(run.id)}
              aria-label={`${productMessages.payrollDetails} ${formatDateRange(run.period_start, run.period_end)}`}
            >
              {productMessages.payrollDetails}
            </Button>
          ),
        },
      ]}
    />
  );
}
