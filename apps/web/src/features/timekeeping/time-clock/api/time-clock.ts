import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimTimeClockLinkContract } from '@careroster/shared/api/timekeeping/time-clock/claim-link';
import { TIME_CLOCK_DEVICE_HEADER } from '@careroster/shared/api/timekeeping/time-clock/device';
import { getTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { proposeMissedPunchContract } from '@careroster/shared/api/timekeeping/time-clock/propose-missed-punch';
import { punchContract } from '@careroster/shared/api/timekeeping/time-clock/punch';
import { requestPtoFromTimeClockContract } from '@careroster/shared/api/timekeeping/time-clock/request-pto';
import type { z } from 'zod';
import { ApiError, callApi, type CallOptions } from '../../../../api/client';
import { forgetDevice, storeDevice, storedDevice, storedDevices } from '../lib/device-store';

/** Public calls: the page shows every failure itself, and a 401 is the device's, not a session's. */
const deviceOptions = (device: string): CallOptions => ({
  headers: { [TIME_CLOCK_DEVICE_HEADER]: device },
  report: 'none',
  redirectOnUnauthorized: false,
});

/** Not facility-scoped: the nurse has no facility session; the device names the facility. */
export const timeClockKey = (device: string) => ['time-clock', device] as const;

export type DeviceState =
  { kind: 'pending' } | { kind: 'ready'; device: string } | { kind: 'refused'; message: string; status: number | null };

// The link works once: a second mount while the exchange is under way (strict mode) must join it,
// not spend the link again. Once settled, the stored device (or the refusal) is what counts.
const claims = new Map<string, Promise<string>>();
const claimOnce = (linkToken: string) => {
  const existing = claims.get(linkToken);
  if (existing) return existing;
  const pending = callApi(claimTimeClockLinkContract, { body: { token: linkToken } }, { report: 'none', redirectOnUnauthorized: false })
    .then((a) => {
      storeDevice(linkToken, a.device_token);
      return a.device_token;
    })
    .finally(() => claims.delete(linkToken));
  claims.set(linkToken, pending);
  return pending;
};

const refusal = (error: unknown): DeviceState => ({
  kind: 'refused',
  message: error instanceof Error ? error.message : String(error),
  status: error instanceof ApiError ? error.status : null,
});

/** The device of this link on this phone: stored from an earlier visit, or claimed now. */
export function useTimeClockDevice(linkToken: string): [DeviceState, () => void] {
  const [state, setState] = useState<DeviceState>(() => {
    const stored = storedDevice(linkToken);
    return stored ? { kind: 'ready', device: stored } : { kind: 'pending' };
  });
  useEffect(() => {
    if (state.kind !== 'pending') return;
    let live = true;
    claimOnce(linkToken)
      .then((device) => live && setState({ kind: 'ready', device }))
      .catch((error: unknown) => live && setState(refusal(error)));
    return () => {
      live = false;
    };
  }, [linkToken, state.kind]);
  const lost = useCallback(() => {
    forgetDevice(linkToken);
    setState({ kind: 'refused', message: '', status: 401 });
  }, [linkToken]);
  return [state, lost];
}

const timeClockQuery = (device: string) => ({
  queryKey: timeClockKey(device),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(getTimeClockContract, {}, { ...deviceOptions(device), signal }),
});

/** The nurse, her facility and her bookings; refreshed each minute, so Clock in appears when it opens. */
export const useTimeClock = (device: string) =>
  useQuery({
    ...timeClockQuery(device),
    refetchInterval: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
  });

export type MissedPunchDevice = { kind: 'pending' } | { kind: 'found'; linkToken: string; device: string } | { kind: 'none' };

/**
 * The time clock of this phone that lists the missed punch a reminder links to (decision 041):
 * each stored device asks for its own bookings, and the one holding the missed punch opens.
 */
export function useMissedPunchDevice(missedPunchId: string): MissedPunchDevice {
  const [devices] = useState(storedDevices);
  const answers = useQueries({ queries: devices.map(([, device]) => ({ ...timeClockQuery(device), retry: false })) });
  const at = answers.findIndex((a) => a.data?.bookings.some((b) => b.missed_punches.some((m) => m.id === missedPunchId)));
  if (at >= 0) return { kind: 'found', linkToken: devices[at]![0], device: devices[at]![1] };
  return answers.some((a) => a.isPending) ? { kind: 'pending' } : { kind: 'none' };
}

export type PunchRequest = {
  assignmentId: string;
  kind: 'IN' | 'OUT';
  position: { latitude: number; longitude: number; accuracy: number } | null;
  photo: Blob | null;
  reason: string;
};

export function usePunch(device: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, kind, position, photo, reason }: PunchRequest) => {
      const body = new FormData();
      body.set('assignment_id', assignmentId);
      body.set('kind', kind);
      if (position) {
        body.set('latitude', String(position.latitude));
        body.set('longitude', String(position.longitude));
        body.set('accuracy', String(position.accuracy));
      }
      if (reason.trim()) body.set('reason', reason.trim());
      if (photo) body.set('photo', photo, 'punch.jpg');
      return callApi(punchContract, { body }, deviceOptions(device));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeClockKey(device) }),
  });
}

export function useProposeMissedPunch(device: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ missedPunchId, ...body }: { missedPunchId: string } & z.input<typeof proposeMissedPunchContract.body>) =>
      callApi(proposeMissedPunchContract, { params: { missedPunchId }, body }, deviceOptions(device)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeClockKey(device) }),
  });
}

export const useRequestPto = (device: string) =>
  useMutation({
    mutationFn: (body: z.input<typeof requestPtoFromTimeClockContract.body>) =>
      callApi(requestPtoFromTimeClockContract, { body }, deviceOptions(device)),
  });
