import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listEmployeesAnswer, type listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { apiRequest } from '../../../api/client';

export type ListEmployeesQuery = z.output<typeof listEmployeesQuery>;

export const employeesKey = ['employees'] as const;

export const listEmployeesQueryOptions = (query: ListEmployeesQuery) =>
  queryOptions({
    queryKey: [...employeesKey, 'list', query],
    queryFn: ({ signal }) => apiRequest('/facilities/employees', listEmployeesAnswer, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (query: ListEmployeesQuery) => useQuery(listEmployeesQueryOptions(query));
