import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteIdentityProviderContract,
  listIdentityProvidersContract,
  saveIdentityProviderContract,
  type IdentityProviderBody,
} from '@careroster/shared/api/auth/identity-providers';
import { callApi } from '../../../api/client';

const identityProvidersKey = () => ['auth', 'identity-providers'] as const;

export const useIdentityProviders = () =>
  useQuery({ queryKey: identityProvidersKey(), queryFn: ({ signal }) => callApi(listIdentityProvidersContract, {}, { signal }) });

function useKeep() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: identityProvidersKey() });
}

// The form shows a refusal itself.
export function useSaveIdentityProvider(corporationId: string) {
  const onSuccess = useKeep();
  return useMutation({
    mutationFn: (body: IdentityProviderBody) =>
      callApi(saveIdentityProviderContract, { params: { corporationId }, body }, { report: 'none' }),
    onSuccess,
  });
}

export function useDeleteIdentityProvider(corporationId: string) {
  const onSuccess = useKeep();
  return useMutation({
    mutationFn: () => callApi(deleteIdentityProviderContract, { params: { corporationId } }, { report: 'none' }),
    onSuccess,
  });
}
