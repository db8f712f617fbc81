import { Button, Table, VisuallyHidden } from '@mantine/core';
import type { PayrollRunSummary } from '@careroster/shared/api/payroll/payroll-run';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { RunStatusBadge } from './status-badge';

/** The runs, newest period first: status, the four totals and who is in them. */
export function RunsTable({ runs, selected, onSelect }: { runs: PayrollRunSummary[]; selected: string | null; onSelect: (id: string) => void }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Gross</Table.Th>
            <Table.Th>Vault payouts</Table.Th>
            <Table.Th>Agency</Table.Th>
            <Table.Th>Internal</Table.Th>
            <Table.Th>People</Table.Th>
            <Table.Th>External paid</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id} data-testid="payroll-run-row" aria-selected={run.id === selected}>
              <Table.Td>{productMessages.timesheetPeriod(run.period_start, run.period_end)}</Table.Td>
              <Table.Td>
                <RunStatusBadge status={run.status} />
              </Table.Td>
              <Table.Td>{formatMoney(run.gross)}</Table.Td>
              <Table.Td>{formatMoney(run.payout)}</Table.Td>
              <Table.Td>{formatMoney(run.agency)}</Table.Td>
              <Table.Td>{formatMoney(run.internal)}</Table.Td>
              <Table.Td title={`${run.internal_lines} IN, ${run.external_lines} EN, ${run.agency_lines} AN`}>{run.lines}</Table.Td>
              <Table.Td>{`${run.external_paid} / ${run.external_lines}`}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => onSelect(run.id)} aria-label={`${productMessages.payrollDetails} ${run.period_start}`}>
                  {productMessages.payrollDetails}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
