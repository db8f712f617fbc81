import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDevicesAnswer } from '@careroster/shared/api/employees/devices';
import { apiRequest } from '../../../api/client';

export const devicesKey = ['devices'] as const;

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: devicesKey,
    queryFn: ({ signal }) => apiRequest('/facilities/devices', listDevicesAnswer, { signal }),
  });

export const useDevices = () => useQuery(devicesQueryOptions());
