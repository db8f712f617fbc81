import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getTimeClockLinkContract,
  revokeTimeClockLinkContract,
  sendTimeClockLinkContract,
} from '@careroster/shared/api/timekeeping/time-clock/time-clock-link';
import { callApi } from '../../../../api/client';
import { currentFacilityId } from '../../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009). */
export const timeClockLinkKey = (employeeId: string, facilityId: string | null = currentFacilityId()) =>
  ['time-clock-links', facilityId, employeeId] as const;

export const useTimeClockLink = (employeeId: string) =>
  useQuery({
    queryKey: timeClockLinkKey(employeeId),
    queryFn: ({ signal }) => callApi(getTimeClockLinkContract, { params: { employeeId } }, { signal }),
  });

function useLinkAction(employeeId: string, contract: typeof sendTimeClockLinkContract | typeof revokeTimeClockLinkContract) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(contract, { params: { employeeId } }),
    onSuccess: (link) => queryClient.setQueryData(timeClockLinkKey(employeeId), link),
  });
}

export const useSendTimeClockLink = (employeeId: string) => useLinkAction(employeeId, sendTimeClockLinkContract);
export const useRevokeTimeClockLink = (employeeId: string) => useLinkAction(employeeId, revokeTimeClockLinkContract);
