import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOvertimeDetailsContract } from '@careroster/shared/api/overtime/get-overtime-details';
import { listOvertimeContract } from '@careroster/shared/api/overtime/list-overtime';
import { callApi } from '../../../api/client';
import { overtimeKey } from './query-keys';

export const overtimeListQueryOptions = (weekStart: string | null) =>
  queryOptions({
    queryKey: [...overtimeKey(), 'list', weekStart],
    queryFn: ({ signal }) => callApi(listOvertimeContract, { query: weekStart ? { week_start: weekStart } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useOvertimeList = (weekStart: string | null) => useQuery(overtimeListQueryOptions(weekStart));

export const overtimeDetailsQueryOptions = (employeeId: string, weekStart: string | null) =>
  queryOptions({
    queryKey: [...overtimeKey(), 'details', employeeId, weekStart],
    queryFn: ({ signal }) =>
      callApi(getOvertimeDetailsContract, { params: { employeeId }, query: weekStart ? { week_start: weekStart } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useOvertimeDetails = (employeeId: string, weekStart: string | null) =>
  useQuery(overtimeDetailsQueryOptions(employeeId, weekStart));
