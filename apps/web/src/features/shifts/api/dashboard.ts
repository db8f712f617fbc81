import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetDetailsContract } from '@careroster/shared/api/shifts/budget-details';
import { dashboardContract } from '@careroster/shared/api/shifts/get-dashboard';
import { callApi } from '../../../api/client';
import type { ShiftRange } from './list-shifts';
import { shiftKeys } from './query-keys';

export const dashboardQueryOptions = (range: ShiftRange) =>
  queryOptions({
    queryKey: shiftKeys.dashboard(range),
    // One of the first loads spec 000 section 8 keeps quiet on a 500.
    queryFn: ({ signal }) => callApi(dashboardContract, { query: { ...range } }, { signal, quietServerError: true }),
  });

export const useDashboard = (range: ShiftRange) => useQuery(dashboardQueryOptions(range));

// Spec 001 section 8: a budget fetch failure is only logged.
export const useBudgetDetails = (date: string | null, shiftIds: readonly string[] = []) =>
  useQuery({
    queryKey: shiftKeys.budget(date ?? '', shiftIds),
    queryFn: ({ signal }) =>
      callApi(budgetDetailsContract, { params: { date: date ?? '' }, query: { 'shift_id[]': [...shiftIds] } }, { signal, report: 'log' }),
    enabled: date !== null,
  });
