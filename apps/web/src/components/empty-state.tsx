import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link, e.g. 'Add New Device' where adding is allowed. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={description} py="xl">
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
