import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMyRosterRequestContract,
  deleteMyRosterRequestContract,
  myRosterRequestsContract,
} from '@careroster/shared/api/rostering/requests';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import type { z } from 'zod';
import { callApi, type CallOptions } from '../../../api/client';

/** The nurse's page has no session: her phone's time-clock device names her; the section shows its own failures. */
const deviceOptions = (device: string): CallOptions => ({
  headers: { [TIME_CLOCK_DEVICE_HEADER]: device },
  report: 'none',
  redirectOnUnauthorized: false,
});

const myRequestsKey = (device: string) => ['roster-requests', device] as const;

export const useMyRosterRequests = (device: string) =>
  useQuery({
    queryKey: myRequestsKey(device),
    queryFn: ({ signal }) => callApi(myRosterRequestsContract, {}, { ...deviceOptions(device), signal }),
  });

export type MyRosterRequestBody = z.input<typeof createMyRosterRequestContract.body>;

export function useCreateMyRosterRequest(device: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MyRosterRequestBody) => callApi(createMyRosterRequestContract, { body }, deviceOptions(device)),
    onSuccess: () => client.invalidateQueries({ queryKey: myRequestsKey(device) }),
  });
}

export function useWithdrawMyRosterRequest(device: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callApi(deleteMyRosterRequestContract, { params: { requestId } }, deviceOptions(device)),
    onSuccess: () => client.invalidateQueries({ queryKey: myRequestsKey(device) }),
  });
}
