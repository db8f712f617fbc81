import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { PtoRequest } from '@careroster/shared/api/pto/pto';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDecidePtoRequest, type Decision } from '../api/pto';

const words: Record<Decision, { title: string; confirm: string; done: string }> = {
  APPROVE: { title: 'Approve PTO request?', confirm: 'Approve', done: productMessages.ptoApproved },
  DENY: { title: 'Deny PTO request?', confirm: 'Deny', done: productMessages.ptoDenied },
  CANCEL: { title: 'Cancel PTO request?', confirm: 'Cancel request', done: productMessages.ptoCancelled },
};

export const rangeText = (start: string, end: string) => (start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`);

export type PendingDecision = { request: PtoRequest; decision: Decision };

/** Approve or deny with an optional note, or cancel; a refusal (beyond the balance, say) stays in the dialog. */
export function DecisionDialog({ pending, onClose }: { pending: PendingDecision | null; onClose: () => void }) {
  const decide = useDecidePtoRequest();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    decide.reset();
    onClose();
  };
  if (!pending) return <ConfirmDialog opened={false} onClose={close} onConfirm={close} title="" />;
  const { request, decision } = pending;
  const text = words[decision];
  const confirm = () =>
    decide.mutate(
      { requestId: request.id, decision, note: note.trim() },
      {
        onSuccess: () => {
          showToast('success', text.done);
          close();
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      onClose={close}
      onConfirm={confirm}
      title={text.title}
      confirmLabel={text.confirm}
      loading={decide.isPending}
      error={decide.error?.message ?? null}
    >
      <Text size="sm">
        {request.employee_name}: {request.hours} hours, {rangeText(request.start_date, request.end_date)}
      </Text>
      {request.reason && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.reason}
        </Text>
      )}
      {decision !== 'CANCEL' && (
        <Textarea
          mt="sm"
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          rows={2}
        />
      )}
    </ConfirmDialog>
  );
}
