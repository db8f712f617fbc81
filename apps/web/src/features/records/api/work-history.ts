import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathOf } from '@careroster/shared/api/contract';
import { getActiveShiftContract } from '@careroster/shared/api/records/active-shift';
import {
  exportWorkHistoryContract,
  listWorkHistoryContract,
  type WorkHistoryFilters,
  type WorkHistoryQuery,
} from '@careroster/shared/api/records/work-history';
import { apiFile, callApi } from '../../../api/client';
import { saveBlob } from '../../../api/save-blob';
import { activeShiftKey, workHistoryKey } from './query-keys';

export const useWorkHistory = (employeeId: string, query: WorkHistoryQuery) =>
  useQuery({
    queryKey: [...workHistoryKey(), employeeId, query],
    queryFn: ({ signal }) => callApi(listWorkHistoryContract, { params: { employeeId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV of the same filters, handed to the browser's download (the file needs the bearer token). */
export async function downloadWorkHistory(employeeId: string, filters: WorkHistoryFilters): Promise<void> {
  saveBlob(await apiFile(pathOf(exportWorkHistoryContract, { employeeId }), { query: { ...filters } }), `work-history-${employeeId}.csv`);
}

export const useActiveShift = (employeeId: string) =>
  useQuery({
    queryKey: [...activeShiftKey(), employeeId],
    queryFn: ({ signal }) => callApi(getActiveShiftContract, { params: { employeeId } }, { signal }),
  });
