import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveMissedPunchContract,
  rejectMissedPunchContract,
  remindMissedPunchContract,
  updateMissedPunchContract,
} from '@careroster/shared/api/timekeeping/missed-punches/decide-missed-punch';
import { listMissedPunchesContract } from '@careroster/shared/api/timekeeping/missed-punches/list-missed-punches';
import {
  actOnMissedPunchContract,
  getMissedPunchActionContract,
  type ActOnMissedPunchBody,
} from '@careroster/shared/api/timekeeping/missed-punches/missed-punch-action';
import type { MissedPunchStatus } from '@careroster/shared/timekeeping/values';
import { callApi } from '../../../../api/client';
import { missedPunchesKey } from './query-keys';

export const missedPunchListOptions = (statuses: readonly MissedPunchStatus[], page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...missedPunchesKey(), 'list', { statuses, page, pageSize }],
    queryFn: ({ signal }) =>
      callApi(listMissedPunchesContract, { query: { status: statuses.join(',') || undefined, page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useMissedPunches = (statuses: readonly MissedPunchStatus[], page: number, pageSize: number) =>
  useQuery(missedPunchListOptions(statuses, page, pageSize));

export type QueueAction =
  | { kind: 'approve'; id: string; reason?: string }
  | { kind: 'update'; id: string; time: string; reason: string }
  | { kind: 'remind'; id: string }
  | { kind: 'reject'; id: string; reason: string };

/** The queue's actions. Refusals are the dialog's to show (report: none), except remind's, which toasts. */
export function runQueueAction(action: QueueAction) {
  const params = { missedPunchId: action.id };
  switch (action.kind) {
    case 'approve':
      return callApi(approveMissedPunchContract, { params, body: action.reason ? { reason: action.reason } : {} }, { report: 'none' });
    case 'update':
      return callApi(updateMissedPunchContract, { params, body: { time: action.time, reason: action.reason } }, { report: 'none' });
    case 'remind':
      return callApi(remindMissedPunchContract, { params });
    case 'reject':
      return callApi(rejectMissedPunchContract, { params, body: { reason: action.reason } }, { report: 'none' });
  }
}

export function useQueueAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQueueAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: missedPunchesKey() }),
  });
}

/** The supervisor's page: what the link shows (public, no facility). Refusals are the page's to show. */
export const useMissedPunchAction = (token: string) =>
  useQuery({
    queryKey: ['missed-punch-action', token],
    queryFn: ({ signal }) => callApi(getMissedPunchActionContract, { params: { token } }, { signal, report: 'none' }),
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useActOnMissedPunch = (token: string) =>
  useMutation({
    mutationFn: (body: ActOnMissedPunchBody) => callApi(actOnMissedPunchContract, { params: { token }, body }, { report: 'none' }),
  });
