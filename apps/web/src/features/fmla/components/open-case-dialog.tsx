import { Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fmlaLeaveKinds, fmlaReasons, type FmlaLeaveKind, type FmlaReason } from '@careroster/shared/fmla/case';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useOpenFmlaCase } from '../api/fmla';

const blank = {
  reason: 'OWN_HEALTH' as FmlaReason,
  kind: 'INTERMITTENT' as FmlaLeaveKind,
  start: '',
  end: '',
  workweek: '' as number | string,
  other: '' as number | string,
  note: '',
};

/** "Open FMLA case": she gave notice; the server determines her eligibility as of the start (825.110). */
export function OpenCaseDialog({
  employeeId,
  name,
  opened,
  onClose,
  onOpened,
}: {
  employeeId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
  onOpened: (caseId: string) => void;
}) {
  const open = useOpenFmlaCase();
  const [form, setForm] = useState(blank);
  const close = () => {
    setForm(blank);
    open.reset();
    onClose();
  };
  const submit = () =>
    open.mutate(
      {
        employee_id: employeeId,
        reason: form.reason,
        kind: form.kind,
        start_date: form.start,
        expected_end_date: form.end || form.start,
        workweek_hours: form.workweek === '' ? null : Number(form.workweek),
        other_hours_worked: form.other === '' ? 0 : Number(form.other),
        note: form.note.trim() || null,
      },
      {
        onSuccess: (created) => {
          showToast('success', productMessages.fmlaCaseOpened);
          setForm(blank);
          open.reset();
          onOpened(created.id);
        },
      },
    );
  return (
    <GenericModal
      opened={opened}
      onClose={close}
      title={`Open FMLA case for ${name}`}
      onSecondary={close}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Open case"
      confirmLoading={open.isPending}
      confirmDisabled={!form.start}
    >
      <Stack gap="sm">
        <NativeSelect
          label="Reason"
          value={form.reason}
          onChange={(e) => setForm({ ...form, reason: e.currentTarget.value as FmlaReason })}
          data={fmlaReasons.map((r) => ({ value: r, label: productMessages.fmlaReasonLabel[r] }))}
        />
        <NativeSelect
          label="Leave"
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.currentTarget.value as FmlaLeaveKind })}
          data={fmlaLeaveKinds.map((k) => ({ value: k, label: productMessages.fmlaKindLabel[k] }))}
        />
        <Group grow>
          <TextInput
            type="date"
            label="Start"
            required
            value={form.start}
            onChange={(e) => setForm({ ...form, start: e.currentTarget.value })}
          />
          <TextInput type="date" label="Expected end" value={form.end} onChange={(e) => setForm({ ...form, end: e.currentTarget.value })} />
        </Group>
        <NumberInput
          label="Normal workweek (hours)"
          description="Empty: the weekly average of her last 12 months"
          min={0.25}
          step={0.25}
          decimalScale={2}
          value={form.workweek}
          onChange={(v) => setForm({ ...form, workweek: v })}
        />
        <NumberInput
          label="Hours worked recorded elsewhere"
          description="In the 12 months before the leave, from an earlier payroll system"
          min={0}
          step={0.25}
          decimalScale={2}
          value={form.other}
          onChange={(v) => setForm({ ...form, other: v })}
        />
        <Textarea
          label="Note (optional)"
          maxLength={500}
          rows={2}
          value={form.note}
          onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
        />
        {open.error && (
          <Text c="red" size="sm" role="alert">
            {open.error.message}
          </Text>
        )}
      </Stack>
    </GenericModal>
  );
}
