import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
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

/** What a saved dialog does on success: says so and closes. */
export const savedThenClose = (onClose: () => void) => ({
  onSuccess: () => {
    showToast('success', productMessages.rbSaved);
    onClose();
  },
});

/** The builder's add and edit dialogs: their fields, then Cancel and Save. */
export function SaveDialog({
  title,
  onClose,
  onSave,
  saving,
  size,
  children,
}: {
  title: string;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  size?: string;
  children: ReactNode;
}) {
  return (
    <GenericModal
      opened
      onClose={onClose}
      size={size}
      title={title}
      onSecondary={onClose}
      secondaryLabel={productMessages.rbCancel}
      onConfirm={onSave}
      confirmLabel={productMessages.rbSave}
      confirmLoading={saving}
    >
      {children}
    </GenericModal>
  );
}
