import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignEmployeesAnswer, availableEmployeesAnswer } from '@careroster/shared/api/shifts/staffing';
import { NURSE_PAGE_SIZE } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';
import { apiRequest } from '../../../api/client';
import { showToast } from '../../../api/toasts';
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
        return await apiRequest(`/facilities/shifts/${shiftId}/employees-available`, availableEmployeesAnswer, {
          query: { search, position_id: positionId, status: 'ACTIVE', page, page_size: NURSE_PAGE_SIZE },
          signal,
          report: 'none',
        });
      } catch (error) {
        // Spec 001 section 8 has its own wording for this failure.
        if (!signal.aborted) showToast('error', messages.availableNursesFailed);
        throw error;
      }
    },
    enabled,
    placeholderData: keepPreviousData,
  });

export const useAssignEmployees = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 001 section 8: a failed assignment only dismisses the loader.
    mutationFn: (body: { nurses: { id: string }[]; position: string }) =>
      apiRequest(`/facilities/shifts/${shiftId}/employees`, assignEmployeesAnswer, { method: 'PATCH', body, report: 'none' }),
    onSuccess: async (data) => {
      showToast('info', data.message);
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
  });
};
