import { useQueryClient } from '@tanstack/react-query';
import { createNoteContract, updateNoteContract, type SaveNoteBody } from '@careroster/shared/api/employees/notes';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { notesKey } from './list-notes';

/** POST adds a note (with the action's Idempotency-Key); PATCH with the note's id updates it. */
export const saveNote = (employeeId: string, body: SaveNoteBody, noteId: string | undefined, idempotencyKey: string) =>
  noteId
    ? callApi(updateNoteContract, { params: { employeeId, noteId }, body })
    : callApi(createNoteContract, { params: { employeeId }, body }, { idempotencyKey });

export function useSaveNote(employeeId: string) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    mutationFn: ({ body, noteId }: { body: SaveNoteBody; noteId?: string }, idempotencyKey) =>
      saveNote(employeeId, body, noteId, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(employeeId) }),
  });
}
