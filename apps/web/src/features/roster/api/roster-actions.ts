import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { copyWeekContract, type CopyWeekBody } from '@careroster/shared/api/shifts/copy-week';
import { setAvailabilityContract, type AvailabilityBody } from '@careroster/shared/api/staffing/availability';
import { productMessages } from '@careroster/shared/messages';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { showToast } from '../../../api/toasts';
import { shiftKeys } from '../../shifts/api/query-keys';
import { warnOvertime } from '../../shifts/components/overtime-notice';

export interface AssignInput {
  shiftId: string;
  positionId: string;
  employeeId: string;
  overrideReason?: string;
}

/** The nurse picker's call (PATCH facilities/shifts/{id}/employees) for one person and one opening. */
export const useAssignOpening = () => {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ shiftId, positionId, employeeId, overrideReason }: AssignInput, idempotencyKey) =>
      callApi(
        assignEmployeesContract,
        { params: { id: shiftId }, body: { nurses: [{ id: employeeId }], position: positionId, ...(overrideReason ? { override_reason: overrideReason } : {}) } },
        // The roster shows the refusal itself: a toast, or the overtime reason dialog.
        { report: 'none', idempotencyKey },
      ),
    onSuccess: async (data) => {
      showToast('info', data.message);
      warnOvertime(data.overtime);
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all() });
    },
  });
};

export const useSetAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, ...body }: AvailabilityBody & { employeeId: string }) =>
      callApi(setAvailabilityContract, { params: { employeeId }, body }),
    onSuccess: async () => {
      showToast('success', productMessages.rosterAvailabilitySaved);
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all() });
    },
  });
};

export const useCopyWeek = () => {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (body: CopyWeekBody, idempotencyKey) => callApi(copyWeekContract, { body }, { idempotencyKey }),
    onSuccess: async (data) => {
      showToast('success', data.message);
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all() });
    },
  });
};
