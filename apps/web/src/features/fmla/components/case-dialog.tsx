import { Button, Group, List, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FmlaCaseDetail } from '@careroster/shared/api/fmla/fmla';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { useAddFmlaEntry, useFmlaCase, useSetCaseStatus } from '../api/fmla';
import { CertificationSection } from './certification-section';

const met = (ok: boolean) => (ok ? 'met' : 'not met');

/** Each criterion of 29 CFR 825.110(a) with its figures, so staff can say why. */
function Eligibility({ detail }: { detail: FmlaCaseDetail }) {
  const e = detail.eligibility;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {e.eligible ? 'Eligible for FMLA leave' : 'Not eligible for FMLA leave'}
      </Title>
      <List size="sm">
        <List.Item>
          {e.employment.weeks} weeks of employment ({e.employment.required} needed): {met(e.employment.met)}
        </List.Item>
        <List.Item>
          {e.hours.hours} hours worked in the 12 months before the leave ({e.hours.required} needed): {met(e.hours.met)}
        </List.Item>
        <List.Item>
          {e.worksite.employees} employees within 75 miles ({e.worksite.required} needed): {met(e.worksite.met)}
        </List.Item>
      </List>
    </Stack>
  );
}

/** Leave recorded day by day, and the form that adds a day (refused over her balance). */
function Entries({ detail }: { detail: FmlaCaseDetail }) {
  const add = useAddFmlaEntry(detail.id);
  const [form, setForm] = useState({ date: '', hours: 8 as number | string, pto: 0 as number | string });
  const submit = () =>
    add.mutate(
      { date: form.date, hours: Number(form.hours), pto_hours: Number(form.pto || 0) },
      {
        onSuccess: () => {
          showToast('success', productMessages.fmlaEntryRecorded);
          setForm({ ...form, date: '' });
        },
      },
    );
  const writable = detail.status === 'OPEN' && detail.eligibility.eligible;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Leave taken
      </Title>
      {detail.entries.length === 0 ? (
        <Text size="sm">No leave recorded yet.</Text>
      ) : (
        <Table aria-label="Leave taken" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Hours</Table.Th>
              <Table.Th>Paid as PTO</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDate(e.date)}</Table.Td>
                <Table.Td>{e.hours}</Table.Td>
                <Table.Td>{e.pto_hours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {writable && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="Day of leave"
            value={form.date}
            onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
          />
          <NumberInput
            label="Hours"
            min={0.25}
            max={24}
            step={0.25}
            decimalScale={2}
            w={110}
            value={form.hours}
            onChange={(v) => setForm({ ...form, hours: v })}
          />
          <NumberInput
            label="Of which PTO"
            min={0}
            max={24}
            step={0.25}
            decimalScale={2}
            w={130}
            value={form.pto}
            onChange={(v) => setForm({ ...form, pto: v })}
          />
          <Button onClick={submit} loading={add.isPending} disabled={!form.date}>
            Record leave
          </Button>
        </Group>
      )}
      {add.error && (
        <Text c="red" size="sm" role="alert">
          {add.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** Close the case when the leave is over (or open it again). */
function CaseStatusButton({ detail }: { detail: FmlaCaseDetail }) {
  const set = useSetCaseStatus(detail.id);
  const next = detail.status === 'OPEN' ? 'CLOSED' : 'OPEN';
  return (
    <Button variant="default" size="compact-sm" w="fit-content" onClick={() => set.mutate(next)} loading={set.isPending}>
      {next === 'CLOSED' ? 'Close case' : 'Reopen case'}
    </Button>
  );
}

/** One case: eligibility, her balance in the current 12-month period, leave taken and certifications. */
export function CaseDialog({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  const detail = useFmlaCase(caseId);
  const data = detail.data;
  return (
    <GenericModal opened={caseId !== null} onClose={onClose} title={data ? `FMLA: ${data.employee_name}` : 'FMLA case'} size="lg">
      {!data ? (
        <PageLoader label="Loading case" />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {productMessages.fmlaReasonLabel[data.reason]}. {productMessages.fmlaKindLabel[data.kind]} from {formatDate(data.start_date)} to{' '}
            {formatDate(data.expected_end_date)}; normal workweek {data.workweek_hours} hours.
          </Text>
          <Eligibility detail={data} />
          <Text size="sm" data-testid="fmla-case-balance">
            {data.balance.used_hours} of {data.balance.entitlement_hours} hours used, {data.balance.left_hours} left (
            {productMessages.fmlaMethodLabel[data.balance.method]}, {formatDate(data.balance.period_from)} to{' '}
            {formatDate(data.balance.period_to)})
          </Text>
          <Entries detail={data} />
          <CertificationSection detail={data} />
          <CaseStatusButton detail={data} />
        </Stack>
      )}
    </GenericModal>
  );
}
