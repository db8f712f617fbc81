import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDevicesContract } from '@careroster/shared/api/employees/devices';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';

export const devicesKey = (facilityId: string | null = currentFacilityId()) => ['devices', facilityId] as const;

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: devicesKey(),
    queryFn: ({ signal }) => callApi(listDevicesContract, {}, { signal }),
  });

export const useDevices = () => useQuery(devicesQueryOptions());
