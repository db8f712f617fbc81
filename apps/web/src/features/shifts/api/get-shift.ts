import { queryOptions, useQuery } from '@tanstack/react-query';
import { shiftSchema } from '@careroster/shared/api/shifts/shift';
import { apiRequest } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const shiftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: shiftKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/facilities/shifts/${id}`, shiftSchema, { signal }),
  });

export const useShift = (id: string) => useQuery(shiftQueryOptions(id));
