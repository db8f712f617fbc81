import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStaffingSettingsContract,
  updateStaffingSettingsContract,
  type UpdateStaffingSettingsBody,
} from '@careroster/shared/api/staffing/release-settings';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';

export const staffingSettingsKey = (facilityId: string | null = currentFacilityId()) =>
  ['facility', facilityId, 'staffing-settings'] as const;

export const useStaffingSettings = () =>
  useQuery({
    queryKey: staffingSettingsKey(),
    queryFn: ({ signal }) => callApi(getStaffingSettingsContract, {}, { signal }),
  });

export function useUpdateStaffingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a refusal itself, beside the fields.
    mutationFn: (body: UpdateStaffingSettingsBody) => callApi(updateStaffingSettingsContract, { body }, { report: 'none' }),
    onSuccess: (answer) => queryClient.setQueryData(staffingSettingsKey(), answer.settings),
  });
}
