import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTaxAccountContract,
  deleteTaxAccountContract,
  getTaxSetupContract,
  revealTaxAccountContract,
  setEinContract,
  setSuiRateContract,
} from '@careroster/shared/api/company/taxes';
import type { TaxAccountBody } from '@careroster/shared/company/taxes';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { companyKey } from './categories';

const taxesKey = () => [...companyKey(), 'taxes'] as const;

export const useTaxSetup = () => useQuery({ queryKey: taxesKey(), queryFn: ({ signal }) => callApi(getTaxSetupContract, {}, { signal }) });

function useKeep() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taxesKey() });
}

// The forms show a refusal themselves.
export function useSetEin() {
  const onSuccess = useKeep();
  return useMutation({ mutationFn: (ein: string) => callApi(setEinContract, { body: { ein } }, { report: 'none' }), onSuccess });
}

export function useSetSuiRate() {
  const onSuccess = useKeep();
  return useMutation({
    mutationFn: (body: { state: string; year: number; rate: number }) => callApi(setSuiRateContract, { body }, { report: 'none' }),
    onSuccess,
  });
}

export function useCreateTaxAccount() {
  const onSuccess = useKeep();
  return useCreateMutation({
    mutationFn: (body: TaxAccountBody, idempotencyKey) => callApi(createTaxAccountContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess,
  });
}

export function useDeleteTaxAccount() {
  const onSuccess = useKeep();
  return useMutation({
    mutationFn: (accountId: string) => callApi(deleteTaxAccountContract, { params: { accountId } }, { report: 'none' }),
    onSuccess,
  });
}

/** The full number, on an explicit reveal (audited by the server). */
export const revealTaxAccount = (accountId: string) => callApi(revealTaxAccountContract, { params: { accountId } }, { report: 'none' });
