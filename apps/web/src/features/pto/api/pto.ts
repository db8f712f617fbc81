import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPtoAdjustmentContract } from '@careroster/shared/api/pto/add-adjustment';
import { cancelPtoRequestContract } from '@careroster/shared/api/pto/cancel-request';
import { createPtoPolicyContract } from '@careroster/shared/api/pto/create-policy';
import { createPtoRequestContract, type CreatePtoRequestBody } from '@careroster/shared/api/pto/create-request';
import { decidePtoRequestContract, type DecidePtoRequestBody } from '@careroster/shared/api/pto/decide-request';
import { getEmployeePtoContract } from '@careroster/shared/api/pto/get-employee-pto';
import { listPtoPoliciesContract } from '@careroster/shared/api/pto/list-policies';
import { listPtoRequestsContract, type ListPtoRequestsQuery } from '@careroster/shared/api/pto/list-requests';
import type { PolicyBody } from '@careroster/shared/api/pto/pto';
import { setEmployeePtoPolicyContract } from '@careroster/shared/api/pto/set-employee-policy';
import { updatePtoPolicyContract } from '@careroster/shared/api/pto/update-policy';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { ptoKey } from './query-keys';

// Dialogs show the server's refusal themselves (the balance message names the hours).
const quiet = { report: 'none' } as const;

export const usePtoPolicies = () =>
  useQuery({ queryKey: [...ptoKey(), 'policies'], queryFn: ({ signal }) => callApi(listPtoPoliciesContract, {}, { signal }) });

export const usePtoRequests = (query: ListPtoRequestsQuery) =>
  useQuery({
    queryKey: [...ptoKey(), 'requests', query],
    queryFn: ({ signal }) => callApi(listPtoRequestsContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployeePto = (employeeId: string) =>
  useQuery({
    queryKey: [...ptoKey(), 'employee', employeeId],
    queryFn: ({ signal }) => callApi(getEmployeePtoContract, { params: { employeeId } }, { signal }),
  });

/** Every PTO change can move a balance, a list and a count: the area's keys go stale together. */
function useInvalidatePto() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ptoKey() });
}

export function useSavePolicy() {
  const invalidate = useInvalidatePto();
  return useCreateMutation({
    mutationFn: ({ body, policyId }: { body: PolicyBody; policyId?: string }, idempotencyKey) =>
      policyId
        ? callApi(updatePtoPolicyContract, { params: { policyId }, body }, quiet)
        : callApi(createPtoPolicyContract, { body }, { ...quiet, idempotencyKey }),
    onSuccess: invalidate,
  });
}

export function useSetEmployeePolicy(employeeId: string) {
  const invalidate = useInvalidatePto();
  return useMutation({
    mutationFn: (policyId: string | null) =>
      callApi(setEmployeePtoPolicyContract, { params: { employeeId }, body: { policy_id: policyId } }),
    onSuccess: invalidate,
  });
}

export function useAddAdjustment(employeeId: string) {
  const invalidate = useInvalidatePto();
  return useCreateMutation({
    mutationFn: (body: { hours: number; note: string }, idempotencyKey) =>
      callApi(addPtoAdjustmentContract, { params: { employeeId }, body }, { ...quiet, idempotencyKey }),
    onSuccess: invalidate,
  });
}

export function useCreatePtoRequest() {
  const invalidate = useInvalidatePto();
  return useCreateMutation({
    mutationFn: (body: CreatePtoRequestBody, idempotencyKey) => callApi(createPtoRequestContract, { body }, { ...quiet, idempotencyKey }),
    onSuccess: invalidate,
  });
}

export type Decision = DecidePtoRequestBody['decision'] | 'CANCEL';

export function useDecidePtoRequest() {
  const invalidate = useInvalidatePto();
  return useMutation({
    mutationFn: ({ requestId, decision, note }: { requestId: string; decision: Decision; note?: string }) =>
      decision === 'CANCEL'
        ? callApi(cancelPtoRequestContract, { params: { requestId } }, quiet)
        : callApi(decidePtoRequestContract, { params: { requestId }, body: { decision, ...(note ? { note } : {}) } }, quiet),
    onSuccess: invalidate,
  });
}
