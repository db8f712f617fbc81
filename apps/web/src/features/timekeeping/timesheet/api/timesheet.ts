import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '@careroster/shared/api/envelope';
import { pathOf } from '@careroster/shared/api/contract';
import { getClockDetailsContract } from '@careroster/shared/api/timekeeping/clock-details';
import { exportTimesheetContract } from '@careroster/shared/api/timekeeping/export-timesheet';
import { listTimesheetContract, type TimesheetQuery } from '@careroster/shared/api/timekeeping/list-timesheet';
import {
  approveTimecardsContract,
  correctTimecardContract,
  disputeTimecardContract,
  timecardHistoryContract,
} from '@careroster/shared/api/timekeeping/timecard-actions';
import { apiFile, callApi } from '../../../../api/client';
import { saveBlob } from '../../../../api/save-blob';
import { timekeepingKey } from './query-keys';

export const timesheetQueryOptions = (query: TimesheetQuery) =>
  queryOptions({
    queryKey: [...timekeepingKey(), 'timesheet', query],
    queryFn: ({ signal }) => callApi(listTimesheetContract, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useTimesheet = (query: TimesheetQuery) => useQuery(timesheetQueryOptions(query));

export const useClockDetails = (timecardId: string | null) =>
  useQuery({
    queryKey: [...timekeepingKey(), 'clock-details', timecardId],
    queryFn: ({ signal }) => callApi(getClockDetailsContract, { params: { timecardId: timecardId! } }, { signal }),
    enabled: timecardId !== null,
  });

export const useTimecardHistory = (timecardId: string | null) =>
  useQuery({
    queryKey: [...timekeepingKey(), 'history', timecardId],
    queryFn: ({ signal }) => callApi(timecardHistoryContract, { params: { timecardId: timecardId! } }, { signal }),
    enabled: timecardId !== null,
  });

/** A punch photo needs the bearer token, so it is fetched as a blob (an <img src> could not send it). */
export const usePunchPhoto = (address: string | null) =>
  useQuery({
    queryKey: ['punch-photo', address],
    queryFn: ({ signal }) => apiFile(address!.startsWith(API_BASE) ? address!.slice(API_BASE.length) : address!, { signal, report: 'log' }),
    enabled: address !== null,
    staleTime: Infinity,
  });

function useTimekeepingMutation<V, A>(mutationFn: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: timekeepingKey() }) });
}

export const useApproveTimecards = () =>
  useTimekeepingMutation((timecardIds: string[]) => callApi(approveTimecardsContract, { body: { timecard_ids: timecardIds } }));

/** The dispute and correction dialogs show a refusal themselves, so these calls do not toast it. */
export const useDisputeTimecard = () =>
  useTimekeepingMutation((input: { timecardId: string; reason: string }) =>
    callApi(disputeTimecardContract, { params: { timecardId: input.timecardId }, body: { reason: input.reason } }, { report: 'none' }),
  );

export type Correction = { clock_in_at?: string; clock_out_at?: string; break_minutes?: number; reason: string };
export const useCorrectTimecard = () =>
  useTimekeepingMutation(({ timecardId, ...body }: Correction & { timecardId: string }) =>
    callApi(correctTimecardContract, { params: { timecardId }, body }, { report: 'none' }),
  );

/** The period's CSV under the page's filters, handed to the browser's download. */
export async function downloadTimesheet(query: TimesheetQuery, filename: string): Promise<void> {
  saveBlob(await apiFile(pathOf(exportTimesheetContract), { query }), filename);
}
