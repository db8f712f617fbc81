import '@mantine/core/styles/Badge.css';
import { Badge, Container, Group, Text, Title } from '@mantine/core';
import type { PlaceholderRoute } from './placeholder-routes';

export function PlaceholderPage({ title, area }: Pick<PlaceholderRoute, 'title' | 'area'>) {
  return (
    <Container size="md" py="md">
      <Group gap="sm" mb="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Badge variant="light">{area} area</Badge>
      </Group>
      <Text c="dimmed">This area is being built.</Text>
    </Container>
  );
}
