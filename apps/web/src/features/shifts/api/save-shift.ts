import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createShiftContract } from '@careroster/shared/api/shifts/create-shift';
import type { CreateShiftBody, UpdateShiftBody } from '@careroster/shared/api/shifts/shift';
import { updateShiftContract } from '@careroster/shared/api/shifts/update-shift';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { shiftKeys } from './query-keys';

export const createShift = (body: CreateShiftBody, idempotencyKey?: string) => callApi(createShiftContract, { body }, { idempotencyKey });

export const updateShift = (id: string, body: UpdateShiftBody) => callApi(updateShiftContract, { params: { id }, body });

export const useCreateShift = () => {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
};

export const useUpdateShift = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShiftBody) => updateShift(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
};
