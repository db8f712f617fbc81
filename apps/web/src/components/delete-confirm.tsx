import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../api/client';
import { showToast } from '../api/toasts';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before a settings row (a unit, a department, a timing, a template, a contract, a rotation, a
 * request) goes. The server's refusal (the row is still in use) shows in the dialog, which stays
 * open; the toast says what the answer said.
 */
export function DeleteConfirm<Row extends { id: string }, Answer>({
  row,
  onClose,
  title,
  text,
  remove,
  deletedMessage,
}: {
  row: Row | null;
  onClose: () => void;
  title: string;
  text: string;
  remove: UseMutationResult<Answer, Error, string>;
  deletedMessage: (answer: Answer) => string;
}) {
  const error = remove.error instanceof ApiError ? (remove.error.messages[0] ?? null) : remove.error ? messages.somethingWentWrong : null;
  return (
    <ConfirmDialog
      opened={row !== null}
      onClose={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={() =>
        row &&
        remove.mutate(row.id, {
          onSuccess: (answer) => {
            showToast('success', deletedMessage(answer));
            onClose();
          },
        })
      }
      title={title}
      confirmLabel={productMessages.actionDelete}
      loading={remove.isPending}
      error={error}
    >
      <Text size="sm">{text}</Text>
    </ConfirmDialog>
  );
}
