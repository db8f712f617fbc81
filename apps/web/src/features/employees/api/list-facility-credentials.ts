import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  listFacilityCredentialsAnswer,
  type listFacilityCredentialsQuery,
} from '@careroster/shared/api/employees/list-facility-credentials';
import { apiRequest } from '../../../api/client';
import { employeesKey } from './list-employees';

export type FacilityCredentialsQuery = z.output<typeof listFacilityCredentialsQuery>;

export const facilityCredentialsQueryOptions = (query: FacilityCredentialsQuery) =>
  queryOptions({
    queryKey: [...employeesKey, 'facility-credentials', query],
    queryFn: ({ signal }) => apiRequest('/facilities/credentials', listFacilityCredentialsAnswer, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useFacilityCredentials = (query: FacilityCredentialsQuery) =>
  useQuery(facilityCredentialsQueryOptions(query));
