import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@careroster/shared/api/contract';
import { exportTransactionsContract } from '@careroster/shared/api/payments/export-transactions';
import { fundVaultContract } from '@careroster/shared/api/payments/fund-vault';
import {
  listTransactionsContract,
  type ListTransactionsQuery,
  type TransactionFilters,
} from '@careroster/shared/api/payments/list-transactions';
import { paymentsSummaryContract } from '@careroster/shared/api/payments/payments-summary';
import {
  cancelReimbursementContract,
  createReimbursementContract,
  getReimbursementContract,
  listReimbursementsContract,
  payReimbursementContract,
  type ListReimbursementsQuery,
} from '@careroster/shared/api/payments/reimbursements';
import type { FundVault } from '@careroster/shared/validation/payments';
import type { CreateReimbursement } from '@careroster/shared/validation/payments';
import { messages } from '@careroster/shared/messages';
import { ApiError, apiFile, callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';
import { saveBlob } from '../../../api/save-blob';
import { moneyKey } from './query-keys';

/** Every query of the payments page starts with the money key: `money.changed` refreshes it all. */
export const paymentsKey = () => [...moneyKey(currentFacilityId() ?? ''), 'payments'] as const;

export const usePaymentsSummary = () =>
  useQuery({
    queryKey: [...paymentsKey(), 'summary'],
    queryFn: ({ signal }) => callApi(paymentsSummaryContract, {}, { signal }),
  });

export const useTransactions = (query: ListTransactionsQuery) =>
  useQuery({
    queryKey: [...paymentsKey(), 'transactions', query],
    queryFn: ({ signal }) => callApi(listTransactionsContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReimbursements = (query: ListReimbursementsQuery) =>
  useQuery({
    queryKey: [...paymentsKey(), 'reimbursements', query],
    queryFn: ({ signal }) => callApi(listReimbursementsContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One reimbursement, as its notification opens it. */
export const useReimbursement = (id: string | null) =>
  useQuery({
    queryKey: [...paymentsKey(), 'reimbursement', id],
    queryFn: ({ signal }) => callApi(getReimbursementContract, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });

export const useRefreshPayments = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentsKey() });
};

/** The dialog shows a refusal itself (spec 000 section 8: the first message of a 4xx, 'Something went wrong' otherwise). */
export function useFundVault() {
  const refresh = useRefreshPayments();
  return useCreateMutation({
    mutationFn: (body: FundVault, idempotencyKey: string) => callApi(fundVaultContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess: refresh,
  });
}

export function useCreateReimbursement() {
  const refresh = useRefreshPayments();
  return useCreateMutation({
    mutationFn: (body: CreateReimbursement, idempotencyKey: string) =>
      callApi(createReimbursementContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess: refresh,
  });
}

export function usePayReimbursement() {
  const refresh = useRefreshPayments();
  return useCreateMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      callApi(payReimbursementContract, { params: { id } }, { idempotencyKey, report: 'none' }),
    onSuccess: refresh,
  });
}

export function useCancelReimbursement() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (id: string) => callApi(cancelReimbursementContract, { params: { id } }),
    onSuccess: refresh,
  });
}

/** The rows under the page's filters as a CSV, handed to the browser's download. */
export async function downloadTransactions(query: TransactionFilters, filename: string): Promise<void> {
  saveBlob(await apiFile(pathOf(exportTransactionsContract), { query }), filename);
}

/** spec 000 section 8, "vault and payroll": a refusal shows its first message, anything else 'Something went wrong'. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status !== null && error.status < 500 ? error.messages[0] : messages.somethingWentWrongNoStop;
