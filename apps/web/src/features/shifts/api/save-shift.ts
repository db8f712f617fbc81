import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createShiftAnswer,
  shiftSchema,
  type CreateShiftBody,
  type UpdateShiftBody,
} from '@careroster/shared/api/shifts/shift';
import { apiRequest } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const createShift = (body: CreateShiftBody) =>
  apiRequest('/facilities/shifts', createShiftAnswer, { method: 'POST', body });

export const updateShift = (id: string, body: UpdateShiftBody) =>
  apiRequest(`/facilities/shifts/${id}`, shiftSchema, { method: 'PATCH', body });

export const useCreateShift = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
};

export const useUpdateShift = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShiftBody) => updateShift(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
};
