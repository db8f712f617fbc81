import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Structure, StructureDepartment } from '@careroster/shared/api/structure/structure';
import { productMessages } from '@careroster/shared/messages';
import { colourOf } from '@careroster/shared/structure/colours';
import { ScrollRegion } from '../../../components/scroll-region';
import { useCreateDepartment, useDeleteDepartment, useUpdateDepartment } from '../api/structure';
import { ColourDot } from './colour-select';
import { NameDialog } from './name-dialog';
import { RowActions } from './row-actions';
import { saveWithToast } from './save-with-toast';
import { DeleteConfirm } from '../../../components/delete-confirm';

/** The facility's departments and their colours; admins add, edit and delete. */
export function DepartmentsTab({ structure, canManage }: { structure: Structure; canManage: boolean }) {
  const [editing, setEditing] = useState<StructureDepartment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StructureDepartment | null>(null);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const remove = useDeleteDepartment();
  const initial = useMemo(
    () => (editing && editing !== 'new' ? { name: editing.name, colour: editing.colour } : { name: '', colour: null }),
    [editing],
  );
  return (
    <Stack gap="sm">
      {canManage && (
        <Group>
          <Button size="xs" onClick={() => setEditing('new')}>
            {productMessages.structureAddDepartment}
          </Button>
        </Group>
      )}
      {structure.departments.length === 0 ? (
        <Text c="dimmed">{productMessages.structureNoDepartments}</Text>
      ) : (
        <ScrollRegion label={productMessages.structureTabDepartments}>
          <Table striped miw={360} aria-label={productMessages.structureTabDepartments}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.structureLabelDepartment}</Table.Th>
                <Table.Th>{productMessages.structureColour}</Table.Th>
                {canManage && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {structure.departments.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ColourDot colour={d.colour} />
                      <Text size="sm">{colourOf(d.colour)?.label ?? '—'}</Text>
                    </Group>
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      <RowActions name={d.name} onEdit={() => setEditing(d)} onDelete={() => setDeleting(d)} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {editing !== null && (
        <NameDialog
          opened
          onClose={() => setEditing(null)}
          title={editing === 'new' ? productMessages.structureAddDepartment : productMessages.structureEditDepartment}
          nameLabel={productMessages.structureDepartmentName}
          withColour
          initial={initial}
          editing={editing !== 'new'}
          onSubmit={(fields) =>
            saveWithToast(() =>
              editing === 'new' ? create.mutateAsync(fields) : update.mutateAsync({ departmentId: editing.id, ...fields }),
            )
          }
        />
      )}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? productMessages.structureDeleteDepartmentTitle(deleting.name) : ''}
        text={productMessages.structureDeleteText}
        remove={remove}
        deletedMessage={() => productMessages.structureDeleted}
      />
    </Stack>
  );
}
