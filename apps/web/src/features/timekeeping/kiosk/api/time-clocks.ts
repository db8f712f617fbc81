import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listTimeClockKiosksContract, revokeTimeClockKioskContract } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { callApi } from '../../../../api/client';
import { currentFacilityId } from '../../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009). */
export const timeClocksKey = (facilityId: string | null = currentFacilityId()) => ['time-clock-kiosks', facilityId] as const;

export const useTimeClocks = () =>
  useQuery({
    queryKey: timeClocksKey(),
    queryFn: ({ signal }) => callApi(listTimeClockKiosksContract, {}, { signal }),
  });

export function useRevokeTimeClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => callApi(revokeTimeClockKioskContract, { params: { deviceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeClocksKey() }),
  });
}
