import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PayState } from '@careroster/shared/api/records/pay-details';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatHourlyRate, formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { useAppStore } from '../../../store/app-store';
import { usePay } from '../api/pay';
import { ChangePayDialog } from './change-pay-dialog';

const stateLabels: Record<PayState, { label: string; color: string }> = {
  IN_FORCE: { label: productMessages.payStateInForce, color: 'green' },
  SCHEDULED: { label: productMessages.payStateScheduled, color: 'blue' },
  PAST: { label: productMessages.payStatePast, color: 'gray' },
};

const orDash = (value: string | null) => value ?? '—';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/**
 * The Pay tab of the employee detail page (issue 27, decision 064): the details in force today,
 * what the card shows, then every set with its date (scheduled ones first) and who entered it.
 */
export function PayTab({ employeeId }: { employeeId: string }) {
  const canChange = can(
    useAppStore((state) => state.auth.role),
    'money:move',
  );
  const pay = usePay(employeeId);
  const [changing, setChanging] = useState(false);

  if (pay.isPending) return <PageLoader label="Loading pay" />;
  if (pay.isError) return <EmptyState title="Pay details could not be loaded" />;
  const { current, history } = pay.data;

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {productMessages.payCurrentTitle}
          </Title>
          {canChange && <Button onClick={() => setChanging(true)}>{productMessages.payChange}</Button>}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label={productMessages.payHourlyRateLabel} value={formatHourlyRate(current.hourly_rate)} />
          <Field
            label={productMessages.payMonthlyRateLabel}
            value={current.monthly_rate === null ? productMessages.payMonthlyNotSet : formatMoney(current.monthly_rate)}
          />
          <Field label={productMessages.payTypeLabel} value={orDash(current.pay_type)} />
          <Field label={productMessages.paymentCategoryLabel} value={orDash(current.payment_category)} />
          <Field label={productMessages.payPaychexEmpIdLabel} value={orDash(current.paychex_emp_id)} />
          <Field label={productMessages.payPaychexOrgIdLabel} value={orDash(current.paychex_org_id)} />
          <Field label={productMessages.payPaychexOrgId15Label} value={orDash(current.paychex_org_id_15)} />
        </SimpleGrid>
      </Paper>

      <section aria-labelledby="pay-history-title">
        <Title order={2} size="h4" mb="xs" id="pay-history-title">
          {productMessages.payHistoryTitle}
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">{productMessages.payHistoryEmpty}</Text>
        ) : (
          <ScrollRegion label={productMessages.payHistoryTitle}>
            <Table striped aria-label={productMessages.payHistoryTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{productMessages.payEffectiveFromLabel}</Table.Th>
                  <Table.Th>{productMessages.payHourlyRateLabel}</Table.Th>
                  <Table.Th>{productMessages.payMonthlyRateLabel}</Table.Th>
                  <Table.Th>{productMessages.payTypeLabel}</Table.Th>
                  <Table.Th>{productMessages.paymentCategoryLabel}</Table.Th>
                  <Table.Th>{productMessages.payChangedBy}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {formatDate(row.effective_from)}
                        <Badge color={stateLabels[row.state].color} variant="light">
                          {stateLabels[row.state].label}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatHourlyRate(row.hourly_rate)}</Table.Td>
                    <Table.Td>{row.monthly_rate === null ? '—' : formatMoney(row.monthly_rate)}</Table.Td>
                    <Table.Td>{orDash(row.pay_type)}</Table.Td>
                    <Table.Td>{orDash(row.payment_category)}</Table.Td>
                    <Table.Td>{row.changed_by ?? productMessages.payRecordedFromInvite}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </section>
      {changing && <ChangePayDialog employeeId={employeeId} pay={pay.data} onClose={() => setChanging(false)} />}
    </Stack>
  );
}
