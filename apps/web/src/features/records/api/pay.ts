import { useQuery, useQueryClient } from '@tanstack/react-query';
import { changePayContract, getPayContract } from '@careroster/shared/api/records/pay-details';
import type { PayDetailsInput } from '@careroster/shared/validation/pay-details';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { recordsKey } from './query-keys';

const payKey = (employeeId: string) => [...recordsKey(), 'pay', employeeId] as const;

export const usePay = (employeeId: string) =>
  useQuery({ queryKey: payKey(employeeId), queryFn: ({ signal }) => callApi(getPayContract, { params: { employeeId } }, { signal }) });

/** A pay change; the dialog shows the server's refusal itself. The card's rate may have moved: employees' keys go stale too. */
export function useChangePay(employeeId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (body: PayDetailsInput, idempotencyKey) =>
      callApi(changePayContract, { params: { employeeId }, body }, { report: 'none', idempotencyKey }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(payKey(employeeId), answer);
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
