import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialMutationAnswer } from '@careroster/shared/api/employees/credential';
import { errorCodes } from '@careroster/shared/errors';
import { messages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { employeesKey } from './query-keys';

/**
 * The server's reason for refusing a credential change (a 4xx names what to fix: a passed
 * expiry date, a wrong file type), or null when no such reason came back.
 */
export const credentialRefusal = (error: unknown): string | null =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== errorCodes.UNAUTHENTICATED
    ? error.message
    : null;

/**
 * Upload, expiry and status changes share the outcome texts of spec 001 section 8 and refresh
 * both the employee's tab and the facility-wide list (which reads under the same root key).
 * Their calls use `report: 'none'` so a failure toasts once: the server's reason when it gave
 * one, else the spec's 'Error in Updating credential'.
 */
export function useCredentialMutation<V>(mutationFn: (variables: V) => Promise<CredentialMutationAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      showToast('success', messages.credentialUpdated);
      return queryClient.invalidateQueries({ queryKey: employeesKey() });
    },
    onError: (error) => showToast('error', credentialRefusal(error) ?? messages.credentialUpdateFailed),
  });
}
