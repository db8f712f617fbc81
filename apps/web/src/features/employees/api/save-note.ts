import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveNoteAnswer, type SaveNoteBody } from '@careroster/shared/api/employees/notes';
import { apiRequest } from '../../../api/client';
import { notesKey } from './list-notes';

/** POST adds a note; PATCH with the note's id updates it. */
export const saveNote = (employeeId: string, body: SaveNoteBody, noteId?: string) =>
  apiRequest(`/facilities/employees/${employeeId}/notes${noteId ? `/${noteId}` : ''}`, saveNoteAnswer, {
    method: noteId ? 'PATCH' : 'POST',
    body,
  });

export function useSaveNote(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, noteId }: { body: SaveNoteBody; noteId?: string }) => saveNote(employeeId, body, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(employeeId) }),
  });
}
