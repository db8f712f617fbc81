import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listShiftsContract } from '@careroster/shared/api/shifts/list-shifts';
import type { ShiftTimingStatus } from '@careroster/shared/lookups';
import { callApi } from '../../../api/client';
import { shiftKeys } from './query-keys';

export interface ShiftRange {
  start_date: string;
  end_date: string;
}

export interface ShiftFilters extends ShiftRange {
  status?: ShiftTimingStatus | null;
  job_title_id?: readonly string[];
}

export const shiftsQueryOptions = (filters: ShiftFilters) =>
  queryOptions({
    queryKey: shiftKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        listShiftsContract,
        {
          query: {
            ...filters,
            status: filters.status ?? undefined,
            job_title_id: filters.job_title_id ? [...filters.job_title_id] : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useShifts = (filters: ShiftFilters) => useQuery(shiftsQueryOptions(filters));
