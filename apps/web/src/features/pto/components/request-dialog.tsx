import { Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { ptoRequestProblem } from '@careroster/shared/timekeeping/pto';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useCreatePtoRequest } from '../api/pto';

const blank = { start: '', end: '', hours: 8 as number | string, reason: '' };

/** "Add request": the facility enters a request for this employee; the server applies the same rules. */
export function RequestDialog({
  employeeId,
  name,
  opened,
  onClose,
}: {
  employeeId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreatePtoRequest();
  const [form, setForm] = useState(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setForm(blank);
    setProblem(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    const hours = Number(form.hours);
    const end = form.end || form.start;
    const found = form.start ? ptoRequestProblem({ startDate: form.start, endDate: end, hours }) : 'Please choose the first day.';
    setProblem(found);
    if (found) return;
    create.mutate(
      {
        employee_id: employeeId,
        start_date: form.start,
        end_date: end,
        hours,
        ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          showToast('success', productMessages.ptoRequested);
          close();
        },
      },
    );
  };
  const error = problem ?? create.error?.message ?? null;
  return (
    <GenericModal
      opened={opened}
      onClose={close}
      title={`Add PTO request for ${name}`}
      onSecondary={close}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Add request"
      confirmLoading={create.isPending}
    >
      <Stack gap="sm">
        <Group grow>
          <TextInput
            type="date"
            label="First day"
            required
            value={form.start}
            onChange={(e) => setForm({ ...form, start: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Last day"
            description="Empty: the first day"
            value={form.end}
            onChange={(e) => setForm({ ...form, end: e.currentTarget.value })}
          />
        </Group>
        <NumberInput
          label="Hours"
          description="In quarter hours, at most 24 a day"
          required
          min={0.25}
          step={0.25}
          decimalScale={2}
          value={form.hours}
          onChange={(v) => setForm({ ...form, hours: v })}
        />
        <Textarea
          label="Reason (optional)"
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          rows={2}
          value={form.reason}
          onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </GenericModal>
  );
}
