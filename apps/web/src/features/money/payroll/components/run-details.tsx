import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Menu, Paper, Table, Text, Title } from '@mantine/core';
import type { PayrollLineView, PayrollRunDetails } from '@careroster/shared/api/payroll/payroll-run';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../../api/toasts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { downloadPayrollExport, useApproveRun, useComputeRun, type PayrollExport } from '../api/payroll';
import { PayDialog } from './pay-dialog';
import { RunStatusBadge } from './status-badge';

const hours = (h: number) => h.toFixed(2);

function LineRow({ line }: { line: PayrollLineView }) {
  return (
    <Table.Tr data-testid="payroll-line">
      <Table.Td>
        <Text size="sm">{line.name}</Text>
        {line.agency_name && <Text size="xs">{line.agency_name}</Text>}
        {line.warnings.map((w) => (
          <Text key={w} size="xs" fs="italic">
            {w}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>{line.worker_type}</Table.Td>
      <Table.Td>{hours(line.regular_hours)}</Table.Td>
      <Table.Td>{hours(line.overtime_hours)}</Table.Td>
      <Table.Td>{hours(line.double_time_hours)}</Table.Td>
      <Table.Td>{hours(line.differential_hours)}</Table.Td>
      <Table.Td>{hours(line.pto_hours)}</Table.Td>
      <Table.Td>{formatMoney(line.rate)}</Table.Td>
      <Table.Td>{formatMoney(line.regular_pay)}</Table.Td>
      <Table.Td>{formatMoney(line.overtime_pay + line.double_time_pay)}</Table.Td>
      <Table.Td>{formatMoney(line.differential_pay)}</Table.Td>
      <Table.Td>{formatMoney(line.pto_pay)}</Table.Td>
      <Table.Td fw={600}>{formatMoney(line.gross)}</Table.Td>
      <Table.Td>
        {line.paid !== null && (
          <Badge color={line.paid ? 'green' : 'yellow'} variant="light">
            {line.paid ? productMessages.payrollPaidBadge : productMessages.payrollUnpaidBadge}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** One run's drill-down: its lines per person, what needs attention, and what can be done next. */
export function RunDetails({ details }: { details: PayrollRunDetails }) {
  const { run, lines } = details;
  const period = productMessages.timesheetPeriod(run.period_start, run.period_end);
  const [approving, setApproving] = useState(false);
  const [paying, setPaying] = useState(false);
  const approve = useApproveRun();
  const recompute = useComputeRun();
  const download = (kind: PayrollExport) => void downloadPayrollExport(kind, run);
  const owed = lines.some((l) => l.worker_type === 'EN' && l.paid === false);

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label={`${productMessages.payrollTitle} ${period}`}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            {period}
          </Title>
          <RunStatusBadge status={run.status} />
        </Group>
        <Group gap="sm">
          {run.status === 'DRAFT' && (
            <>
              <Button variant="default" loading={recompute.isPending} onClick={() => recompute.mutate(run.period_start)}>
                {productMessages.payrollRecompute}
              </Button>
              <Button onClick={() => setApproving(true)}>{productMessages.payrollApprove}</Button>
            </>
          )}
          {run.status === 'APPROVED' && owed && <Button onClick={() => setPaying(true)}>{productMessages.payrollRun}</Button>}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default">Export</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => download('paychex')}>{productMessages.payrollExportPaychex}</Menu.Item>
              <Menu.Item onClick={() => download('adp')}>{productMessages.payrollExportAdp}</Menu.Item>
              <Menu.Item disabled={details.agencies.length === 0} onClick={() => download('agency')}>
                {productMessages.payrollExportAgency}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm" data-testid="payroll-totals">
        {`Gross ${formatMoney(run.gross)} · vault payouts ${formatMoney(run.payout)} · agencies ${formatMoney(run.agency)} · internal ${formatMoney(run.internal)}`}
      </Text>
      {details.warnings.length > 0 && (
        <Alert color="orange" mb="sm">
          <List size="sm">
            {details.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {lines.length === 0 ? (
        <EmptyState title={productMessages.payrollLinesEmpty} />
      ) : (
        // The lines are wider than a laptop: the scrolling box takes focus, so a keyboard can scroll it.
        <Table.ScrollContainer minWidth={1100} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${productMessages.payrollDetails} ${period}` } }}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Regular h</Table.Th>
                <Table.Th>OT h</Table.Th>
                <Table.Th>DT h</Table.Th>
                <Table.Th>Diff. h</Table.Th>
                <Table.Th>PTO h</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Regular</Table.Th>
                <Table.Th>OT + DT</Table.Th>
                <Table.Th>Differential</Table.Th>
                <Table.Th>PTO</Table.Th>
                <Table.Th>Gross</Table.Th>
                <Table.Th>Paid</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <LineRow key={line.employee_id} line={line} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={approving}
        onClose={() => setApproving(false)}
        title={productMessages.payrollApproveTitle}
        confirmLabel={productMessages.payrollApprove}
        loading={approve.isPending}
        onConfirm={() =>
          approve.mutate(run.id, {
            onSuccess: () => showToast('info', productMessages.payrollApproved),
            onSettled: () => setApproving(false),
          })
        }
      >
        <Text size="sm">{productMessages.payrollApproveBody(period)}</Text>
      </ConfirmDialog>
      {paying && <PayDialog runId={run.id} lines={lines} onClose={() => setPaying(false)} />}
    </Paper>
  );
}
