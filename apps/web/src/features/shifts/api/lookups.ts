import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { listJobTitlesContract } from '@careroster/shared/api/shifts/list-job-titles';
import { callApi } from '../../../api/client';

// Spec 001 section 8: agency and job title load failures are silent.
export const agenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['agencies'],
    queryFn: ({ signal }) => callApi(listAgenciesContract, {}, { signal, report: 'none' }),
    staleTime: 5 * 60_000,
  });

export const jobTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['job-titles'],
    queryFn: ({ signal }) => callApi(listJobTitlesContract, {}, { signal, report: 'none' }),
    staleTime: 60 * 60_000,
  });

export const useAgencies = () => useQuery(agenciesQueryOptions());
export const useJobTitles = () => useQuery(jobTitlesQueryOptions());
