import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPasskeyContract,
  confirmTotpContract,
  passkeyOptionsContract,
  regenerateRecoveryCodesContract,
  removeFactorContract,
  renameFactorContract,
  startTotpContract,
} from '@careroster/shared/api/auth/factors';
import type { WebauthnCredentialBody } from '@careroster/shared/api/auth/mfa';
import { startRegistration } from '@simplewebauthn/browser';
import { callApi } from '../../../api/client';
import { factorsQueryOptions } from './step-up';

/** Every change of the caller's factors or codes: the Security page's list and the step-up dialog's ways read it. */
function useFactorsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: factorsQueryOptions().queryKey });
}

export const useFactors = () => useQuery(factorsQueryOptions());

/** The browser's passkey ceremony on the server's options, then the new passkey stored (decision 079). */
export function useAddPasskey() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: async (name: string) => {
      const { options } = await callApi(passkeyOptionsContract, {});
      const credential = await startRegistration({
        optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return callApi(addPasskeyContract, { body: { name, credential: credential as unknown as WebauthnCredentialBody } });
    },
    onSuccess: changed,
  });
}

export const useStartTotp = () => useMutation({ mutationFn: () => callApi(startTotpContract, {}) });

/** A wrong code is shown beside the field. */
export function useConfirmTotp() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (body: { factor_id: string; code: string; name: string }) => callApi(confirmTotpContract, { body }, { report: 'none' }),
    onSuccess: changed,
  });
}

/** A wrong name is shown beside the field. */
export function useRenameFactor() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => callApi(renameFactorContract, { params: { id }, body: { name } }),
    onSuccess: changed,
  });
}

/** The server refuses an owner's or admin's last factor (409); the client toasts its message. */
export function useRemoveFactor() {
  const changed = useFactorsChanged();
  return useMutation({ mutationFn: (id: string) => callApi(removeFactorContract, { params: { id } }), onSuccess: changed });
}

export function useRegenerateRecoveryCodes() {
  const changed = useFactorsChanged();
  return useMutation({ mutationFn: () => callApi(regenerateRecoveryCodesContract, {}), onSuccess: changed });
}
