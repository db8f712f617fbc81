import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@careroster/shared/messages';

export interface TooManyNursesModalProps {
  opened: boolean;
  onClose: () => void;
  /** Open openings of the position. */
  limit: number;
  /** Keep the selection within the openings. */
  onAddLimited: () => void;
  /** Raise the position's openings first. */
  onCreateOpenings: () => void;
}

/** Spec 001 section 2, "Too-many-nurses modal": more nurses wanted than the position has openings. */
export function TooManyNursesModal({ opened, onClose, limit, onAddLimited, onCreateOpenings }: TooManyNursesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="More nurses than openings" centered size="sm">
      <Text size="sm">{messages.cannotSelectMoreNurses(limit)}</Text>
      <Group justify="flex-end" gap="sm" mt="lg" wrap="wrap">
        <Button variant="default" onClick={onAddLimited}>
          {messages.addLimitedEmployees}
        </Button>
        <Button onClick={onCreateOpenings}>{messages.createAdditionalOpenings}</Button>
      </Group>
    </Modal>
  );
}
