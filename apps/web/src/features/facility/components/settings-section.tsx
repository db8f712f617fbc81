import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

/** One section of /settings: a titled panel, named for screen readers by its heading. */
export function SettingsSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={hint ? 0 : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}
