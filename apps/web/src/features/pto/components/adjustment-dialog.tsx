import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAddAdjustment } from '../api/pto';

/** A signed correction of the balance with its reason; the history shows who made it. */
export function AdjustmentDialog({ employeeId, opened, onClose }: { employeeId: string; opened: boolean; onClose: () => void }) {
  const adjust = useAddAdjustment(employeeId);
  const [hours, setHours] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setHours('');
    setNote('');
    setProblem(null);
    adjust.reset();
    onClose();
  };
  const submit = () => {
    const value = Number(hours);
    const found =
      !value || !Number.isInteger(value * 4)
        ? productMessages.ptoAdjustmentHours
        : !note.trim()
          ? productMessages.ptoAdjustmentNoteRequired
          : null;
    setProblem(found);
    if (found) return;
    adjust.mutate(
      { hours: value, note: note.trim() },
      {
        onSuccess: () => {
          showToast('success', productMessages.ptoAdjusted);
          close();
        },
      },
    );
  };
  const error = problem ?? adjust.error?.message ?? null;
  return (
    <GenericModal
      opened={opened}
      onClose={close}
      title="Adjust PTO balance"
      onSecondary={close}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={adjust.isPending}
    >
      <Stack gap="sm">
        <NumberInput
          label="Hours"
          description="Positive adds, negative takes off; quarter hours"
          required
          step={0.25}
          decimalScale={2}
          allowNegative
          value={hours}
          onChange={setHours}
        />
        <Textarea
          label="Reason"
          required
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
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
