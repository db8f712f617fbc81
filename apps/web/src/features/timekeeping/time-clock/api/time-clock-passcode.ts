import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getTimeClockPasscodeContract,
  regenerateTimeClockPasscodeContract,
} from '@careroster/shared/api/timekeeping/kiosk/time-clock-passcode';
import { callApi } from '../../../../api/client';
import { currentFacilityId } from '../../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009). */
export const timeClockPasscodeKey = (employeeId: string, facilityId: string | null = currentFacilityId()) =>
  ['time-clock-passcodes', facilityId, employeeId] as const;

export const useTimeClockPasscode = (employeeId: string) =>
  useQuery({
    queryKey: timeClockPasscodeKey(employeeId),
    queryFn: ({ signal }) => callApi(getTimeClockPasscodeContract, { params: { employeeId } }, { signal }),
  });

export function useRegenerateTimeClockPasscode(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(regenerateTimeClockPasscodeContract, { params: { employeeId } }),
    onSuccess: (passcode) => queryClient.setQueryData(timeClockPasscodeKey(employeeId), passcode),
  });
}
