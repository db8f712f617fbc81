import { useMutation } from '@tanstack/react-query';
import { addPasskeyContract, confirmTotpContract, passkeyOptionsContract, startTotpContract } from '@careroster/shared/api/auth/factors';
import type { WebauthnCredentialBody } from '@careroster/shared/api/auth/mfa';
import { startRegistration } from '@simplewebauthn/browser';
import { callApi } from '../../../api/client';

/** The browser's passkey ceremony on the server's options, then the new passkey stored (decision 079). */
export const useAddPasskey = () =>
  useMutation({
    mutationFn: async (name: string) => {
      const { options } = await callApi(passkeyOptionsContract, {});
      const credential = await startRegistration({
        optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return callApi(addPasskeyContract, { body: { name, credential: credential as unknown as WebauthnCredentialBody } });
    },
  });

export const useStartTotp = () => useMutation({ mutationFn: () => callApi(startTotpContract, {}) });

/** A wrong code is shown beside the field. */
export const useConfirmTotp = () =>
  useMutation({
    mutationFn: (body: { factor_id: string; code: string; name: string }) => callApi(confirmTotpContract, { body }, { report: 'none' }),
  });
