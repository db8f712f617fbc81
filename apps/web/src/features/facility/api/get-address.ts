import { queryOptions } from '@tanstack/react-query';
import { addressSchema } from '@careroster/shared/api/facility/get-address';
import { apiRequest } from '../../../api/client';

// The facility id is part of the key: switching facility must never show the previous address.
export const addressQueryOptions = (facilityId: string | null) =>
  queryOptions({
    queryKey: ['facility', facilityId, 'address'],
    queryFn: ({ signal }) => apiRequest('/address', addressSchema, { signal }),
    enabled: facilityId !== null,
  });
