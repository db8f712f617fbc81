import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, NumberInput, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { createRosterRequestContract } from '@careroster/shared/api/rostering/requests';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { REQUEST_NOTE_MAX, REQUEST_SPAN_DAYS_MAX, REQUEST_WEIGHT_MAX } from '@careroster/shared/rostering/facility-problem';
import { daysBetween } from '@careroster/shared/format/wall-clock';
import { addDaysIso } from '@careroster/shared/rostering/model';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFacilityToday } from '../../shifts';
import { useCreateRosterRequest, useDeleteRosterRequest, useRosterRequests, useTeam } from '../api/rostering';
import { DeleteConfirm, Errors, useCanWrite } from './common';
import type { TimingOption } from './contract-dialog';

const WHOLE_DAY = '';

function RequestDialog({
  members,
  timings,
  defaultDate,
  onClose,
}: {
  members: { employee_id: string; name: string }[];
  timings: TimingOption[];
  defaultDate: string;
  onClose: () => void;
}) {
  const [employeeId, setEmployeeId] = useState(members[0]?.employee_id ?? '');
  const [date, setDate] = useState(defaultDate);
  const [timingId, setTimingId] = useState(WHOLE_DAY);
  const [kind, setKind] = useState<'OFF' | 'ON'>('OFF');
  const [weight, setWeight] = useState<number | string>(5);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRosterRequest();
  const submit = () => {
    const parsed = createRosterRequestContract.body.safeParse({
      employee_id: employeeId,
      date,
      timing_id: timingId || null,
      kind,
      weight: typeof weight === 'number' ? weight : Number.NaN,
      note: note.trim() || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      if (!date) next.date = productMessages.rbRequestDateRequired;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast('success', productMessages.rbSaved);
        onClose();
      },
    });
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.rbRequestAdd}
      onSecondary={onClose}
      secondaryLabel={productMessages.rbCancel}
      onConfirm={submit}
      confirmLabel={productMessages.rbSave}
      confirmLoading={create.isPending}
    >
      <Stack gap="sm">
        <NativeSelect
          label={productMessages.rbRequestMember}
          required
          data={members.map((m) => ({ value: m.employee_id, label: m.name }))}
          value={employeeId}
          onChange={(e) => setEmployeeId(e.currentTarget.value)}
          error={errors.employee_id}
        />
        <TextInput
          type="date"
          label={productMessages.rbRequestDate}
          required
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
        />
        <NativeSelect
          label={productMessages.rbRequestTiming}
          data={[
            { value: WHOLE_DAY, label: productMessages.rbRequestWholeDay },
            ...timings.map((t) => ({ value: t.id, label: `${t.code} · ${t.name}` })),
          ]}
          value={timingId}
          onChange={(e) => setTimingId(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rb-request-kind">
            {productMessages.rbRequestKind}
          </Text>
          <SegmentedControl
            aria-labelledby="rb-request-kind"
            value={kind}
            onChange={(v) => setKind(v)}
            data={(['OFF', 'ON'] as const).map((k) => ({ value: k, label: productMessages.rbRequestKinds[k] ?? k }))}
          />
        </Stack>
        <NumberInput
          label={productMessages.rbWeight}
          min={1}
          max={REQUEST_WEIGHT_MAX}
          allowDecimal={false}
          value={weight}
          onChange={setWeight}
          error={errors.weight}
        />
        <TextInput
          label={productMessages.rbRequestNote}
          maxLength={REQUEST_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Errors error={create.error} />
      </Stack>
    </GenericModal>
  );
}

/** The requests of a unit's team in a span of days (issue 29): the nurses' own and those staff entered. */
export function RequestsTab({ unitId, timings }: { unitId: string; timings: TimingOption[] }) {
  const today = useFacilityToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => addDaysIso(today, 41));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const editable = useCanWrite();
  const team = useTeam(unitId);
  const requests = useRosterRequests(unitId, from, to);
  const remove = useDeleteRosterRequest();
  const timingCode = new Map(timings.map((t) => [t.id, t.code]));
  const members = (team.data?.members ?? []).filter((m) => m.active);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={640}>
        {productMessages.rbRequestsIntro}
      </Text>
      <Group align="flex-end" wrap="wrap" justify="space-between">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={productMessages.rbRequestFrom}
            value={from}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setFrom(value);
              // A start past the end moves the end along: the span is never empty.
              if (value && value > to) setTo(addDaysIso(value, 41));
            }}
          />
          <TextInput type="date" label={productMessages.rbRequestTo} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Group>
        {editable && (
          <Button onClick={() => setAdding(true)} disabled={members.length === 0}>
            {productMessages.rbRequestAdd}
          </Button>
        )}
      </Group>
      {!from || !to || from > to || daysBetween(from, to) + 1 > REQUEST_SPAN_DAYS_MAX ? (
        <Text size="sm" c="red.9" role="alert">
          {productMessages.rosterRequestsSpan(REQUEST_SPAN_DAYS_MAX)}
        </Text>
      ) : requests.isPending ? (
        <PageLoader label={productMessages.rbLoading} />
      ) : requests.isError ? (
        <Alert color="red" variant="light" role="alert">
          {requests.error.message}
        </Alert>
      ) : requests.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {productMessages.rbRequestsEmpty}
        </Text>
      ) : (
        <ScrollRegion label={productMessages.rbRequestsLabel}>
          <Table striped verticalSpacing="xs" miw={720} aria-label={productMessages.rbRequestsLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.rbName}</Table.Th>
                <Table.Th>{productMessages.rbRequestDate}</Table.Th>
                <Table.Th>{productMessages.rbRequestKind}</Table.Th>
                <Table.Th>{productMessages.rbWeight}</Table.Th>
                <Table.Th>{productMessages.rbRequestNote}</Table.Th>
                <Table.Th>{productMessages.rbRequestSource}</Table.Th>
                {editable && <Table.Th>{productMessages.rbActions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.results.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.employee_name}</Table.Td>
                  <Table.Td>{formatDate(r.date)}</Table.Td>
                  <Table.Td>
                    {productMessages.rbRequestWhat(
                      productMessages.rbRequestKinds[r.kind] ?? r.kind,
                      r.timing_id ? (timingCode.get(r.timing_id) ?? '') : productMessages.rbRequestWholeDay,
                    )}
                  </Table.Td>
                  <Table.Td>{r.weight}</Table.Td>
                  <Table.Td>{r.note ?? ''}</Table.Td>
                  <Table.Td>{productMessages.rbRequestSources[r.source] ?? r.source}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={productMessages.rbDeleteNamed(`${r.employee_name} ${formatDate(r.date)}`)}
                        onClick={() => setDeleting(r.id)}
                      >
                        {productMessages.rbDelete}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {adding && <RequestDialog members={members} timings={timings} defaultDate={from} onClose={() => setAdding(false)} />}
      <DeleteConfirm
        id={deleting}
        onClose={() => setDeleting(null)}
        title={productMessages.rbRequestDeleteTitle}
        text={productMessages.rbRequestDeleteText}
        remove={remove}
      />
    </Stack>
  );
}
