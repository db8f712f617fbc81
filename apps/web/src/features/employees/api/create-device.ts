import { useQueryClient } from '@tanstack/react-query';
import { createDeviceContract, type CreateDeviceBody } from '@careroster/shared/api/employees/devices';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { devicesKey } from './query-keys';

export const createDevice = (body: CreateDeviceBody, idempotencyKey?: string) =>
  callApi(createDeviceContract, { body }, { idempotencyKey });

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey() }),
  });
}
