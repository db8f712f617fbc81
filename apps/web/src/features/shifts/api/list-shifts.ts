import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listShiftsAnswer } from '@careroster/shared/api/shifts/shift';
import type { ShiftTimingStatus } from '@careroster/shared/lookups';
import { apiRequest } from '../../../api/client';
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
    queryFn: ({ signal }) => apiRequest('/facilities/shifts', listShiftsAnswer, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

export const useShifts = (filters: ShiftFilters) => useQuery(shiftsQueryOptions(filters));
