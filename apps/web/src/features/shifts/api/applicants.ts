import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicantActionAnswer, listApplicantsAnswer } from '@careroster/shared/api/shifts/staffing';
import { apiRequest } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const applicantsQueryOptions = (shiftId: string) =>
  queryOptions({
    queryKey: shiftKeys.applicants(shiftId),
    queryFn: ({ signal }) => apiRequest(`/facilities/shifts/${shiftId}/applicants`, listApplicantsAnswer, { signal }),
  });

export const useApplicants = (shiftId: string) => useQuery(applicantsQueryOptions(shiftId));

export const useApplicantAction = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, status }: { applicantId: string; status: 'ACCEPTED' | 'REJECTED' }) =>
      apiRequest(`/facilities/shifts/${shiftId}/applicants/${applicantId}`, applicantActionAnswer, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
};
