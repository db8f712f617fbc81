import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';

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

/** The end of a settings form: the server's refusal, if any, above its Save button. */
export function SettingsFormFooter({
  error,
  onSave,
  saving,
  label = 'Save',
}: {
  error: readonly string[];
  onSave: () => void;
  saving: boolean;
  label?: string;
}) {
  return (
    <>
      {error.length > 0 && (
        <Alert color="red" role="alert">
          {error.join(' ')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onSave} loading={saving}>
          {label}
        </Button>
      </Group>
    </>
  );
}
