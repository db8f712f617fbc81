import { useState } from 'react';
import { productMessages } from '@careroster/shared/messages';
import { GenericModal } from '../../../../components/generic-modal';
import { OvertimeReasonField } from '../../../shifts';

export interface OvertimeAssignDialogProps {
  lines: readonly string[];
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The nurse picker's overtime step for a roster assignment: the lines, and the reason that books anyway. */
export function OvertimeAssignDialog({ lines, pending, onConfirm, onClose }: OvertimeAssignDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.rosterAssignTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => onConfirm(reason.trim())}
      confirmLabel={productMessages.overtimeBookAnyway}
      confirmDisabled={reason.trim() === ''}
      confirmLoading={pending}
    >
      <OvertimeReasonField lines={lines} reason={reason} onReason={setReason} />
    </GenericModal>
  );
}
