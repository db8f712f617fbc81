import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addEmployeeContract, type AddEmployeeBody } from '@careroster/shared/api/records/add-employee';
import {
  deactivateEmployeeContract,
  deactivationPreviewContract,
  reactivateEmployeeContract,
} from '@careroster/shared/api/records/employee-status';
import {
  sendMobileCodeContract,
  validateMobileCodeContract,
  type SendMobileCodeBody,
  type ValidateMobileCodeBody,
} from '@careroster/shared/api/records/mobile-verification';
import {
  employeeEditChoicesContract,
  updateEmployeeContract,
  type UpdateEmployeeBody,
} from '@careroster/shared/api/records/update-employee';
import { listAgenciesContract } from '@careroster/shared/api/shifts/list-agencies';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';

/**
 * The employees area's query keys (`['employees', facilityId, ...]`, decision 009): every write here
 * changes what its list and detail show. Named by shape, as the live updates name it, since the
 * employees area renders this one and cannot be imported back.
 */
const employeesKey = () => ['employees', currentFacilityId()] as const;
const deactivationKey = (employeeId: string) => [...employeesKey(), 'deactivation', employeeId] as const;

function useInvalidateEmployees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeesKey() });
}

export const useSendMobileCode = () => useMutation({ mutationFn: (body: SendMobileCodeBody) => callApi(sendMobileCodeContract, { body }) });

export const useValidateMobileCode = () =>
  useMutation({
    mutationFn: ({ verificationId, ...body }: ValidateMobileCodeBody & { verificationId: string }) =>
      callApi(validateMobileCodeContract, { params: { verificationId }, body }),
  });

export function useAddEmployee() {
  const invalidate = useInvalidateEmployees();
  return useCreateMutation({
    mutationFn: (body: AddEmployeeBody, idempotencyKey) => callApi(addEmployeeContract, { body }, { idempotencyKey }),
    onSuccess: invalidate,
  });
}

export function useUpdateEmployee(employeeId: string) {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: (body: UpdateEmployeeBody) => callApi(updateEmployeeContract, { params: { employeeId }, body }),
    onSuccess: invalidate,
  });
}

export const deactivationQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: deactivationKey(employeeId),
    queryFn: ({ signal }) => callApi(deactivationPreviewContract, { params: { employeeId } }, { signal }),
    // What she holds changes with every booking: read it fresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export const useDeactivationPreview = (employeeId: string, enabled: boolean) =>
  useQuery({ ...deactivationQueryOptions(employeeId), enabled });

export function useSetEmployeeStatus(employeeId: string) {
  const invalidate = useInvalidateEmployees();
  return useMutation({
    mutationFn: (to: 'INACTIVE' | 'ACTIVE') =>
      to === 'INACTIVE'
        ? callApi(deactivateEmployeeContract, { params: { employeeId } })
        : callApi(reactivateEmployeeContract, { params: { employeeId } }),
    onSuccess: invalidate,
  });
}

export const useEmployeeEditChoices = (enabled: boolean) =>
  useQuery({
    queryKey: [...employeesKey(), 'edit-choices'],
    queryFn: ({ signal }) => callApi(employeeEditChoicesContract, {}, { signal }),
    enabled,
  });

// The agencies of the positions editor (spec 001 section 7), the same call and key as the shifts area's.
export const useAgencyChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['agencies'],
    queryFn: ({ signal }) => callApi(listAgenciesContract, {}, { signal, report: 'none' }),
    staleTime: 5 * 60_000,
    enabled,
  });
