import { z } from 'zod';
import { defineContract } from '../contract';
import { listOf } from '../envelope';
import { noteSchema } from '../../validation/note';
import { employeeParams } from './employee';

/** Notes on an employee (spec 001 sections 2 and 5), newest first; delete answers `{ message }`. */
export const noteParams = z.object({ employeeId: z.uuid(), noteId: z.uuid() });
export const listNotesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export const noteRecordSchema = z.object({
  id: z.uuid(),
  employee_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type NoteRecord = z.infer<typeof noteRecordSchema>;
export const listNotesAnswer = listOf(noteRecordSchema);
export const saveNoteBody = noteSchema;
export type SaveNoteBody = z.input<typeof saveNoteBody>;
export const saveNoteAnswer = noteRecordSchema;
export const deleteNoteAnswer = z.object({ message: z.string() });

const notesPath = '/facilities/employees/:employeeId/notes';
const notePath = `${notesPath}/:noteId` as const;

export const listNotesContract = defineContract({
  method: 'GET',
  path: notesPath,
  params: employeeParams,
  query: listNotesQuery,
  answer: listNotesAnswer,
});
export const getNoteContract = defineContract({ method: 'GET', path: notePath, params: noteParams, answer: saveNoteAnswer });
export const createNoteContract = defineContract({
  method: 'POST',
  path: notesPath,
  params: employeeParams,
  body: saveNoteBody,
  answer: saveNoteAnswer,
});
export const updateNoteContract = defineContract({
  method: 'PATCH',
  path: notePath,
  params: noteParams,
  body: saveNoteBody,
  answer: saveNoteAnswer,
});
export const deleteNoteContract = defineContract({ method: 'DELETE', path: notePath, params: noteParams, answer: deleteNoteAnswer });
