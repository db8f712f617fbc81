import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDeviceAnswer, type CreateDeviceBody } from '@careroster/shared/api/employees/devices';
import { apiRequest } from '../../../api/client';
import { devicesKey } from './list-devices';

export const createDevice = (body: CreateDeviceBody) =>
  apiRequest('/facilities/devices', createDeviceAnswer, { body });

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
