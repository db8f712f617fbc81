import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@careroster/shared/messages';

/**
 * Spec 000 section 8, video error code 20101: the dialog titled ERROR for a call token the server
 * refuses; OK closes the window. `detail` says what went wrong when it is known.
 */
export function CallErrorDialog({ opened, detail }: { opened: boolean; detail?: string }) {
  return (
    <Modal opened={opened} onClose={() => window.close()} title={messages.videoErrorTitle} centered withCloseButton={false}>
      {detail && <Text mb="xs">{detail}</Text>}
      <Text mb="md">{messages.videoCredentialsHint}</Text>
      <Group justify="flex-end">
        <Button onClick={() => window.close()}>OK</Button>
      </Group>
    </Modal>
  );
}
