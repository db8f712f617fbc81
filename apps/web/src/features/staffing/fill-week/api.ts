import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fillWeekConfirmContract, fillWeekProposalContract } from '@careroster/shared/api/staffing/fill-week';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { showToast } from '../../../api/toasts';
import { shiftKeys } from '../../shifts';
import { warnOvertime } from '../../shifts';

/** Under the shifts key: a booking anywhere (a `shifts.changed` event) proposes the week again. */
const fillWeekKey = (weekStart: string, weeks: number) => [...shiftKeys.all(), 'fill-week', weekStart, weeks] as const;

/** The proposal for the weeks: a POST (the plan is computed, not stored) that changes nothing, so a query. */
export const useFillWeekProposal = (weekStart: string, weeks: number, enabled: boolean) =>
  useQuery({
    queryKey: fillWeekKey(weekStart, weeks),
    queryFn: ({ signal }) => callApi(fillWeekProposalContract, { body: { week_start: weekStart, weeks } }, { signal }),
    enabled,
  });

/** Books the pairs the manager kept; the answer's toast says how many, and how many no longer held. */
export const useConfirmFillWeek = () => {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: (assignments: { position_id: string; employee_id: string }[], idempotencyKey) =>
      callApi(fillWeekConfirmContract, { body: { assignments } }, { idempotencyKey }),
    onSuccess: async (data) => {
      showToast(data.refused.length === 0 ? 'success' : 'warn', data.message);
      for (const r of data.refused) showToast('error', r.message);
      warnOvertime(data.overtime);
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all() });
    },
  });
};
