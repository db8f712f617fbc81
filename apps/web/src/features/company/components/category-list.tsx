import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Category } from '@careroster/shared/api/company/categories';
import type { CategoryList as ListName } from '@careroster/shared/company/categories';
import { jobTitles } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { useCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/categories';
import { CategoryDialog } from './category-dialog';

const titleAbbreviation = new Map<string, string>(jobTitles.map((j) => [j.id, j.abbreviation]));

const copy = {
  'labor-categories': {
    title: productMessages.companyLaborCategories,
    hint: productMessages.companyLaborCategoriesHint,
    noun: 'labor category',
  },
  'expense-categories': {
    title: productMessages.companyExpenseCategories,
    hint: productMessages.companyExpenseCategoriesHint,
    noun: 'expense category',
  },
} as const;

/** One of the facility's lists: admins add, rename, archive, restore and delete (an in-use category is archived). */
export function CategoryList({ list, canManage }: { list: ListName; canManage: boolean }) {
  const categories = useCategories(list);
  const create = useCreateCategory(list);
  const update = useUpdateCategory(list);
  const remove = useDeleteCategory(list);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const labor = list === 'labor-categories';
  const { title, hint, noun } = copy[list];
  const restore = (c: Category) =>
    update.mutate({ categoryId: c.id, active: true }, { onSuccess: () => showToast('success', productMessages.companyCategorySaved) });

  const columns: DataColumn<Category>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{c.name}</Text>
          {!c.active && (
            <Badge size="sm" color="gray" variant="light">
              {productMessages.companyArchivedLabel}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'code', header: 'Code', cell: (c) => c.code },
    ...(labor
      ? [
          {
            key: 'titles',
            header: 'Job titles',
            cell: (c: Category) => c.job_title_ids.map((id) => titleAbbreviation.get(id) ?? id).join(', ') || '—',
          },
        ]
      : []),
    ...(canManage
      ? [
          {
            key: 'actions',
            header: '',
            align: 'right' as const,
            cell: (c: Category) => (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                  Edit
                </Button>
                {c.active ? (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(c)} aria-label={`Delete ${c.name}`}>
                    Delete
                  </Button>
                ) : (
                  <Button size="compact-xs" variant="subtle" onClick={() => restore(c)} aria-label={`Restore ${c.name}`}>
                    Restore
                  </Button>
                )}
              </Group>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {canManage && (
        <Group>
          <Button size="xs" onClick={() => setEditing('new')}>
            Add {noun}
          </Button>
        </Group>
      )}
      {categories.data && categories.data.results.length === 0 ? (
        <Text c="dimmed">{productMessages.companyCategoriesEmpty}</Text>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={categories.data?.results ?? []}
          rowKey={(c) => c.id}
          minWidth={labor ? 520 : 360}
          loading={categories.isPending}
        />
      )}
      {editing !== null && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          withTitles={labor}
          title={editing === 'new' ? `Add ${noun}` : `Edit ${noun}`}
          onClose={() => setEditing(null)}
          onSubmit={async (fields) => {
            if (editing === 'new') await create.mutateAsync(labor ? fields : { name: fields.name, code: fields.code });
            else
              await update.mutateAsync({
                categoryId: editing.id,
                name: fields.name,
                ...(labor ? { job_title_ids: fields.job_title_ids } : {}),
              });
            showToast('success', productMessages.companyCategorySaved);
          }}
        />
      )}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        text={productMessages.companyCategoryDeleteText}
        remove={remove}
        deletedMessage={(answer) => answer.message}
      />
    </Stack>
  );
}
