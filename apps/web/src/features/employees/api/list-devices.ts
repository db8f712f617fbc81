import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDevicesContract } from '@careroster/shared/api/employees/devices';
import { callApi } from '../../../api/client';
import { devicesKey } from './query-keys';

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: devicesKey(),
    queryFn: ({ signal }) => callApi(listDevicesContract, {}, { signal }),
  });

export const useDevices = () => useQuery(devicesQueryOptions());
