import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEmployeeContract, getNurseEmployeeContract } from '@careroster/shared/api/employees/get-employee';
import { callApi } from '../../../api/client';
import { employeesKey } from './query-keys';

/** The detail page is reached by employee id, or by nurse id from notifications (spec 000 section 2). */
export type EmployeeRef = { employeeId: string } | { nurseId: string };

export const employeeQueryOptions = (ref: EmployeeRef) =>
  queryOptions({
    queryKey: [...employeesKey(), 'detail', ref],
    queryFn: ({ signal }) =>
      'employeeId' in ref
        ? callApi(getEmployeeContract, { params: { employeeId: ref.employeeId } }, { signal })
        : callApi(getNurseEmployeeContract, { params: { nurseId: ref.nurseId } }, { signal }),
  });

export const useEmployee = (ref: EmployeeRef) => useQuery(employeeQueryOptions(ref));
