import { Button, Group, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAppStore } from '../../../store/app-store';

/** Write controls need shifts:write; a reader sees the same pages without them. */
export const useCanWrite = () =>
  can(
    useAppStore((state) => state.auth.role),
    'shifts:write',
  );

export const errorsOf = (error: unknown): string[] =>
  error instanceof ApiError ? error.messages : error ? [messages.somethingWentWrong] : [];

export function Errors({ error }: { error: unknown }) {
  return errorsOf(error).map((m) => (
    <Text key={m} c="red" size="sm" role="alert">
      {m}
    </Text>
  ));
}

/** A row's Edit and Delete buttons, each naming its row for a screen reader. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={productMessages.rbEditNamed(name)}>
          {productMessages.rbEdit}
        </Button>
      )}
      {onDelete && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} aria-label={productMessages.rbDeleteNamed(name)}>
          {productMessages.rbDelete}
        </Button>
      )}
    </Group>
  );
}

/** Asks before a row goes; the server's refusal (409: still in use) stays in the dialog. */
export function DeleteConfirm<Answer extends { message: string }>({
  id,
  onClose,
  title,
  text,
  remove,
}: {
  id: string | null;
  onClose: () => void;
  title: string;
  text: string;
  remove: UseMutationResult<Answer, Error, string>;
}) {
  return (
    <ConfirmDialog
      opened={id !== null}
      onClose={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={() =>
        id &&
        remove.mutate(id, {
          onSuccess: (answer) => {
            showToast('success', answer.message);
            onClose();
          },
        })
      }
      title={title}
      confirmLabel={productMessages.rbDelete}
      loading={remove.isPending}
      error={errorsOf(remove.error)[0] ?? null}
    >
      <Text size="sm">{text}</Text>
    </ConfirmDialog>
  );
}
