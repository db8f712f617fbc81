import { useState } from 'react';
import { messages } from '@careroster/shared/messages';
import { ApiError } from '../../../../api/client';
import { showToast } from '../../../../api/toasts';
import { overtimeBlockOf } from '../../../shifts';
import { useAssignEmployees } from '../../../shifts';

/**
 * Assigning from the roster, by drop or menu: the nurse picker's rules on the server; a refusal
 * is a toast with the server's message, overtime the facility blocks asks for a reason first.
 */
export interface AssignInput {
  shiftId: string;
  positionId: string;
  employeeId: string;
  overrideReason?: string;
}

export function useRosterAssign() {
  const mutation = useAssignEmployees();
  const [blocked, setBlocked] = useState<{ input: AssignInput; lines: string[] } | null>(null);
  const assign = (input: AssignInput) =>
    mutation
      .mutateAsync({
        shiftId: input.shiftId,
        nurses: [{ id: input.employeeId }],
        position: input.positionId,
        ...(input.overrideReason ? { override_reason: input.overrideReason } : {}),
      })
      .then(
        () => setBlocked(null),
        (error: unknown) => {
          const lines = overtimeBlockOf(error);
          if (lines) return setBlocked({ input, lines });
          setBlocked(null);
          showToast('error', error instanceof ApiError ? (error.messages[0] ?? messages.somethingWentWrong) : messages.somethingWentWrong);
        },
      );
  return { assign, blocked, dismiss: () => setBlocked(null), pending: mutation.isPending };
}
