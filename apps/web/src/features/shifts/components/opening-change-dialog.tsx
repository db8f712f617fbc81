import { useState } from 'react';
import { Alert, Badge, Group, List, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OpeningChangeAnswer, OpeningConflictSeverity, SplitHalf } from '@careroster/shared/api/shifts/opening-change';
import type { ShiftBooking } from '@careroster/shared/api/shifts/list-shift-bookings';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { addDays } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { TimeInput24h } from '../../../components/time-input-24h';
import { useShifts } from '../api/list-shifts';
import { runOpeningChange, useShiftBookings, type OpeningChange } from '../api/opening-changes';
import { shiftKeys } from '../api/query-keys';
import { formatShiftTimes } from '../format';

export type OpeningOperation = 'time' | 'split' | 'merge' | 'delete' | 'swap';

const titles: Record<OpeningOperation, string> = {
  time: productMessages.openingEditTimeTitle,
  split: productMessages.openingSplitTitle,
  merge: productMessages.openingMergeTitle,
  delete: productMessages.openingDeleteTitle,
  swap: productMessages.openingSwapTitle,
};

const severityColor: Record<OpeningConflictSeverity, string> = { BLOCK: 'red', REASON: 'yellow', WARN: 'gray' };
const severityLabel: Record<OpeningConflictSeverity, string> = { BLOCK: 'Blocks', REASON: 'Needs a reason', WARN: 'Warning' };
const roleLabel = {
  BOOKED: productMessages.openingRoleBooked,
  APPLICANT: productMessages.openingRoleApplicant,
  OFFER: productMessages.openingRoleOffer,
};

export interface OpeningChangeDialogProps {
  opened: boolean;
  onClose: () => void;
  operation: OpeningOperation;
  shift: Shift;
  /** The booked nurse a swap starts from. */
  booking?: ShiftBooking;
  /** After the change is saved (the answer names the shifts as they now are). */
  onApplied?: (answer: OpeningChangeAnswer) => void;
}

/**
 * The one dialog for changing a booked opening (decision 070): a form per operation, then the
 * conflicts the server previews per nurse and who will be told, then the save (with a reason where
 * a conflict needs one). The save is checked again on the server; a stale preview comes back as
 * the server's 409 lines, shown here.
 */
export function OpeningChangeDialog({ opened, onClose, operation, shift, booking, onApplied }: OpeningChangeDialogProps) {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<OpeningChange | null>(() => initialChange(operation, shift));
  const [preview, setPreview] = useState<OpeningChangeAnswer | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const run = async (dryRun: boolean) => {
    if (!change) return;
    setBusy(true);
    setProblems([]);
    try {
      const answer = await runOpeningChange(change, dryRun, preview?.needs_reason ? reason.trim() : undefined);
      if (dryRun) {
        setPreview(answer);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all() });
      showToast('success', operation === 'delete' ? productMessages.openingDeleted : productMessages.openingSaved);
      onApplied?.(answer);
      onClose();
    } catch (error) {
      setProblems(error instanceof ApiError ? error.messages : [productMessages.conflict]);
    } finally {
      setBusy(false);
    }
  };

  const onForm = preview === null;
  const canSave = preview !== null && !preview.blocked && (!preview.needs_reason || reason.trim().length > 0);
  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={titles[operation]}
      chip={<Badge variant="light">{formatShiftTimes(shift)}</Badge>}
      size="lg"
      {...(onForm ? {} : { onSecondary: () => setPreview(null), secondaryLabel: productMessages.openingBack })}
      onConfirm={() => void run(onForm)}
      confirmLabel={
        onForm
          ? productMessages.openingPreview
          : operation === 'delete'
            ? productMessages.openingConfirmDelete
            : productMessages.openingConfirm
      }
      confirmLoading={busy}
      confirmDisabled={onForm ? change === null : !canSave}
    >
      <Stack gap="sm">
        {problems.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {problems.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Alert>
        )}
        {onForm ? (
          <OperationForm operation={operation} shift={shift} booking={booking} onChange={setChange} />
        ) : (
          <PreviewView preview={preview} reason={reason} onReason={setReason} />
        )}
      </Stack>
    </GenericModal>
  );
}

/** What a form that is not touched asks: a delete has no form; the shown time and the default split are valid as they stand. */
function initialChange(operation: OpeningOperation, shift: Shift): OpeningChange | null {
  if (operation === 'delete') return { kind: 'delete', shiftId: shift.id };
  if (operation === 'time')
    return { kind: 'time', shiftId: shift.id, start_date: shift.start_date, start_time: shift.start_time, end_time: shift.end_time };
  if (operation === 'split') return { kind: 'split', shiftId: shift.id, at: middleOf(shift.start_time, shift.end_time), keep: [] };
  return null;
}

function OperationForm({
  operation,
  shift,
  booking,
  onChange,
}: {
  operation: OpeningOperation;
  shift: Shift;
  booking: ShiftBooking | undefined;
  onChange: (change: OpeningChange | null) => void;
}) {
  switch (operation) {
    case 'time':
      return <TimeForm shift={shift} onChange={onChange} />;
    case 'split':
      return <SplitForm shift={shift} onChange={onChange} />;
    case 'merge':
      return <MergeForm shift={shift} onChange={onChange} />;
    case 'swap':
      return booking ? <SwapForm shift={shift} booking={booking} onChange={onChange} /> : null;
    case 'delete':
      return (
        <Text size="sm">
          {productMessages.openingDeleteTitle}: {shift.title}
        </Text>
      );
  }
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function TimeForm({ shift, onChange }: { shift: Shift; onChange: (c: OpeningChange | null) => void }) {
  const [value, setValue] = useState({ start_date: shift.start_date, start_time: shift.start_time, end_time: shift.end_time });
  const update = (next: typeof value) => {
    setValue(next);
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(next.start_date) && HHMM.test(next.start_time) && HHMM.test(next.end_time);
    onChange(ok ? { kind: 'time', shiftId: shift.id, ...next } : null);
  };
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={productMessages.openingLabelDate}
        value={value.start_date}
        onChange={(e) => update({ ...value, start_date: e.currentTarget.value })}
      />
      <TimeInput24h
        label={productMessages.openingLabelStartTime}
        value={value.start_time}
        onChange={(start_time) => update({ ...value, start_time })}
      />
      <TimeInput24h
        label={productMessages.openingLabelEndTime}
        value={value.end_time}
        onChange={(end_time) => update({ ...value, end_time })}
      />
    </Group>
  );
}

/** The quarter hour nearest the shift's middle: a 07:00-19:00 opening splits at 13:00. */
export function middleOf(start: string, end: string): string {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const from = minutes(start);
  let to = minutes(end);
  if (to <= from) to += 24 * 60;
  const mid = (Math.round((from + to) / 2 / 15) * 15) % (24 * 60);
  return `${String(Math.floor(mid / 60)).padStart(2, '0')}:${String(mid % 60).padStart(2, '0')}`;
}

const halves: { value: SplitHalf; label: string }[] = [
  { value: 'FIRST', label: productMessages.openingHalfFirst },
  { value: 'SECOND', label: productMessages.openingHalfSecond },
  { value: 'BOTH', label: productMessages.openingHalfBoth },
];

function SplitForm({ shift, onChange }: { shift: Shift; onChange: (c: OpeningChange | null) => void }) {
  const bookings = useShiftBookings(shift.id);
  const [at, setAt] = useState(() => middleOf(shift.start_time, shift.end_time));
  const [keep, setKeep] = useState<Record<string, SplitHalf>>({});
  const emit = (nextAt: string, nextKeep: Record<string, SplitHalf>) => {
    onChange(
      HHMM.test(nextAt)
        ? {
            kind: 'split',
            shiftId: shift.id,
            at: nextAt,
            keep: Object.entries(nextKeep).map(([booking_id, half]) => ({ booking_id, half })),
          }
        : null,
    );
  };
  return (
    <Stack gap="sm">
      <TimeInput24h
        label={productMessages.openingSplitAt}
        value={at}
        onChange={(value) => {
          setAt(value);
          emit(value, keep);
        }}
      />
      {(bookings.data?.results ?? []).map((b) => (
        <Select
          key={b.id}
          label={`${productMessages.openingSplitKeep}: ${b.name} (${b.job_title})`}
          data={halves}
          value={keep[b.id] ?? 'FIRST'}
          allowDeselect={false}
          onChange={(value) => {
            const next = { ...keep, [b.id]: value ?? 'FIRST' };
            setKeep(next);
            emit(at, next);
          }}
        />
      ))}
    </Stack>
  );
}

function MergeForm({ shift, onChange }: { shift: Shift; onChange: (c: OpeningChange | null) => void }) {
  const shifts = useShifts({ start_date: shift.start_date, end_date: shift.start_date });
  const others = (shifts.data?.results ?? []).filter((s) => s.id !== shift.id && s.unit_id === shift.unit_id && s.status === 'UPCOMING');
  const [value, setValue] = useState<string | null>(null);
  if (shifts.isSuccess && others.length === 0) return <Text size="sm">{productMessages.openingMergeNone}</Text>;
  return (
    <Select
      label={productMessages.openingMergeWith}
      placeholder="Select"
      data={others.map((s) => ({ value: s.id, label: `${s.title} · ${formatShiftTimes(s)}` }))}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id ? { kind: 'merge', shiftId: shift.id, other_shift_id: id } : null);
      }}
    />
  );
}

function SwapForm({ shift, booking, onChange }: { shift: Shift; booking: ShiftBooking; onChange: (c: OpeningChange | null) => void }) {
  const shifts = useShifts({ start_date: shift.start_date, end_date: addDays(shift.start_date, 6) });
  const [otherShift, setOtherShift] = useState<string | null>(shift.id);
  const bookings = useShiftBookings(otherShift);
  const choices = (bookings.data?.results ?? []).filter((b) => b.id !== booking.id && b.employee_id !== booking.employee_id);
  const [other, setOther] = useState<string | null>(null);
  const upcoming = (shifts.data?.results ?? []).filter((s) => s.status === 'UPCOMING');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {booking.name} ({booking.job_title})
      </Text>
      <Select
        label={productMessages.openingLabelShift}
        data={upcoming.map((s) => ({ value: s.id, label: `${s.start_date} · ${s.title} · ${formatShiftTimes(s)}` }))}
        value={otherShift}
        allowDeselect={false}
        onChange={(id) => {
          setOtherShift(id);
          setOther(null);
          onChange(null);
        }}
      />
      {bookings.isSuccess && choices.length === 0 ? (
        <Text size="sm">{productMessages.openingSwapNone}</Text>
      ) : (
        <Select
          label={productMessages.openingSwapWith}
          placeholder="Select"
          data={choices.map((b) => ({ value: b.id, label: `${b.name} (${b.job_title})` }))}
          value={other}
          onChange={(id) => {
            setOther(id);
            onChange(id ? { kind: 'swap', shiftId: shift.id, booking_id: booking.id, other_booking_id: id } : null);
          }}
        />
      )}
    </Stack>
  );
}

function PreviewView({ preview, reason, onReason }: { preview: OpeningChangeAnswer; reason: string; onReason: (v: string) => void }) {
  const withConflicts = preview.nurses.filter((n) => n.conflicts.length > 0);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {productMessages.openingConflictsHeading}
      </Title>
      {withConflicts.length === 0 ? (
        <Text size="sm">{productMessages.openingNoConflicts}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" aria-label={productMessages.openingConflictsHeading}>
          {withConflicts.map((n) => (
            <List.Item key={n.employee_id}>
              <Text size="sm" fw={600}>
                {n.name}
              </Text>
              {n.conflicts.map((c) => (
                <Group key={`${c.kind}-${c.message}`} gap="xs" wrap="nowrap" align="flex-start">
                  <Badge color={severityColor[c.severity]} variant="light" style={{ flexShrink: 0 }}>
                    {severityLabel[c.severity]}
                  </Badge>
                  <Text size="sm">{c.message}</Text>
                </Group>
              ))}
            </List.Item>
          ))}
        </List>
      )}
      {preview.blocked && (
        <Alert color="red" variant="light">
          {productMessages.openingBlocked}
        </Alert>
      )}
      <Title order={3} size="h5">
        {productMessages.openingAffectedHeading}
      </Title>
      {preview.affected.length === 0 ? (
        <Text size="sm">{productMessages.openingNobodyAffected}</Text>
      ) : (
        <List spacing={2} aria-label={productMessages.openingAffectedHeading}>
          {preview.affected.map((a) => (
            <List.Item key={a.employee_id}>
              <Text size="sm">
                {a.name} · {roleLabel[a.role]}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {preview.needs_reason && !preview.blocked && (
        <Textarea
          label={productMessages.openingOverrideReason}
          required
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          value={reason}
          onChange={(e) => onReason(e.currentTarget.value)}
        />
      )}
    </Stack>
  );
}
