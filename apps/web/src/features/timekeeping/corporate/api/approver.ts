import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveRemainingLinesContract,
  decideCorporateLineContract,
  getApproverTimesheetContract,
  logAttendanceContract,
  submitCorporateTimesheetContract,
  type ApproverTimesheet,
  type DecideCorporateLineBody,
  type LogAttendanceBody,
} from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { callApi } from '../../../../api/client';

/*
 * The approver's page is public: no session, no facility. A failed load is shown by the page
 * itself (an unknown, replaced or expired link); failed actions toast as usual.
 */
const sheetKey = (token: string) => ['corporate-approver', token] as const;

export const useApproverTimesheet = (token: string) =>
  useQuery({
    queryKey: sheetKey(token),
    queryFn: ({ signal }) =>
      callApi(getApproverTimesheetContract, { params: { token } }, { signal, report: 'none', redirectOnUnauthorized: false }),
  });

/** Every action answers the sheet as it now is: the page shows that answer without another load. */
function useSheetAction<V>(token: string, action: (variables: V) => Promise<ApproverTimesheet>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (sheet) => queryClient.setQueryData(sheetKey(token), sheet),
  });
}

export const useDecideLine = (token: string) =>
  useSheetAction(token, ({ lineId, body }: { lineId: string; body: DecideCorporateLineBody }) =>
    callApi(decideCorporateLineContract, { params: { token, lineId }, body }, { redirectOnUnauthorized: false }),
  );

export const useApproveRemaining = (token: string) =>
  useSheetAction(token, () => callApi(approveRemainingLinesContract, { params: { token } }, { redirectOnUnauthorized: false }));

export const useLogAttendance = (token: string) =>
  useSheetAction(token, (body: LogAttendanceBody) =>
    callApi(logAttendanceContract, { params: { token }, body }, { redirectOnUnauthorized: false }),
  );

export function useSubmitTimesheet(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(submitCorporateTimesheetContract, { params: { token } }, { redirectOnUnauthorized: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sheetKey(token) }),
  });
}
