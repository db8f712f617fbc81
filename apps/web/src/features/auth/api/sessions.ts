import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSessionsContract, revokeOtherSessionsContract, revokeSessionContract } from '@careroster/shared/api/auth/sessions';
import { callApi } from '../../../api/client';
import { showToast } from '../../../api/toasts';

const sessionsKey = ['auth', 'sessions'] as const;

/** The caller's own live sessions (decision 079). */
export const useSessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => callApi(listSessionsContract, {}, { signal }) });

function useSessionsChanged() {
  const queryClient = useQueryClient();
  return ({ message }: { message: string }) => {
    showToast('success', message);
    return queryClient.invalidateQueries({ queryKey: sessionsKey });
  };
}

export function useRevokeSession() {
  const changed = useSessionsChanged();
  return useMutation({ mutationFn: (id: string) => callApi(revokeSessionContract, { params: { id } }), onSuccess: changed });
}

export function useRevokeOtherSessions() {
  const changed = useSessionsChanged();
  return useMutation({ mutationFn: () => callApi(revokeOtherSessionsContract, {}), onSuccess: changed });
}
