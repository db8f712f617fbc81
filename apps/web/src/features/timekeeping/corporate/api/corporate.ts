import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@careroster/shared/api/contract';
import { corporateTimesheetOptionsContract } from '@careroster/shared/api/timekeeping/corporate/corporate-timesheet-options';
import { exportCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/export-corporate-timesheet';
import { getCorporateTimesheetContract } from '@careroster/shared/api/timekeeping/corporate/get-corporate-timesheet';
import { listCorporateTimesheetsContract } from '@careroster/shared/api/timekeeping/corporate/list-corporate-timesheets';
import {
  resendCorporateTimesheetContract,
  type ResendCorporateTimesheetBody,
} from '@careroster/shared/api/timekeeping/corporate/resend-corporate-timesheet';
import {
  sendCorporateTimesheetContract,
  type SendCorporateTimesheetBody,
} from '@careroster/shared/api/timekeeping/corporate/send-corporate-timesheet';
import { apiFile, callApi } from '../../../../api/client';
import { currentFacilityId } from '../../../../api/facility-scope';
import { useCreateMutation } from '../../../../api/idempotency';

/** While a sheet waits for its approver, the listing looks again now and then: the answer comes from outside the app. */
const OPEN_REFRESH_MS = 30_000;

/** The facility id second, like every facility-scoped key (decision 009). */
export const corporateKey = (facilityId: string | null = currentFacilityId()) => ['corporate-timesheets', facilityId] as const;

export const corporateListQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...corporateKey(), 'list', { page, pageSize }],
    queryFn: ({ signal }) => callApi(listCorporateTimesheetsContract, { query: { page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((s) => s.status === 'SENT' || s.status === 'IN_REVIEW') ? OPEN_REFRESH_MS : false,
  });
export const useCorporateList = (page: number, pageSize: number) => useQuery(corporateListQueryOptions(page, pageSize));

export const useCorporateSheet = (sheetId: string | null) =>
  useQuery({
    queryKey: [...corporateKey(), 'detail', sheetId],
    queryFn: ({ signal }) => callApi(getCorporateTimesheetContract, { params: { sheetId: sheetId! } }, { signal }),
    enabled: sheetId !== null,
  });

export const useCorporateOptions = (periodStart: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...corporateKey(), 'options', periodStart],
    queryFn: ({ signal }) =>
      callApi(corporateTimesheetOptionsContract, { query: periodStart ? { period_start: periodStart } : {} }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useSendCorporateTimesheet() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (body: SendCorporateTimesheetBody, idempotencyKey: string) =>
      callApi(sendCorporateTimesheetContract, { body }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporateKey() }),
  });
}

export function useResendCorporateTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sheetId, body }: { sheetId: string; body: ResendCorporateTimesheetBody }) =>
      callApi(resendCorporateTimesheetContract, { params: { sheetId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corporateKey() }),
  });
}

export const downloadCorporateCsv = (sheetId: string) => apiFile(pathOf(exportCorporateTimesheetContract, { sheetId }));
