import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotesContract } from '@careroster/shared/api/employees/notes';
import { callApi } from '../../../api/client';
import { employeesKey } from './query-keys';

export const notesKey = (employeeId: string) => [...employeesKey(), employeeId, 'notes'] as const;

export const notesQueryOptions = (employeeId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...notesKey(employeeId), { page, pageSize }],
    queryFn: ({ signal }) => callApi(listNotesContract, { params: { employeeId }, query: { page, page_size: pageSize } }, { signal }),
  });

export const useNotes = (employeeId: string, page: number, pageSize: number) => useQuery(notesQueryOptions(employeeId, page, pageSize));
