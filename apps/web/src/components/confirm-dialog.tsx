import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { GenericModal } from './generic-modal';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children?: ReactNode;
  error?: string | null;
  loading?: boolean;
  /** Spec 000 section 2: without Cancel the dialog offers only Close. */
  hideCancel?: boolean;
  confirmLabel?: string;
}

export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  error,
  loading = false,
  hideCancel = false,
  confirmLabel = 'Confirm',
}: ConfirmDialogProps) {
  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      onSecondary={hideCancel ? undefined : onClose}
      secondaryLabel="Cancel"
      onConfirm={hideCancel ? onClose : onConfirm}
      confirmLabel={hideCancel ? 'Close' : confirmLabel}
      confirmLoading={loading}
    >
      {children}
      {error && (
        <Text c="red" size="sm" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </GenericModal>
  );
}
