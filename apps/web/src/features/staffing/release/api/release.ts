import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  escalateReleaseContract,
  getReleaseContract,
  startReleaseContract,
  stopReleaseContract,
  type ReleaseAnswer,
  type StartReleaseBody,
} from '@careroster/shared/api/staffing/release';
import { callApi } from '../../../../api/client';
import { useCreateMutation } from '../../../../api/idempotency';
import { showToast } from '../../../../api/toasts';
import { shiftKeys } from '../../../shifts';

/** Under the shift's key: a `shifts.changed` event (an offer answered, the job escalating) refetches it. */
export const releaseKey = (shiftId: string, positionId: string) => [...shiftKeys.detail(shiftId), 'release', positionId] as const;

export const useRelease = (shiftId: string, positionId: string) =>
  useQuery({
    queryKey: releaseKey(shiftId, positionId),
    queryFn: ({ signal }) => callApi(getReleaseContract, { params: { id: shiftId, positionId } }, { signal }),
  });

/** After a change: the answer is the new plan; the shift's other views refresh too (offers book nurses). */
function useSettle(shiftId: string, positionId: string) {
  const queryClient = useQueryClient();
  return async (answer: ReleaseAnswer & { message: string }) => {
    showToast('info', answer.message);
    queryClient.setQueryData(releaseKey(shiftId, positionId), { plan: answer.plan, defaults: answer.defaults, open: answer.open });
    await queryClient.invalidateQueries({ queryKey: shiftKeys.detail(shiftId) });
  };
}

export function useStartRelease(shiftId: string, positionId: string) {
  const settle = useSettle(shiftId, positionId);
  return useCreateMutation({
    // The hours dialog shows a refusal beside its fields.
    mutationFn: (body: StartReleaseBody, idempotencyKey) =>
      callApi(startReleaseContract, { params: { id: shiftId, positionId }, body }, { report: 'none', idempotencyKey }),
    onSuccess: settle,
  });
}

export function useEscalateRelease(shiftId: string, positionId: string) {
  const settle = useSettle(shiftId, positionId);
  return useMutation({ mutationFn: () => callApi(escalateReleaseContract, { params: { id: shiftId, positionId } }), onSuccess: settle });
}

export function useStopRelease(shiftId: string, positionId: string) {
  const settle = useSettle(shiftId, positionId);
  return useMutation({ mutationFn: () => callApi(stopReleaseContract, { params: { id: shiftId, positionId } }), onSuccess: settle });
}
