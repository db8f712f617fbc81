import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetDetailsSchema, dashboardSchema } from '@careroster/shared/api/shifts/budget';
import { apiRequest } from '../../../api/client';
import type { ShiftRange } from './list-shifts';
import { shiftKeys } from './query-keys';

export const dashboardQueryOptions = (range: ShiftRange) =>
  queryOptions({
    queryKey: shiftKeys.dashboard(range),
    // One of the first loads spec 000 section 8 keeps quiet on a 500.
    queryFn: ({ signal }) =>
      apiRequest('/facilities/dashboard', dashboardSchema, { query: { ...range }, signal, quietServerError: true }),
  });

export const useDashboard = (range: ShiftRange) => useQuery(dashboardQueryOptions(range));

// Spec 001 section 8: a budget fetch failure is only logged.
export const useBudgetDetails = (date: string | null, shiftIds: readonly string[] = []) =>
  useQuery({
    queryKey: shiftKeys.budget(date ?? '', shiftIds),
    queryFn: ({ signal }) => apiRequest(`/facilities/budget/${date ?? ''}/details`, budgetDetailsSchema, {
        query: { 'shift_id[]': shiftIds },
        signal,
        report: 'log',
      }),
    enabled: date !== null,
  });
