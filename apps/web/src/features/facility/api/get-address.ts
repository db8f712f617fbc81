import { queryOptions } from '@tanstack/react-query';
import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { callApi } from '../../../api/client';

// The facility id is part of the key: switching facility must never show the previous address.
export const addressQueryOptions = (facilityId: string | null) =>
  queryOptions({
    queryKey: ['facility', facilityId, 'address'],
    queryFn: ({ signal }) => callApi(getAddressContract, {}, { signal }),
    enabled: facilityId !== null,
  });
