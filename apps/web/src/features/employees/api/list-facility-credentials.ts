import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  listFacilityCredentialsContract,
  type listFacilityCredentialsQuery,
} from '@careroster/shared/api/employees/list-facility-credentials';
import { callApi } from '../../../api/client';
import { employeesKey } from './query-keys';

export type FacilityCredentialsQuery = z.output<typeof listFacilityCredentialsQuery>;

export const facilityCredentialsQueryOptions = (query: FacilityCredentialsQuery) =>
  queryOptions({
    queryKey: [...employeesKey(), 'facility-credentials', query],
    queryFn: ({ signal }) => callApi(listFacilityCredentialsContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFacilityCredentials = (query: FacilityCredentialsQuery) => useQuery(facilityCredentialsQueryOptions(query));
