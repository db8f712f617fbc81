import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAgenciesAnswer, listJobTitlesAnswer } from '@careroster/shared/api/shifts/staffing';
import { apiRequest } from '../../../api/client';

// Spec 001 section 8: agency and job title load failures are silent.
export const agenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['agencies'],
    queryFn: ({ signal }) => apiRequest('/all-staffings', listAgenciesAnswer, { signal, report: 'none' }),
    staleTime: 5 * 60_000,
  });

export const jobTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['job-titles'],
    queryFn: ({ signal }) => apiRequest('/job-titles', listJobTitlesAnswer, { signal, report: 'none' }),
    staleTime: 60 * 60_000,
  });

export const useAgencies = () => useQuery(agenciesQueryOptions());
export const useJobTitles = () => useQuery(jobTitlesQueryOptions());
