import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@careroster/shared/messages';
import { createNoteContract, listNotesContract } from '@careroster/shared/api/employees/notes';
import { useAppStore } from '../../../store/app-store';
import { employeeCard, note } from '../../../test/employee-fixtures';
import { onCall, stubFetch, type AnswerInput } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { NoteDialog } from './note-dialog';
import { NotesTab } from './notes-tab';

/** The notes tab with Add Note open and the note typed, before Save. */
async function fillNewNote() {
  render(
    <TestProviders>
      <NotesTab employeeId={employeeCard.id} />
    </TestProviders>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Note' }));
  await user.type(screen.getByLabelText(/^Title/), note.title);
  await user.type(screen.getByLabelText(/^Description/), note.description);
  return user;
}

describe('NoteDialog', () => {
  it('asks for a title and a description', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <TestProviders>
        <NoteDialog opened onClose={vi.fn()} onSubmit={onSubmit} />
      </TestProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.noteTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.noteDescriptionRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts characters against 150 and 250 and sends the trimmed note', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(
      <TestProviders>
        <NoteDialog opened onClose={onClose} onSubmit={onSubmit} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const title = screen.getByLabelText(/^Title/);
    const description = screen.getByLabelText(/^Description/);
    expect(title).toHaveAttribute('maxlength', '150');
    expect(description).toHaveAttribute('maxlength', '250');
    expect(screen.getByText('0/150')).toBeInTheDocument();
    expect(screen.getByText('0/250')).toBeInTheDocument();

    await user.type(title, ' Late ');
    await user.type(description, 'Arrived 10 minutes late.');
    expect(screen.getByText('6/150')).toBeInTheDocument();
    expect(screen.getByText('24/250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Late', description: 'Arrived 10 minutes late.' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('NotesTab', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('adds a note and shows a note read-only in Note Details', async () => {
    let saved = false;
    const { requests } = stubFetch(
      onCall(listNotesContract, { employeeId: employeeCard.id }, () => ({ count: saved ? 1 : 0, results: saved ? [note] : [] }), {
        query: { page: 1, page_size: 10 },
      }),
      onCall(createNoteContract, { employeeId: employeeCard.id }, () => {
        saved = true;
        return note;
      }),
    );
    const user = await fillNewNote();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.click(await screen.findByRole('button', { name: new RegExp(`^View note ${note.title}`) }));
    const details = screen.getByRole('dialog', { name: messages.noteDetails });
    expect(details).toHaveTextContent(note.description);
    expect(details.querySelector('input, textarea')).toBeNull();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ title: note.title, description: note.description });
  });

  it('saves once when Save is double-clicked, and keeps Save disabled while the call is in flight', async () => {
    let respond: (data: AnswerInput<typeof createNoteContract>) => void = () => undefined;
    const { requests } = stubFetch(
      onCall(listNotesContract, { employeeId: employeeCard.id }, () => ({ count: 0, results: [] }), {
        query: { page: 1, page_size: 10 },
      }),
      onCall(
        createNoteContract,
        { employeeId: employeeCard.id },
        () => new Promise<AnswerInput<typeof createNoteContract>>((resolve) => (respond = resolve)),
      ),
    );
    const user = await fillNewNote();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText(/^Title/), '{Enter}');

    const posts = () => requests.filter((r) => r.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    respond(note);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Note' })).not.toBeInTheDocument());
    expect(posts()).toHaveLength(1);
  });
});
