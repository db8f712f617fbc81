import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCredentialsAnswer } from '@careroster/shared/api/employees/list-credentials';
import { apiRequest } from '../../../api/client';
import { employeesKey } from './list-employees';

export const credentialsKey = (employeeId: string) => [...employeesKey, employeeId, 'credentials'] as const;

export const credentialsQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: credentialsKey(employeeId),
    queryFn: ({ signal }) =>
      apiRequest(`/facilities/employees/${employeeId}/credentials`, listCredentialsAnswer, { signal }),
  });

export const useCredentials = (employeeId: string) => useQuery(credentialsQueryOptions(employeeId));
