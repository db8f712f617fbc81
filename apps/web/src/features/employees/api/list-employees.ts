import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listEmployeesContract, type listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';

export type ListEmployeesQuery = z.output<typeof listEmployeesQuery>;

/** The employees area's keys carry the facility id second, like the shifts area's (decision 009). */
export const employeesKey = (facilityId: string | null = currentFacilityId()) => ['employees', facilityId] as const;

export const listEmployeesQueryOptions = (query: ListEmployeesQuery) =>
  queryOptions({
    queryKey: [...employeesKey(), 'list', query],
    queryFn: ({ signal }) => callApi(listEmployeesContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (query: ListEmployeesQuery) => useQuery(listEmployeesQueryOptions(query));
