import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyWeekContract, type CopyWeekBody } from '@careroster/shared/api/shifts/copy-week';
import { setAvailabilityContract, type AvailabilityBody } from '@careroster/shared/api/staffing/availability';
import { productMessages } from '@careroster/shared/messages';
import { callApi } from '../../../../api/client';
import { useCreateMutation } from '../../../../api/idempotency';
import { showToast } from '../../../../api/toasts';
import { shiftKeys } from '../../../shifts';

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
