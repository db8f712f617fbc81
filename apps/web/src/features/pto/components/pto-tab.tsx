import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PtoHistoryKind, PtoRequest } from '@careroster/shared/api/pto/pto';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useEmployeePto, usePtoPolicies, useSetEmployeePolicy, type Decision } from '../api/pto';
import { AdjustmentDialog } from './adjustment-dialog';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import { RequestDialog } from './request-dialog';
import { RequestsTable } from './requests-table';
import { ScrollRegion } from '../../../components/scroll-region';

const kindLabels: Record<PtoHistoryKind, string> = {
  ACCRUAL: 'Accrued',
  CARRY_OVER: 'Carried over',
  FORFEIT: 'Forfeited',
  USAGE: 'Used',
  ADJUSTMENT: 'Adjustment',
};

const DEFAULT = 'default';

function Figure({ label, hours, strong = false }: { label: string; hours: number; strong?: boolean }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'lg'} fw={strong ? 700 : 500}>
        {hours} h
      </Text>
    </Paper>
  );
}

/**
 * The PTO tab of the employee and nurse detail pages (`?type=pto`): this year's balance, her
 * policy, her requests with the decide actions, and the history of the ledger and accrual lines.
 */
export function PtoTab({ employeeId, name }: { employeeId: string; name: string }) {
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'time:write',
  );
  const pto = useEmployeePto(employeeId);
  const policies = usePtoPolicies();
  const assign = useSetEmployeePolicy(employeeId);
  const [adding, setAdding] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);

  if (pto.isPending) return <PageLoader label="Loading PTO" />;
  if (pto.isError) return <EmptyState title="PTO could not be loaded" />;
  const { balance, policy, requests, history } = pto.data;
  const choices = [
    { value: DEFAULT, label: `Facility default${policy && pto.data.policy_is_default ? ` (${policy.name})` : ''}` },
    ...(policies.data?.results ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  const decide = (request: PtoRequest, decision: Decision) => setDeciding({ request, decision });

  return (
    <Stack gap="md">
      <section aria-label={`PTO balance ${balance.year}`}>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Figure label="Accrued" hours={balance.accrued_hours} />
          <Figure label="Carried over" hours={balance.carried_over_hours} />
          <Figure label="Used" hours={balance.used_hours} />
          <Figure label="Adjusted" hours={balance.adjusted_hours} />
          <Figure label="Available" hours={balance.available_hours} strong />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={4}>
          {balance.year}: {balance.worked_hours} approved hours worked
          {balance.pending_hours > 0 && `; ${balance.pending_hours} hours requested and waiting`}.
        </Text>
      </section>

      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label="PTO policy"
          w={280}
          data={choices}
          value={pto.data.policy_is_default ? DEFAULT : (policy?.id ?? DEFAULT)}
          onChange={(value) => value && assign.mutate(value === DEFAULT ? null : value)}
          disabled={!canWrite || assign.isPending}
          allowDeselect={false}
          description={
            policy
              ? `${policy.accrual_per_hour} h per hour worked, ${policy.annual_cap_hours} h a year at most, ${policy.carry_over_hours} h carry over`
              : productMessages.ptoNoPolicy
          }
        />
        {canWrite && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setAdjusting(true)}>
              Adjust balance
            </Button>
            <Button onClick={() => setAdding(true)}>Add request</Button>
          </Group>
        )}
      </Group>

      <Title order={2} size="h4">
        Requests
      </Title>
      {requests.length === 0 ? (
        <EmptyState title={productMessages.ptoNoRequests} />
      ) : (
        <RequestsTable requests={requests} label="PTO requests" onDecide={canWrite ? decide : undefined} />
      )}

      <Title order={2} size="h4">
        History
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">{productMessages.ptoNoHistory}</Text>
      ) : (
        <ScrollRegion label="PTO history">
          <Table striped miw={560} aria-label="PTO history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Entry</Table.Th>
                <Table.Th>Hours</Table.Th>
                <Table.Th>Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((line, i) => (
                <Table.Tr key={`${line.kind}-${line.date}-${i}`}>
                  <Table.Td>{formatDate(line.date)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={line.hours < 0 ? 'red' : 'teal'}>
                      {kindLabels[line.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{line.hours > 0 ? `+${line.hours}` : line.hours}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line.note}
                    </Text>
                    {line.by && (
                      <Text size="xs" c="dimmed">
                        by {line.by}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}

      <RequestDialog employeeId={employeeId} name={name} opened={adding} onClose={() => setAdding(false)} />
      <AdjustmentDialog employeeId={employeeId} opened={adjusting} onClose={() => setAdjusting(false)} />
      <DecisionDialog pending={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
