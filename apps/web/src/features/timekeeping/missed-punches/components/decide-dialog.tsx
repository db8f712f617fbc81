import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { MissedPunch } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../../api/client';
import { showToast } from '../../../../api/toasts';
import { GenericModal } from '../../../../components/generic-modal';
import { useQueueAction } from '../api/missed-punches';
import { initialWallTime, instantOf, TimeFields, type WallTime } from './time-fields';

export type Decision = 'approve' | 'update' | 'reject';

const titles: Record<Decision, string> = { approve: 'Approve missed punch', update: 'Set the time', reject: 'Reject missed punch' };
const done: Record<Decision, string> = {
  approve: productMessages.missedPunchApproved,
  update: productMessages.missedPunchUpdated,
  reject: productMessages.missedPunchRejected,
};

/** What the facility says about one missed punch: approve the proposal, set the time itself, or reject; each with its reason. */
export function DecideDialog({ row, decision, onClose }: { row: MissedPunch | null; decision: Decision; onClose: () => void }) {
  // Keyed, so each opening starts from the row's own values.
  return row ? <DecideForm key={`${row.id}-${decision}`} row={row} decision={decision} onClose={onClose} /> : null;
}

function DecideForm({ row, decision, onClose }: { row: MissedPunch; decision: Decision; onClose: () => void }) {
  const action = useQueueAction();
  const [reason, setReason] = useState('');
  const [time, setTime] = useState<WallTime>(() => initialWallTime(row.kind, row.shift, row.proposed_at));
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const zone = row.shift.timezone;
  const needsReason = decision !== 'approve';
  const instant = decision === 'update' ? instantOf(time, row.shift) : null;
  const ready = (!needsReason || reason.trim().length > 0) && (decision !== 'update' || instant !== null);
  const submit = () => {
    setRefusal(null);
    const payload =
      decision === 'approve'
        ? { kind: 'approve' as const, id: row.id, ...(reason.trim() ? { reason: reason.trim() } : {}) }
        : decision === 'update'
          ? { kind: 'update' as const, id: row.id, time: instant!, reason: reason.trim() }
          : { kind: 'reject' as const, id: row.id, reason: reason.trim() };
    action.mutate(payload, {
      onSuccess: () => {
        showToast('success', done[decision]);
        onClose();
      },
      onError: (error) => setRefusal(error instanceof ApiError ? error.messages : [messages.somethingWentWrong]),
    });
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={titles[decision]}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={decision === 'reject' ? 'Reject' : decision === 'update' ? 'Save and approve' : 'Approve'}
      confirmLoading={action.isPending}
      confirmDisabled={!ready}
    >
      <Stack gap="sm">
        <Text size="sm">
          {row.nurse.name}, {productMessages.missedPunchKind[row.kind].toLowerCase()} of {row.shift.title} on{' '}
          {formatDate(row.shift.starts_at, zone)}
        </Text>
        {row.proposed_at && (
          <Text size="sm">
            Proposed: {formatDate(row.proposed_at, zone)} {formatTime(row.proposed_at, zone)} {zone}
            {row.proposed_reason ? ` (“${row.proposed_reason}”)` : ''}
          </Text>
        )}
        {decision === 'update' && <TimeFields kind={row.kind} shift={row.shift} value={time} onChange={setTime} />}
        <Textarea
          label={needsReason ? 'Reason' : 'Reason (optional)'}
          required={needsReason}
          value={reason}
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          rows={2}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal.join(' ')}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
