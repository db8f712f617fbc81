import { z } from 'zod';
import { NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '../constants';
import { messages } from '../messages';

/** spec 001 section 5: note title (max 150) and description (max 250) are required. */
export const noteSchema = z.object({
  title: z.string({ error: messages.noteTitleRequired }).trim().min(1, messages.noteTitleRequired).max(NOTE_TITLE_MAX_LENGTH),
  description: z
    .string({ error: messages.noteDescriptionRequired })
    .trim()
    .min(1, messages.noteDescriptionRequired)
    .max(NOTE_DESCRIPTION_MAX_LENGTH),
});
export type Note = z.output<typeof noteSchema>;
