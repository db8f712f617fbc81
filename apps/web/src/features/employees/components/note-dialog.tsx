import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '@careroster/shared/constants';
import { noteSchema, type Note } from '@careroster/shared/validation/note';
import { GenericModal } from '../../../components/generic-modal';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { succeeded } from '../lib/succeeded';
import { charCount } from '../../../components/char-count';

const resolver = zodResolver(noteSchema);
const empty: Note = { title: '', description: '' };

export interface NoteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The note being updated; absent when adding. */
  note?: Note | null;
  /** Settles when the call is done; Save stays disabled until then, so a double-click saves once. */
  onSubmit: (note: Note) => Promise<unknown>;
}

/** The add/update note dialog of spec 001 section 2, with the limits of section 5. */
export function NoteDialog({ opened, onClose, note, onSubmit }: NoteDialogProps) {
  const form = useForm<Note>({ resolver, defaultValues: note ?? empty });
  const { errors } = form.formState;
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });

  // The dialog is reused for each note: opening it starts from that note, or blank.
  useEffect(() => {
    if (opened) form.reset(note ?? empty);
  }, [opened, note, form]);

  const [submit, saving] = useSingleFlight(
    form.handleSubmit(async (values) => {
      if (await succeeded(onSubmit(values))) onClose();
    }),
  );

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={note ? 'Update Note' : 'Add Note'}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={note ? 'Update' : 'Save'}
      confirmLoading={saving}
    >
      <form onSubmit={submitWith(submit)} noValidate>
        <Stack>
          <TextInput
            label="Title"
            required
            maxLength={NOTE_TITLE_MAX_LENGTH}
            description={charCount(title, NOTE_TITLE_MAX_LENGTH)}
            error={errors.title?.message}
            data-autofocus
            {...form.register('title')}
          />
          <Textarea
            label="Description"
            required
            rows={3}
            maxLength={NOTE_DESCRIPTION_MAX_LENGTH}
            description={charCount(description, NOTE_DESCRIPTION_MAX_LENGTH)}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </Stack>
      </form>
    </GenericModal>
  );
}
