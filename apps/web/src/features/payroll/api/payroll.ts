import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@careroster/shared/api/contract';
import { approvePayrollRunContract } from '@careroster/shared/api/payroll/approve-run';
import { computePayrollRunContract } from '@careroster/shared/api/payroll/compute-run';
import { exportAdpContract, exportAgencyStatementContract, exportPaychexContract } from '@careroster/shared/api/payroll/export-run';
import { getPayrollRunContract } from '@careroster/shared/api/payroll/get-run';
import { listPayrollRunsContract, type PayrollRunsQuery } from '@careroster/shared/api/payroll/list-runs';
import { payPayrollRunContract } from '@careroster/shared/api/payroll/pay-run';
import {
  getPaychexCategoriesContract,
  updatePaychexCategoriesContract,
  type PaychexCategories,
} from '@careroster/shared/api/payroll/paychex-categories';
import { apiFile, callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';
import { saveBlob } from '../../../api/save-blob';
import { payrollKey } from './query-keys';

/** Every payroll query of the facility starts here, so `payroll.changed` refreshes them all. */
const key = () => payrollKey(currentFacilityId() ?? '');

export const usePayrollRuns = (query: PayrollRunsQuery) =>
  useQuery({
    queryKey: [...key(), 'runs', query],
    queryFn: ({ signal }) => callApi(listPayrollRunsContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePayrollRun = (runId: string | null) =>
  useQuery({
    queryKey: [...key(), 'run', runId],
    queryFn: ({ signal }) => callApi(getPayrollRunContract, { params: { runId: runId! } }, { signal }),
    enabled: runId !== null,
  });

export const usePaychexCategories = (enabled: boolean) =>
  useQuery({
    queryKey: [...key(), 'paychex-categories'],
    queryFn: ({ signal }) => callApi(getPaychexCategoriesContract, {}, { signal }),
    enabled,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key() });
};

export function useComputeRun() {
  const refresh = useRefresh();
  return useCreateMutation({
    mutationFn: (periodStart: string, idempotencyKey: string) =>
      callApi(computePayrollRunContract, { body: { period_start: periodStart } }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useApproveRun() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (runId: string) => callApi(approvePayrollRunContract, { params: { runId } }), onSuccess: refresh });
}

/** One key per "Run payroll" action: a double click or a retry after a timeout pays once. */
export function usePayRun() {
  const refresh = useRefresh();
  return useCreateMutation({
    mutationFn: ({ runId, employeeIds }: { runId: string; employeeIds: string[] }, idempotencyKey: string) =>
      callApi(payPayrollRunContract, { params: { runId }, body: { employee_ids: employeeIds } }, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useUpdatePaychexCategories() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (categories: PaychexCategories) => callApi(updatePaychexCategoriesContract, { body: { categories } }),
    onSuccess: refresh,
  });
}

export type PayrollExport = 'paychex' | 'adp' | 'agency';

const exportContracts = { paychex: exportPaychexContract, adp: exportAdpContract, agency: exportAgencyStatementContract } as const;

/** A run's export handed to the browser's download (the files need the bearer token). */
export async function downloadPayrollExport(
  kind: PayrollExport,
  run: { id: string; period_start: string; period_end: string },
): Promise<void> {
  const names = { paychex: 'paychex', adp: 'adp', agency: 'agency-statement' } as const;
  saveBlob(await apiFile(pathOf(exportContracts[kind], { runId: run.id })), `${names[kind]}-${run.period_start}-${run.period_end}.csv`);
}
