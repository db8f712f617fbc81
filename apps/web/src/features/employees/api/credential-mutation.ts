import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialMutationAnswer } from '@careroster/shared/api/employees/credential';
import { messages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { employeesKey } from './list-employees';

/**
 * Upload, expiry and status changes share the outcome texts of spec 001 section 8 and refresh
 * both the employee's tab and the facility-wide list (which reads under the same root key).
 * Their calls use `report: 'none'` so a failure toasts only 'Error in Updating credential'.
 */
export function useCredentialMutation<V>(mutationFn: (variables: V) => Promise<CredentialMutationAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      showToast('success', messages.credentialUpdated);
      return queryClient.invalidateQueries({ queryKey: employeesKey });
    },
    onError: () => showToast('error', messages.credentialUpdateFailed),
  });
}
