import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { createRosterRequestContract, type RosterRequest } from '@careroster/shared/api/rostering/requests';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { REQUEST_NOTE_MAX, REQUEST_SPAN_DAYS_MAX, REQUEST_WEIGHT_MAX } from '@careroster/shared/rostering/facility-problem';
import { daysBetween } from '@careroster/shared/format/wall-clock';
import { addDaysIso } from '@careroster/shared/rostering/model';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { PageLoader } from '../../../components/page-loader';
import { useFacilityToday } from '../../shifts';
import { useCreateRosterRequest, useDeleteRosterRequest, useRosterRequests, useTeam } from '../api/rostering';
import { Errors, RowActions, SaveDialog, savedThenClose, useCanWrite } from './common';
import { fieldErrorsOf } from '../../../components/field-errors';
import type { TimingOption } from './contract-dialog';
import { RequestWhenFields, WHOLE_DAY, type RequestWhen } from './request-fields';

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
  const [when, setWhen] = useState<RequestWhen>({ date: defaultDate, timingId: WHOLE_DAY, kind: 'OFF' });
  const [weight, setWeight] = useState<number | string>(5);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRosterRequest();
  const submit = () => {
    const parsed = createRosterRequestContract.body.safeParse({
      employee_id: employeeId,
      date: when.date,
      timing_id: when.timingId || null,
      kind: when.kind,
      weight: typeof weight === 'number' ? weight : Number.NaN,
      note: note.trim() || null,
    });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!when.date) found.date = productMessages.rbRequestDateRequired;
    setErrors(found);
    if (parsed.success) create.mutate(parsed.data, savedThenClose(onClose));
  };
  return (
    <SaveDialog title={productMessages.rbRequestAdd} onClose={onClose} onSave={submit} saving={create.isPending}>
      <Stack gap="sm">
        <NativeSelect
          label={productMessages.rbRequestMember}
          required
          data={members.map((m) => ({ value: m.employee_id, label: m.name }))}
          value={employeeId}
          onChange={(e) => setEmployeeId(e.currentTarget.value)}
          error={errors.employee_id}
        />
        <RequestWhenFields
          value={when}
          onChange={(patch) => setWhen((w) => ({ ...w, ...patch }))}
          timings={timings}
          dateError={errors.date}
          kindLabel={productMessages.rbRequestKind}
          kindLabels={productMessages.rbRequestKinds}
        />
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
    </SaveDialog>
  );
}

/** The requests of a unit's team in a span of days (issue 29): the nurses' own and those staff entered. */
export function RequestsTab({ unitId, timings }: { unitId: string; timings: TimingOption[] }) {
  const today = useFacilityToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => addDaysIso(today, 41));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RosterRequest | null>(null);
  const editable = useCanWrite();
  const team = useTeam(unitId);
  const requests = useRosterRequests(unitId, from, to);
  const remove = useDeleteRosterRequest();
  const timingCode = new Map(timings.map((t) => [t.id, t.code]));
  const members = (team.data?.members ?? []).filter((m) => m.active);
  const columns: DataColumn<RosterRequest>[] = [
    { key: 'name', header: productMessages.rbName, cell: (r) => r.employee_name },
    { key: 'date', header: productMessages.rbRequestDate, cell: (r) => formatDate(r.date) },
    {
      key: 'kind',
      header: productMessages.rbRequestKind,
      cell: (r) =>
        productMessages.rbRequestWhat(
          productMessages.rbRequestKinds[r.kind] ?? r.kind,
          r.timing_id ? (timingCode.get(r.timing_id) ?? '') : productMessages.rbRequestWholeDay,
        ),
    },
    { key: 'weight', header: productMessages.rbWeight, cell: (r) => r.weight },
    { key: 'note', header: productMessages.rbRequestNote, cell: (r) => r.note ?? '' },
    { key: 'source', header: productMessages.rbRequestSource, cell: (r) => productMessages.rbRequestSources[r.source] ?? r.source },
    ...(editable
      ? [
          {
            key: 'actions',
            header: productMessages.rbActions,
            cell: (r: RosterRequest) => <RowActions name={`${r.employee_name} ${formatDate(r.date)}`} onDelete={() => setDeleting(r)} />,
          },
        ]
      : []),
  ];
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
        <DataTable
          label={productMessages.rbRequestsLabel}
          columns={columns}
          rows={requests.data.results}
          rowKey={(r) => r.id}
          minWidth={720}
        />
      )}
      {adding && <RequestDialog members={members} timings={timings} defaultDate={from} onClose={() => setAdding(false)} />}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={productMessages.rbRequestDeleteTitle}
        text={productMessages.rbRequestDeleteText}
        remove={remove}
        deletedMessage={(answer) => answer.message}
      />
    </Stack>
  );
}
