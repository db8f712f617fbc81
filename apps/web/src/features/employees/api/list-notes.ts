import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNotesAnswer } from '@careroster/shared/api/employees/notes';
import { apiRequest } from '../../../api/client';
import { employeesKey } from './list-employees';

export const notesKey = (employeeId: string) => [...employeesKey, employeeId, 'notes'] as const;

export const notesQueryOptions = (employeeId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...notesKey(employeeId), { page, pageSize }],
    queryFn: ({ signal }) =>
      apiRequest(`/facilities/employees/${employeeId}/notes`, listNotesAnswer, {
        query: { page, page_size: pageSize },
        signal,
      }),
  });

export const useNotes = (employeeId: string, page: number, pageSize: number) =>
  useQuery(notesQueryOptions(employeeId, page, pageSize));
