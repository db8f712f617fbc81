import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A column header that cycles ascending, descending, none (spec 000 section 4). `ordering`
 * is the list's query value: the field, '-field' for descending, or null.
 */
export function SortableHeader<F extends string>({
  field,
  ordering,
  onChange,
  children,
}: {
  field: F;
  ordering: string | null;
  onChange: (ordering: F | `-${F}` | null) => void;
  children: ReactNode;
}) {
  const direction = ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : 'none';
  const next = { none: field, ascending: `-${field}` as const, descending: null }[direction];
  const arrow = { none: '↕', ascending: '↑', descending: '↓' }[direction];
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => onChange(next)} fw={700} fz="sm">
        {children} <span aria-hidden="true">{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
