import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCredentialsContract } from '@careroster/shared/api/employees/list-credentials';
import { callApi } from '../../../api/client';
import { employeesKey } from './query-keys';

export const credentialsKey = (employeeId: string) => [...employeesKey(), employeeId, 'credentials'] as const;

export const credentialsQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: credentialsKey(employeeId),
    queryFn: ({ signal }) => callApi(listCredentialsContract, { params: { employeeId } }, { signal }),
  });

export const useCredentials = (employeeId: string) => useQuery(credentialsQueryOptions(employeeId));
