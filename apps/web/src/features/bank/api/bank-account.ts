import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addBankAccountContract } from '@careroster/shared/api/bank/add-bank-account';
import type { BankAccountAnswer } from '@careroster/shared/api/bank/bank-account';
import { getBankAccountContract } from '@careroster/shared/api/bank/get-bank-account';
import { verifyDepositsContract } from '@careroster/shared/api/bank/verify-deposits';
import type { AddBankAccountInput } from '@careroster/shared/validation/bank';
import type { BankVerificationInput } from '@careroster/shared/validation/money';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { bankKey } from './query-keys';

export const useBankAccount = () =>
  useQuery({
    queryKey: bankKey(),
    queryFn: ({ signal }) => callApi(getBankAccountContract, {}, { signal }),
  });

/** The dialogs show a refusal themselves, beside the fields. */
export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (body: AddBankAccountInput, idempotencyKey: string) =>
      callApi(addBankAccountContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess: (answer: BankAccountAnswer) => queryClient.setQueryData(bankKey(), answer),
  });
}

export function useVerifyDeposits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankVerificationInput) => callApi(verifyDepositsContract, { body }, { report: 'none' }),
    onSuccess: (answer) => queryClient.setQueryData(bankKey(), answer),
    // A wrong try spent an attempt: the card and the dialog show what is left.
    onError: () => queryClient.invalidateQueries({ queryKey: bankKey() }),
  });
}
