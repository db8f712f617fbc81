import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getTimekeepingSettingsContract,
  updateTimekeepingSettingsContract,
  type UpdateTimekeepingSettingsBody,
} from '@careroster/shared/api/timekeeping/timekeeping-settings';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';

export const timekeepingSettingsKey = (facilityId: string | null = currentFacilityId()) =>
  ['facility', facilityId, 'timekeeping-settings'] as const;

export const useTimekeepingSettings = () =>
  useQuery({
    queryKey: timekeepingSettingsKey(),
    queryFn: ({ signal }) => callApi(getTimekeepingSettingsContract, {}, { signal }),
  });

export function useUpdateTimekeepingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a refusal itself, beside the fields.
    mutationFn: (body: UpdateTimekeepingSettingsBody) => callApi(updateTimekeepingSettingsContract, { body }, { report: 'none' }),
    onSuccess: (answer) => queryClient.setQueryData(timekeepingSettingsKey(), answer.settings),
  });
}
