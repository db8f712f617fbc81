import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPriorEmploymentContract,
  deletePriorEmploymentContract,
  listPriorEmploymentContract,
  updatePriorEmploymentContract,
  type PriorEmploymentBody,
} from '@careroster/shared/api/records/prior-employment';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { priorEmploymentKey } from './query-keys';

export const usePriorEmployment = (employeeId: string) =>
  useQuery({
    queryKey: [...priorEmploymentKey(), employeeId],
    queryFn: ({ signal }) => callApi(listPriorEmploymentContract, { params: { employeeId } }, { signal }),
  });

function useInvalidate(employeeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...priorEmploymentKey(), employeeId] });
}

/** POST adds an entry (with the action's Idempotency-Key); PATCH with the entry's id replaces it. */
export function useSavePriorEmployment(employeeId: string) {
  const onSuccess = useInvalidate(employeeId);
  return useCreateMutation({
    mutationFn: ({ body, id }: { body: PriorEmploymentBody; id?: string | undefined }, idempotencyKey) =>
      id
        ? callApi(updatePriorEmploymentContract, { params: { employeeId, priorEmploymentId: id }, body })
        : callApi(createPriorEmploymentContract, { params: { employeeId }, body }, { idempotencyKey }),
    onSuccess,
  });
}

export function useDeletePriorEmployment(employeeId: string) {
  const onSuccess = useInvalidate(employeeId);
  return useMutation({
    mutationFn: (id: string) => callApi(deletePriorEmploymentContract, { params: { employeeId, priorEmploymentId: id } }),
    onSuccess,
  });
}
