import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { employeeSearchContract, type employeeSearchQuery } from '@careroster/shared/api/employees/employee-search';
import { callApi } from '../../../api/client';
import { employeesKey } from './query-keys';

type EmployeeSearchQuery = z.output<typeof employeeSearchQuery>;

export const searchEmployees = (query: EmployeeSearchQuery, signal?: AbortSignal) => callApi(employeeSearchContract, { query }, { signal });

export const employeeSearchQueryOptions = (query: EmployeeSearchQuery) =>
  queryOptions({
    queryKey: [...employeesKey(), 'search', query],
    queryFn: ({ signal }) => searchEmployees(query, signal),
    // The table keeps its rows while the next page or search loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useEmployeeSearch = (query: EmployeeSearchQuery) => useQuery(employeeSearchQueryOptions(query));
