import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corporateDashboardContract } from '@careroster/shared/api/owner/get-corporate-dashboard';
import { hppdWeeklyContract } from '@careroster/shared/api/owner/get-hppd-weekly';
import { callApi } from '../../../api/client';

/** Not facility-scoped: the owner's answers span every facility they own, whichever is current. */
const corporateKey = ['corporate'] as const;

export type CorporateRange = { start_date: string; end_date: string };

export const corporateDashboardQueryOptions = (range: CorporateRange) =>
  queryOptions({
    queryKey: [...corporateKey, 'dashboard', range],
    // The page shows a failure in place (an alert), not as a toast as well.
    queryFn: ({ signal }) => callApi(corporateDashboardContract, { query: { ...range } }, { signal, report: 'none' }),
    placeholderData: keepPreviousData,
  });
/** `range` is null while a date field is being edited and empty: nothing to ask for. */
export const useCorporateDashboard = (range: CorporateRange | null) =>
  useQuery({ ...corporateDashboardQueryOptions(range ?? { start_date: '', end_date: '' }), enabled: range !== null });

export const hppdWeeklyQueryOptions = (endDate: string, weeks: number) =>
  queryOptions({
    queryKey: [...corporateKey, 'hppd-weekly', endDate, weeks],
    queryFn: ({ signal }) => callApi(hppdWeeklyContract, { query: { end_date: endDate, weeks } }, { signal, report: 'none' }),
    placeholderData: keepPreviousData,
  });
export const useHppdWeekly = (endDate: string, weeks: number) => useQuery(hppdWeeklyQueryOptions(endDate, weeks));
