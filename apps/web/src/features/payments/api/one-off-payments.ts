import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  approveOneOffPaymentContract,
  createOneOffPaymentContract,
  getPaymentSettingsContract,
  listOneOffPaymentsContract,
  oneOffOptionsContract,
  payOneOffPaymentContract,
  rejectOneOffPaymentContract,
  updatePaymentSettingsContract,
  type ListOneOffPaymentsQuery,
} from '@careroster/shared/api/payments/one-off-payments';
import type { CreateOneOffPayment, PaymentSettings } from '@careroster/shared/validation/one-off-payments';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { paymentsKey, useRefreshPayments } from './payments';

export const useOneOffPayments = (query: ListOneOffPaymentsQuery) =>
  useQuery({
    queryKey: [...paymentsKey(), 'one-off', query],
    queryFn: ({ signal }) => callApi(listOneOffPaymentsContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The chosen nurse's bookings, the runs a correction may name and the threshold, for the new-payment dialog. */
export const useOneOffOptions = (employeeId: string | null) =>
  useQuery({
    queryKey: [...paymentsKey(), 'one-off-options', employeeId],
    queryFn: ({ signal }) => callApi(oneOffOptionsContract, { query: employeeId ? { employee_id: employeeId } : {} }, { signal }),
  });

export const usePaymentSettings = (enabled: boolean) =>
  useQuery({
    queryKey: [...paymentsKey(), 'settings'],
    queryFn: ({ signal }) => callApi(getPaymentSettingsContract, {}, { signal }),
    enabled,
  });

// The dialogs show a refusal themselves (spec 000 section 8), as the reimbursement ones do.
export function useCreateOneOffPayment() {
  const refresh = useRefreshPayments();
  return useCreateMutation({
    mutationFn: (body: CreateOneOffPayment, idempotencyKey: string) =>
      callApi(createOneOffPaymentContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess: refresh,
  });
}

export function usePayOneOffPayment() {
  const refresh = useRefreshPayments();
  return useCreateMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      callApi(payOneOffPaymentContract, { params: { id } }, { idempotencyKey, report: 'none' }),
    onSuccess: refresh,
  });
}

export function useApproveOneOffPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (id: string) => callApi(approveOneOffPaymentContract, { params: { id } }, { report: 'none' }),
    onSuccess: refresh,
  });
}

export function useRejectOneOffPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(rejectOneOffPaymentContract, { params: { id }, body: { reason } }, { report: 'none' }),
    onSuccess: refresh,
  });
}

export function useUpdatePaymentSettings() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (body: PaymentSettings) => callApi(updatePaymentSettingsContract, { body }, { report: 'none' }),
    onSuccess: refresh,
  });
}
