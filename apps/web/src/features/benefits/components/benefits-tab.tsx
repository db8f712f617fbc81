import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { lifeEventKinds, lifeEventLabels, planKindLabels, type LifeEventKind } from '@careroster/shared/benefits/values';
import { formatDate, formatDateRange } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useBenefitsHistory, useElect, useEmployeeBenefits, useRecordLifeEvent } from '../api/benefits';
import { ElectionForm } from './election-form';
import { ElectionsTable } from './elections-table';

/** A marriage, birth or adoption recorded by staff: it opens her 30 days. */
function LifeEventForm({ employeeId }: { employeeId: string }) {
  const record = useRecordLifeEvent(employeeId);
  const [kind, setKind] = useState<string | null>(null);
  const [date, setDate] = useState('');
  return (
    <Group align="end" wrap="wrap">
      <Select
        label="Life event"
        value={kind}
        onChange={setKind}
        data={lifeEventKinds.map((k) => ({ value: k, label: lifeEventLabels[k] }))}
        w={220}
      />
      <TextInput type="date" label="Event date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      <Button
        variant="default"
        disabled={!kind || !date}
        loading={record.isPending}
        onClick={() =>
          record.mutate(
            { kind: kind as LifeEventKind, event_date: date },
            { onSuccess: () => showToast('success', productMessages.benefitsLifeEventSaved) },
          )
        }
      >
        Record life event
      </Button>
      {record.error && (
        <Text c="red" size="sm" role="alert">
          {record.error.message}
        </Text>
      )}
    </Group>
  );
}

/** Each pay period's deductions and contributions, the latest first. */
function History({ employeeId }: { employeeId: string }) {
  const history = useBenefitsHistory(employeeId);
  if (history.isPending) return <PageLoader label="Loading deductions" />;
  const rows = history.data?.results ?? [];
  if (rows.length === 0) return <Text c="dimmed">{productMessages.benefitsNoHistory}</Text>;
  return (
    <Table striped aria-label="Deductions by pay period">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Pay period</Table.Th>
          <Table.Th>Plans</Table.Th>
          <Table.Th>Deductions</Table.Th>
          <Table.Th>Employer contributions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={p.start}>
            <Table.Td>{formatDateRange(p.start, p.end)}</Table.Td>
            <Table.Td>{p.lines.map((l) => `${planKindLabels[l.kind]} ${formatMoney(l.deduction)}`).join(', ')}</Table.Td>
            <Table.Td>{formatMoney(p.deductions)}</Table.Td>
            <Table.Td>{formatMoney(p.contributions)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The employee page's Benefits tab (decision 075): her choices, enrolment on her behalf, life events and deductions. */
export function BenefitsTab({ employeeId }: { employeeId: string }) {
  const benefits = useEmployeeBenefits(employeeId);
  const elect = useElect(employeeId);
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'staff:write',
  );
  if (benefits.isPending) return <PageLoader label="Loading benefits" />;
  if (!benefits.data) return null;
  const data = benefits.data;
  return (
    <Stack gap="lg">
      {canWrite && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Enrol
          </Title>
          <ElectionForm data={data} onElect={elect.mutateAsync} pending={elect.isPending} error={elect.error} />
          <LifeEventForm employeeId={employeeId} />
          {data.life_events.map((e) => (
            <Text key={e.id} size="sm" c="dimmed">
              {lifeEventLabels[e.kind]} on {formatDate(e.event_date)}: window until {formatDate(e.window_closes)}
            </Text>
          ))}
        </Stack>
      )}
      <Title order={2} size="h4">
        Choices
      </Title>
      {data.elections.length === 0 ? (
        <Text c="dimmed">{productMessages.benefitsNoEnrolments}</Text>
      ) : (
        <ElectionsTable elections={data.elections} label="Her choices" />
      )}
      <Title order={2} size="h4">
        Deductions
      </Title>
      <History employeeId={employeeId} />
    </Stack>
  );
}
