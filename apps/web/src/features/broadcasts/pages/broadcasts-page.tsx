import { Button, Container, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { BroadcastDialog } from '../components/broadcast-dialog';
import { BroadcastLog } from '../components/broadcast-log';

/** `/broadcasts`: messages to the facility's nurses by SMS or in-app notification, and their log. */
export function BroadcastsPage() {
  const [composing, setComposing] = useState(false);
  return (
    <Container size="lg" px={0}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          Messages
        </Title>
        <Button onClick={() => setComposing(true)}>New message</Button>
      </Group>
      <BroadcastLog />
      <BroadcastDialog opened={composing} onClose={() => setComposing(false)} />
    </Container>
  );
}
