import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { listEmployeesContract, type listEmployeesQuery } from '@careroster/shared/api/employees/list-employees';
import { callApi } from '../../../api/client';
import { employeesKey } from './query-keys';

export type ListEmployeesQuery = z.output<typeof listEmployeesQuery>;

export const listEmployeesQueryOptions = (query: ListEmployeesQuery) =>
  queryOptions({
    queryKey: [...employeesKey(), 'list', query],
    queryFn: ({ signal }) => callApi(listEmployeesContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (query: ListEmployeesQuery) => useQuery(listEmployeesQueryOptions(query));
