import { Button, Group, Modal, Text } from '@mantine/core';
import { messages, productMessages } from '@careroster/shared/messages';

export interface TooManyNursesModalProps {
  opened: boolean;
  onClose: () => void;
  /** Keep the selection within the openings. */
  onAddLimited: () => void;
  /** Raise the position's openings first. */
  onCreateOpenings: () => void;
}

/**
 * Spec 001 section 2, "Too-many-nurses modal": nurses wanted on a position whose openings are all
 * filled. Over-selecting inside the picker is only the spec's toast, never this modal as well.
 */
export function TooManyNursesModal({ opened, onClose, onAddLimited, onCreateOpenings }: TooManyNursesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="More nurses than openings" centered size="sm">
      <Text size="sm">{productMessages.noOpeningsLeft}</Text>
      <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
        <Button variant="default" onClick={onAddLimited}>
          {messages.addLimitedEmployees}
        </Button>
        <Button onClick={onCreateOpenings}>{messages.createAdditionalOpenings}</Button>
      </Group>
    </Modal>
  );
}
