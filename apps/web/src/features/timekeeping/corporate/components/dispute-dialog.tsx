import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { GenericModal } from '../../../../components/generic-modal';

/** A dispute needs the approver's comment: the facility reads it on the line and on the timecard. */
export function DisputeDialog({
  line,
  onClose,
  onDispute,
  loading,
}: {
  line: { id: string; label: string; comment: string | null } | null;
  onClose: () => void;
  onDispute: (comment: string) => Promise<void>;
  loading: boolean;
}) {
  // Keyed by the line by its caller, so each opening starts from that line's comment.
  const [comment, setComment] = useState(line?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (comment.trim() === '') {
      setError(productMessages.corporateDisputeNeedsComment);
      return;
    }
    await onDispute(comment.trim());
  };
  return (
    <GenericModal
      opened={line !== null}
      onClose={onClose}
      title="Dispute line"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void confirm()}
      confirmLabel="Dispute"
      confirmLoading={loading}
    >
      <Text size="sm" mb="sm">
        {line?.label}
      </Text>
      <Textarea
        label="Comment"
        required
        rows={3}
        maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
        value={comment}
        error={error}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setError(null);
        }}
      />
    </GenericModal>
  );
}
