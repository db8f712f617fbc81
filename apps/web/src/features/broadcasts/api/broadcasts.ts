import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { broadcastAudienceContract, type BroadcastAudienceQuery } from '@careroster/shared/api/broadcasts/broadcast-audience';
import { createBroadcastContract, type CreateBroadcastBody } from '@careroster/shared/api/broadcasts/create-broadcast';
import { getBroadcastContract } from '@careroster/shared/api/broadcasts/get-broadcast';
import { listBroadcastsContract } from '@careroster/shared/api/broadcasts/list-broadcasts';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';

const PENDING_REFRESH_MS = 5_000;

/** The facility id second, like every facility-scoped key (decision 009). */
export const broadcastsKey = (facilityId: string | null = currentFacilityId()) => ['broadcasts', facilityId] as const;

export const broadcastLogQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...broadcastsKey(), 'log', { page, pageSize }],
    queryFn: ({ signal }) => callApi(listBroadcastsContract, { query: { page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
    // SMS leave through the dispatcher job, seconds after the send: while some wait, the counts follow.
    refetchInterval: (query) => (query.state.data?.results.some((b) => b.counts.pending > 0) ? PENDING_REFRESH_MS : false),
  });
export const useBroadcastLog = (page: number, pageSize: number) => useQuery(broadcastLogQueryOptions(page, pageSize));

export const useBroadcast = (broadcastId: string | null) =>
  useQuery({
    queryKey: [...broadcastsKey(), 'detail', broadcastId],
    queryFn: ({ signal }) => callApi(getBroadcastContract, { params: { broadcastId: broadcastId! } }, { signal }),
    enabled: broadcastId !== null,
  });

/** How many nurses a filter reaches, for the dialog's preview; the server resolves it as the send does. */
export const useBroadcastAudience = (query: BroadcastAudienceQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...broadcastsKey(), 'audience', query],
    queryFn: ({ signal }) => callApi(broadcastAudienceContract, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const createBroadcast = (body: CreateBroadcastBody, idempotencyKey?: string) =>
  callApi(createBroadcastContract, { body }, { idempotencyKey });

export function useCreateBroadcast() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: createBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastsKey() }),
  });
}
