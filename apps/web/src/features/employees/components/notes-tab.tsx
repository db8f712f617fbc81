import { Button, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { NoteRecord } from '@careroster/shared/api/employees/notes';
import { formatDate } from '@careroster/shared/format/date-time';
import { truncate } from '@careroster/shared/format/truncate';
import { messages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { useNotes } from '../api/list-notes';
import { useSaveNote } from '../api/save-note';
import { NoteDetailsModal } from './note-details-modal';
import { NoteDialog } from './note-dialog';

/** The employee's notes: a card opens Note Details; writers add and update notes. */
export function NotesTab({ employeeId }: { employeeId: string }) {
  const role = useAppStore((state) => state.auth.role);
  const canWrite = can(role, 'staff:write');
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const notes = useNotes(employeeId, page, pageSize);
  const save = useSaveNote(employeeId);
  // null: closed; 'new': adding; a note: updating it.
  const [editing, setEditing] = useState<NoteRecord | 'new' | null>(null);
  const [viewing, setViewing] = useState<NoteRecord | null>(null);
  const updating = editing !== 'new' ? editing : null;

  const addButton = canWrite && <Button onClick={() => setEditing('new')}>Add Note</Button>;

  return (
    <Stack gap="sm">
      {notes.isPending && <PageLoader label="Loading notes" />}
      {notes.data && notes.data.count === 0 && <EmptyState title={messages.noDataFound} action={addButton} />}
      {notes.data && notes.data.count > 0 && (
        <>
          <Group justify="flex-end">{addButton}</Group>
          {notes.data.results.map((note) => (
            <Paper key={note.id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                {/* Named by its visible text, after a hidden verb (WCAG 2.5.3 label in name). */}
                <UnstyledButton onClick={() => setViewing(note)} style={{ minWidth: 0, flex: 1 }}>
                  <VisuallyHidden>View note</VisuallyHidden>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {note.title}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {truncate(note.description)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(note.created_at)}
                    {note.created_by && ` · ${note.created_by}`}
                  </Text>
                </UnstyledButton>
                {canWrite && (
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing(note)} aria-label={`Edit note ${note.title}`}>
                    Edit
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
          <ListPagination count={notes.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
        </>
      )}
      <NoteDialog
        opened={editing !== null}
        note={updating}
        onClose={() => setEditing(null)}
        onSubmit={(body) => save.mutateAsync({ body, noteId: updating?.id })}
      />
      <NoteDetailsModal note={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
