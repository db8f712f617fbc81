import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Menu, Paper, Text, Title } from '@mantine/core';
import { formatDateRange } from '@careroster/shared/format/date-time';
import type { PayrollLineView, PayrollRunDetails } from '@careroster/shared/api/payroll/payroll-run';
import { formatMoney } from '@careroster/shared/format/money';
import { fixed } from '@careroster/shared/format/number';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { downloadPayrollExport, useApproveRun, useComputeRun, type PayrollExport } from '../api/payroll';
import { PayDialog } from './pay-dialog';
import { RunStatusBadge } from './status-badge';

const hours = (h: number) => fixed(h, 2);

/**
 * Overtime and double time with what the regular rate adds (decision 051), and per overtime
 * period the straight-time pay, the regular rate it makes and the premium, so a clerk can check it.
 */
function OvertimePay({ line }: { line: PayrollLineView }) {
  return (
    <>
      <Text size="sm">{formatMoney(line.overtime_pay + line.double_time_pay + line.overtime_adjustment_pay)}</Text>
      {line.regular_rates.map((r) => (
        <Text key={r.period_start} size="xs" data-testid="payroll-regular-rate">
          {productMessages.payrollRegularRate(
            formatDateRange(r.period_start, r.period_end),
            formatMoney(r.straight_pay),
            hours(r.worked_hours),
            formatMoney(r.regular_rate),
            formatMoney(r.premium),
          )}
        </Text>
      ))}
    </>
  );
}

const lineColumns: DataColumn<PayrollLineView>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (line) => (
      <>
        <Text size="sm">{line.name}</Text>
        {line.agency_name && <Text size="xs">{line.agency_name}</Text>}
        {line.warnings.map((w) => (
          <Text key={w} size="xs" fs="italic">
            {w}
          </Text>
        ))}
      </>
    ),
  },
  { key: 'type', header: 'Type', cell: (line) => line.worker_type },
  { key: 'regular-h', header: 'Regular h', cell: (line) => hours(line.regular_hours) },
  { key: 'ot-h', header: 'OT h', cell: (line) => hours(line.overtime_hours) },
  { key: 'dt-h', header: 'DT h', cell: (line) => hours(line.double_time_hours) },
  { key: 'diff-h', header: 'Diff. h', cell: (line) => hours(line.differential_hours) },
  { key: 'pto-h', header: 'PTO h', cell: (line) => hours(line.pto_hours) },
  { key: 'rate', header: 'Rate', cell: (line) => formatMoney(line.rate) },
  { key: 'regular', header: 'Regular', cell: (line) => formatMoney(line.regular_pay) },
  { key: 'ot', header: 'OT + DT', cell: (line) => <OvertimePay line={line} /> },
  { key: 'diff', header: 'Differential', cell: (line) => formatMoney(line.differential_pay) },
  { key: 'pto', header: 'PTO', cell: (line) => formatMoney(line.pto_pay) },
  { key: 'gross', header: 'Gross', cell: (line) => <Text fw={600}>{formatMoney(line.gross)}</Text> },
  // Issue 30 (decision 075): each plan's deduction, the provider takes it from the gross.
  {
    key: 'benefits',
    header: 'Benefit deductions',
    cell: (line) =>
      line.benefits.map((b) => (
        <Text key={b.plan_id} size="xs">
          {b.payroll_code} {formatMoney(b.deduction)}
        </Text>
      )),
  },
  {
    key: 'paid',
    header: 'Paid',
    cell: (line) =>
      line.paid !== null && (
        <Badge color={line.paid ? 'green' : 'yellow'} variant="light">
          {line.paid ? productMessages.payrollPaidBadge : productMessages.payrollUnpaidBadge}
        </Badge>
      ),
  },
];

/** One run's drill-down: its lines per person, what needs attention, and what can be done next. */
export function RunDetails({ details }: { details: PayrollRunDetails }) {
  const { run, lines } = details;
  const period = formatDateRange(run.period_start, run.period_end);
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
        <DataTable
          label={`${productMessages.payrollDetails} ${period}`}
          minWidth={1100}
          rows={lines}
          rowKey={(line) => line.employee_id}
          rowTestId={() => 'payroll-line'}
          columns={lineColumns}
        />
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
