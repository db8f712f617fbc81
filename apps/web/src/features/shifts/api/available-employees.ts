import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignEmployeesContract } from '@careroster/shared/api/shifts/assign-employees';
import { availableEmployeesContract } from '@careroster/shared/api/shifts/available-employees';
import { NURSE_PAGE_SIZE } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { showToast } from '../../../api/toasts';
import { warnOvertime } from '../components/overtime-notice';
import { shiftKeys } from './query-keys';

export interface AvailableQuery {
  shiftId: string;
  positionId: string;
  search: string;
  page: number;
}

export const useAvailableEmployees = ({ shiftId, positionId, search, page }: AvailableQuery, enabled: boolean) =>
  useQuery({
    queryKey: [...shiftKeys.available(shiftId), { positionId, search, page }],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(
          availableEmployeesContract,
          { params: { id: shiftId }, query: { search, position_id: positionId, status: 'ACTIVE', page, page_size: NURSE_PAGE_SIZE } },
          { signal, report: 'none' },
        );
      } catch (error) {
        // Spec 001 section 8 has its own wording for this failure.
        if (!signal.aborted) showToast('error', messages.availableNursesFailed);
        throw error;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
  });

export type AssignVariables = { shiftId: string; nurses: { id: string }[]; position: string; override_reason?: string };

/** PATCH facilities/shifts/{id}/employees for the nurse picker, the suggestions and the roster: each shows a refusal its own way. */
export const useAssignEmployees = () => {
  const queryClient = useQueryClient();
  return useCreateMutation({
    // Spec 001 section 8: a failed assignment only dismisses the loader.
    mutationFn: ({ shiftId, ...body }: AssignVariables, idempotencyKey) =>
      callApi(assignEmployeesContract, { params: { id: shiftId }, body }, { report: 'none', idempotencyKey }),
    onSuccess: async (data) => {
      showToast('info', data.message);
      warnOvertime(data.overtime);
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all() });
    },
  });
};
