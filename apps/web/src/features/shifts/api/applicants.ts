import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideApplicantContract } from '@careroster/shared/api/shifts/decide-applicant';
import { listApplicantsContract } from '@careroster/shared/api/shifts/list-applicants';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { shiftKeys } from './query-keys';

export const applicantsQueryOptions = (shiftId: string) =>
  queryOptions({
    queryKey: shiftKeys.applicants(shiftId),
    queryFn: ({ signal }) => callApi(listApplicantsContract, { params: { id: shiftId } }, { signal }),
  });

export const useApplicants = (shiftId: string) => useQuery(applicantsQueryOptions(shiftId));

export const useApplicantAction = (shiftId: string) => {
  const queryClient = useQueryClient();
  return useCreateMutation({
    // Not toasted by the client: an overtime block keeps the dialog open for a reason (issue 12).
    mutationFn: (
      { applicantId, status, override_reason }: { applicantId: string; status: 'ACCEPTED' | 'REJECTED'; override_reason?: string },
      idempotencyKey,
    ) =>
      callApi(
        decideApplicantContract,
        { params: { id: shiftId, applicationId: applicantId }, body: { status, ...(override_reason ? { override_reason } : {}) } },
        { idempotencyKey, report: 'none' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all() }),
  });
};
