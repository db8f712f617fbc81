import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Modal } from '@mantine/core';

export interface GenericModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Shows the header's back button. */
  onBack?: () => void;
  /** An extra button in the header, before the close button. */
  headerAction?: ReactNode;
  /** A chip beside the title, for example the time and hours of a shift (spec 000 section 2). */
  chip?: ReactNode;
  /** Shows the footer's secondary button. */
  onSecondary?: () => void;
  secondaryLabel?: string;
  /** Shows the footer's confirm button. */
  onConfirm?: () => void;
  confirmLabel?: string;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  size?: string;
}

/** The spec's generic modal; ConfirmDialog and the areas' dialogs are built on it. */
export function GenericModal({
  opened,
  onClose,
  title,
  children,
  onBack,
  headerAction,
  chip,
  onSecondary,
  secondaryLabel = 'Back',
  onConfirm,
  confirmLabel = 'Confirm',
  confirmLoading = false,
  confirmDisabled = false,
  size = 'md',
}: GenericModalProps) {
  const hasFooter = onSecondary !== undefined || onConfirm !== undefined;
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            {onBack && (
              <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label="Back">
                <span aria-hidden="true">←</span>
              </ActionIcon>
            )}
            <Modal.Title style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Modal.Title>
            {chip !== undefined && (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {chip}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerAction}
            <Modal.CloseButton aria-label="Close" />
          </Group>
        </Modal.Header>
        <Modal.Body>
          {children}
          {hasFooter && (
            <Group justify="flex-end" gap="sm" mt="lg">
              {onSecondary && (
                <Button variant="default" onClick={onSecondary} disabled={confirmLoading}>
                  {secondaryLabel}
                </Button>
              )}
              {onConfirm && (
                <Button onClick={onConfirm} loading={confirmLoading} disabled={confirmDisabled}>
                  {confirmLabel}
                </Button>
              )}
            </Group>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
