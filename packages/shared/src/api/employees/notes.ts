import { z } from 'zod';
import { listOf } from '../envelope';
import { noteSchema } from '../../validation/note';

/**
 * Notes on an employee (spec 001 sections 2 and 5):
 * GET    facilities/employees/{employeeId}/notes             -> { count, results }, newest first
 * GET    facilities/employees/{employeeId}/notes/{noteId}    -> note (Note Details)
 * POST   facilities/employees/{employeeId}/notes             `{ title, description }` -> note
 * PATCH  facilities/employees/{employeeId}/notes/{noteId}    `{ title, description }` -> note
 * DELETE facilities/employees/{employeeId}/notes/{noteId}    -> { message }
 */
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
