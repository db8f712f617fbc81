import { messages } from '@careroster/shared/messages';
import { Stack, Text, Title } from '@mantine/core';
import type { Note } from '@careroster/shared/validation/note';
import { GenericModal } from '../../../components/generic-modal';

/** The read-only 'Note Details' modal of spec 001 section 2. */
export function NoteDetailsModal({ note, onClose }: { note: Note | null; onClose: () => void }) {
  return (
    <GenericModal opened={note !== null} onClose={onClose} title={messages.noteDetails} onConfirm={onClose} confirmLabel="Close">
      {note && (
        <Stack gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {note.title}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.description}</Text>
        </Stack>
      )}
    </GenericModal>
  );
}
