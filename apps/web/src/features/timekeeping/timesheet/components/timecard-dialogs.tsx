import { useState } from 'react';
import { Group, NumberInput, Table, Text, TextInput, Textarea } from '@mantine/core';
import type { TimesheetRow } from '@careroster/shared/api/timekeeping/timecard';
import { formatDate, formatDateTime, inZone } from '@careroster/shared/format/date-time';
import { zonedDate, zonedInstant } from '@careroster/shared/format/wall-clock';
import { messages, productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../../api/client';
import { showToast } from '../../../../api/toasts';
import { GenericModal } from '../../../../components/generic-modal';
import { useCorrectTimecard, useDisputeTimecard, useTimecardHistory, type Correction } from '../api/timesheet';

const errorText = (error: unknown) => (error instanceof ApiError ? error.messages.join(' ') : messages.somethingWentWrong);

export function DisputeDialog({ row, onClose }: { row: TimesheetRow | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const dispute = useDisputeTimecard();
  const submit = () => {
    if (!row?.timecard_id) return;
    dispute.mutate(
      { timecardId: row.timecard_id, reason },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          setReason('');
          onClose();
        },
      },
    );
  };
  return (
    <GenericModal
      opened={row !== null}
      onClose={onClose}
      title={productMessages.timecardDisputeTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={productMessages.timecardDispute}
      confirmLoading={dispute.isPending}
      confirmDisabled={reason.trim() === ''}
    >
      {row && (
        <Text size="sm" mb="sm">
          {row.nurse_name} · {formatDate(row.work_date)} · {row.shift_title}
        </Text>
      )}
      <Textarea
        label="Reason"
        required
        value={reason}
        maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={dispute.isError ? errorText(dispute.error) : undefined}
        autosize
        minRows={2}
      />
    </GenericModal>
  );
}

type WallClock = { date: string; time: string };
const wallClock = (iso: string | null, zone: string): WallClock =>
  iso ? { date: zonedDate(new Date(iso), zone), time: inZone(iso, zone).format('HH:mm') } : { date: '', time: '' };

function CorrectForm({ row, zone, onClose }: { row: TimesheetRow; zone: string; onClose: () => void }) {
  const initialIn = wallClock(row.clock_in_at ?? row.scheduled_start, zone);
  const initialOut = wallClock(row.clock_out_at ?? row.scheduled_end, zone);
  const [clockIn, setClockIn] = useState(initialIn);
  const [clockOut, setClockOut] = useState(initialOut);
  const [breakMinutes, setBreakMinutes] = useState<number | string>(row.break_minutes);
  const [reason, setReason] = useState('');
  const correct = useCorrectTimecard();
  const changed = (a: WallClock, b: WallClock) => a.date !== b.date || a.time !== b.time;
  const instant = (w: WallClock) => zonedInstant(w.date, w.time, zone).toISOString();
  const submit = () => {
    if (!row.timecard_id) return;
    const body: Correction = { reason };
    if (changed(clockIn, initialIn) || !row.clock_in_at) body.clock_in_at = instant(clockIn);
    if (changed(clockOut, initialOut) || !row.clock_out_at) body.clock_out_at = instant(clockOut);
    if (Number(breakMinutes) !== row.break_minutes) body.break_minutes = Number(breakMinutes);
    correct.mutate(
      { timecardId: row.timecard_id, ...body },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
      },
    );
  };
  const valid = reason.trim() !== '' && clockIn.date && clockIn.time && clockOut.date && clockOut.time;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.timecardCorrectTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={correct.isPending}
      confirmDisabled={!valid}
    >
      <Text size="sm" mb="sm">
        {row.nurse_name} · {formatDate(row.work_date)} · {row.shift_title} ({zone})
      </Text>
      <Group grow>
        <TextInput
          type="date"
          label="Clock-in date"
          value={clockIn.date}
          onChange={(e) => setClockIn({ ...clockIn, date: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label="Clock-in time"
          value={clockIn.time}
          onChange={(e) => setClockIn({ ...clockIn, time: e.currentTarget.value })}
        />
      </Group>
      <Group grow mt="sm">
        <TextInput
          type="date"
          label="Clock-out date"
          value={clockOut.date}
          onChange={(e) => setClockOut({ ...clockOut, date: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label="Clock-out time"
          value={clockOut.time}
          onChange={(e) => setClockOut({ ...clockOut, time: e.currentTarget.value })}
        />
      </Group>
      <NumberInput mt="sm" label="Break (minutes)" min={0} max={720} allowDecimal={false} value={breakMinutes} onChange={setBreakMinutes} />
      <Textarea
        mt="sm"
        label="Reason"
        required
        value={reason}
        maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={correct.isError ? errorText(correct.error) : undefined}
        autosize
        minRows={2}
      />
    </GenericModal>
  );
}

export function CorrectDialog({ row, zone, onClose }: { row: TimesheetRow | null; zone: string; onClose: () => void }) {
  return row ? <CorrectForm key={row.timecard_id} row={row} zone={zone} onClose={onClose} /> : null;
}

const shown = (field: string, value: string | null, zone: string) => {
  if (value === null) return messages.missingValue;
  if (field === 'clock_in_at' || field === 'clock_out_at') return formatDateTime(value, zone);
  if (field === 'status') return productMessages.timesheetStatus[value as keyof typeof productMessages.timesheetStatus] ?? value;
  return value;
};

export function HistoryDialog({ timecardId, zone, onClose }: { timecardId: string | null; zone: string; onClose: () => void }) {
  const history = useTimecardHistory(timecardId);
  const changes = history.data?.changes ?? [];
  return (
    <GenericModal opened={timecardId !== null} onClose={onClose} title={productMessages.timecardHistoryTitle} size="xl">
      {history.isPending ? (
        <Text size="sm">Loading…</Text>
      ) : changes.length === 0 ? (
        <Text size="sm">{productMessages.timecardHistoryEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Old</Table.Th>
                <Table.Th>New</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{formatDateTime(c.created_at, zone)}</Table.Td>
                  <Table.Td>{c.actor_name}</Table.Td>
                  <Table.Td>{productMessages.timecardFieldNames[c.field] ?? c.field}</Table.Td>
                  <Table.Td>{shown(c.field, c.old_value, zone)}</Table.Td>
                  <Table.Td>{shown(c.field, c.new_value, zone)}</Table.Td>
                  <Table.Td>{c.reason ?? messages.missingValue}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </GenericModal>
  );
}
