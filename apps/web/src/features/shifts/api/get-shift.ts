import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShiftContract } from '@careroster/shared/api/shifts/get-shift';
import { callApi } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const shiftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: shiftKeys.detail(id),
    queryFn: ({ signal }) => callApi(getShiftContract, { params: { id } }, { signal }),
  });

export const useShift = (id: string) => useQuery(shiftQueryOptions(id));
