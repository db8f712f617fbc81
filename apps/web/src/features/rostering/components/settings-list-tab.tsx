import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { productMessages } from '@careroster/shared/messages';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { PageLoader } from '../../../components/page-loader';
import { RowActions, useCanWrite } from './common';

type Named = { id: string; name: string; staff_count: number };

/**
 * The facility's contracts or rotations (issue 29), shared by every unit's team: a table of name,
 * the kind's own columns and how many staff use it, with add, edit and delete for writers.
 */
export function SettingsListTab<Row extends Named>({
  list,
  remove,
  texts,
  columns,
  dialog,
}: {
  list: UseQueryResult<{ results: Row[] }>;
  remove: UseMutationResult<{ message: string }, Error, string>;
  texts: { intro: string; add: string; empty: string; label: string; deleteTitle: string; deleteText: string };
  /** Shown between the name and the staff count. */
  columns: DataColumn<Row>[];
  /** The add (row null) or edit dialog. */
  dialog: (row: Row | null, onClose: () => void) => ReactNode;
}) {
  const editable = useCanWrite();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  if (list.isPending) return <PageLoader label={productMessages.rbLoading} />;
  if (list.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {list.error.message}
      </Alert>
    );
  const rows = list.data.results;
  const all: DataColumn<Row>[] = [
    { key: 'name', header: productMessages.rbName, cell: (r) => r.name },
    ...columns,
    { key: 'staff', header: productMessages.rbStaffCount, cell: (r) => r.staff_count },
    ...(editable
      ? [
          {
            key: 'actions',
            header: productMessages.rbActions,
            cell: (r: Row) => <RowActions name={r.name} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} />,
          },
        ]
      : []),
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {texts.intro}
        </Text>
        {editable && <Button onClick={() => setEditing('new')}>{texts.add}</Button>}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <DataTable label={texts.label} columns={all} rows={rows} rowKey={(r) => r.id} minWidth={420} />
      )}
      {editing && dialog(editing === 'new' ? null : editing, () => setEditing(null))}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={texts.deleteTitle}
        text={texts.deleteText}
        remove={remove}
        deletedMessage={(answer) => answer.message}
      />
    </Stack>
  );
}
