import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupChecklistContract } from '@careroster/shared/api/setup/checklist';
import {
  addSetupFacilityContract,
  finishSetupContract,
  getSetupContract,
  removeSetupFacilityContract,
  saveCorporationContract,
  saveSetupAdminsContract,
  updateSetupFacilityContract,
  type SetupAdminBody,
  type SetupAnswer,
  type SetupFacilityBody,
} from '@careroster/shared/api/setup/setup';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';

export const setupKey = () => ['setup'] as const;

export const setupQueryOptions = () =>
  // The page shows a refusal itself: a user without a setup (404) goes to the dashboard.
  queryOptions({ queryKey: setupKey(), queryFn: ({ signal }) => callApi(getSetupContract, {}, { signal, report: 'none' }) });

export const useSetup = () => useQuery(setupQueryOptions());

/** Every step answers the whole setup as saved: it replaces the cached one, so the wizard shows the server's drafts. */
function useKeepAnswer() {
  const queryClient = useQueryClient();
  return (answer: SetupAnswer) => queryClient.setQueryData(setupKey(), answer);
}

// The wizard's forms show a refusal themselves, on their fields.
export function useSaveCorporation() {
  const onSuccess = useKeepAnswer();
  return useMutation({ mutationFn: (name: string) => callApi(saveCorporationContract, { body: { name } }, { report: 'none' }), onSuccess });
}

export function useAddSetupFacility() {
  const onSuccess = useKeepAnswer();
  return useCreateMutation({
    mutationFn: (body: SetupFacilityBody, idempotencyKey) =>
      callApi(addSetupFacilityContract, { body }, { idempotencyKey, report: 'none' }),
    onSuccess,
  });
}

export function useUpdateSetupFacility() {
  const onSuccess = useKeepAnswer();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: SetupFacilityBody }) =>
      callApi(updateSetupFacilityContract, { params: { key }, body }, { report: 'none' }),
    onSuccess,
  });
}

export function useRemoveSetupFacility() {
  const onSuccess = useKeepAnswer();
  return useMutation({
    mutationFn: (key: string) => callApi(removeSetupFacilityContract, { params: { key } }, { report: 'none' }),
    onSuccess,
  });
}

export function useSaveSetupAdmins() {
  const onSuccess = useKeepAnswer();
  return useMutation({
    mutationFn: (admins: SetupAdminBody[]) => callApi(saveSetupAdminsContract, { body: { admins } }, { report: 'none' }),
    onSuccess,
  });
}

export function useFinishSetup() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (_: void, idempotencyKey) => callApi(finishSetupContract, {}, { idempotencyKey, report: 'none' }),
    onSuccess: (answer) => queryClient.setQueryData(setupKey(), answer.setup),
  });
}

export const checklistKey = () => [...setupKey(), 'checklist'] as const;

/** What each owned facility still needs; asked only by an owner (the server lists the facilities she owns). */
export const useSetupChecklist = (enabled: boolean) =>
  useQuery({ queryKey: checklistKey(), queryFn: ({ signal }) => callApi(setupChecklistContract, {}, { signal }), enabled });
