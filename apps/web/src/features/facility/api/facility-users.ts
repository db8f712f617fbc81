import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteManagerContract,
  listFacilityUsersContract,
  removeFacilityUserContract,
  type InviteManagerBody,
} from '@careroster/shared/api/facility/facility-users';
import { FACILITY_HEADER } from '@careroster/shared/api/envelope';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';
import { auditLogKey } from './audit-log';

export const facilityUsersKey = (facilityId: string | null = currentFacilityId()) => ['facility', facilityId, 'users'] as const;

/** Both calls change the members and write an audit row. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: facilityUsersKey() }),
      queryClient.invalidateQueries({ queryKey: auditLogKey() }),
    ]);
}

export const useFacilityUsers = () =>
  useQuery({ queryKey: facilityUsersKey(), queryFn: ({ signal }) => callApi(listFacilityUsersContract, {}, { signal }) });

/**
 * An OWNER manages every facility she owns from here: the call names the group's facility by its
 * header, so the server checks her role there exactly as for any other call of that facility.
 */
const inFacility = (facilityId: string) => ({ headers: { [FACILITY_HEADER]: facilityId } });

export function useInviteManager(facilityId: string) {
  const afterChange = useAfterChange();
  return useCreateMutation({
    mutationFn: (body: InviteManagerBody, idempotencyKey) =>
      callApi(inviteManagerContract, { body }, { idempotencyKey, report: 'none', ...inFacility(facilityId) }),
    onSuccess: afterChange,
  });
}

export function useRemoveFacilityUser(facilityId: string) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(removeFacilityUserContract, { params: { userId } }, { report: 'none', ...inFacility(facilityId) }),
    onSuccess: afterChange,
  });
}
