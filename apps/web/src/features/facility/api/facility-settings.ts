import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@careroster/shared/api/facility/get-address';
import { updateFacilityContract } from '@careroster/shared/api/facility/update-facility';
import { updateProfileContract, type UpdateProfileBody } from '@careroster/shared/api/facility/update-profile';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useAppStore } from '../../../store/app-store';
import { timekeepingKey } from '../../timekeeping';
import { auditLogKey } from './audit-log';
import { addressQueryOptions } from './get-address';
import { timekeepingSettingsKey } from './timekeeping-settings';

export const useAddress = () => useQuery(addressQueryOptions(useAppStore((state) => state.facility.facilityId)));

/** The store's facilityInfo (spec 000 section 3) and the address query follow every saved change. */
function useKeepAddress() {
  const queryClient = useQueryClient();
  return (address: Address) => {
    queryClient.setQueryData(addressQueryOptions(address.facility_id).queryKey, address);
    // The change wrote an audit row.
    void queryClient.invalidateQueries({ queryKey: auditLogKey(address.facility_id) });
    if (useAppStore.getState().facility.facilityId === address.facility_id) useAppStore.getState().setFacilityInfo(address);
  };
}

export function useUpdateProfile() {
  const keep = useKeepAddress();
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a refusal itself, beside the fields.
    mutationFn: (body: UpdateProfileBody) => callApi(updateProfileContract, { body }, { report: 'none' }),
    onSuccess: (answer) => {
      keep(answer.address);
      // The timekeeping section shows the pay period in the facility's zone, and the clock checks the geofence.
      void queryClient.invalidateQueries({ queryKey: timekeepingSettingsKey() });
    },
  });
}

/** The payroll settings dialog: `PATCH update-facility` with form data `payroll_setting` (spec 000). */
export function useUpdatePayrollSetting() {
  const keep = useKeepAddress();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: PayrollSetting) => {
      const form = new FormData();
      form.append('payroll_setting', value);
      // The dialog shows the spec's 'Error updating payroll setting' itself.
      return callApi(updateFacilityContract, { body: form }, { report: 'none' });
    },
    onSuccess: (answer) => {
      const info = useAppStore.getState().facility.facilityInfo;
      if (info) keep({ ...info, payroll_setting: answer.payroll_setting });
      const facilityId = currentFacilityId();
      // The timesheet's pay periods follow the setting.
      void queryClient.invalidateQueries({ queryKey: timekeepingKey(facilityId) });
      void queryClient.invalidateQueries({ queryKey: timekeepingSettingsKey(facilityId) });
      void queryClient.invalidateQueries({ queryKey: addressQueryOptions(facilityId).queryKey });
    },
  });
}
