import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Structure, StructureUnit } from '@careroster/shared/api/structure/structure';
import { productMessages } from '@careroster/shared/messages';
import { ScrollRegion } from '../../../components/scroll-region';
import { useCreateFloor, useCreateUnit, useDeleteUnit, useUpdateUnit } from '../api/structure';
import { ColourDot } from './colour-select';
import { NameDialog } from './name-dialog';
import { RowActions } from './row-actions';
import { saveWithToast } from './save-with-toast';
import { UnitDialog, type UnitFields } from './unit-dialog';
import { DeleteConfirm } from '../../../components/delete-confirm';

const noFloor = { name: '', colour: null };

/** Units with their subunits under them, their floors and colours; admins add, edit and delete. */
export function UnitsTab({ structure, canManage }: { structure: Structure; canManage: boolean }) {
  const [editing, setEditing] = useState<StructureUnit | 'new' | null>(null);
  const [addingFloor, setAddingFloor] = useState(false);
  const [deleting, setDeleting] = useState<StructureUnit | null>(null);
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const remove = useDeleteUnit();
  const createFloor = useCreateFloor();
  const floorName = new Map(structure.floors.map((f) => [f.id, f.name]));
  const unitName = new Map(structure.units.map((u) => [u.id, u.name]));
  // Each unit of the first level, then its subunits.
  const ordered = structure.units
    .filter((u) => u.parent_id === null)
    .flatMap((u) => [u, ...structure.units.filter((s) => s.parent_id === u.id)]);

  const save = (fields: UnitFields) =>
    saveWithToast(() =>
      editing === 'new' ? create.mutateAsync(fields) : editing ? update.mutateAsync({ unitId: editing.id, ...fields }) : Promise.resolve(),
    );

  return (
    <Stack gap="sm">
      {canManage && (
        <Group gap="xs">
          <Button size="xs" onClick={() => setEditing('new')}>
            {productMessages.structureAddUnit}
          </Button>
          <Button size="xs" variant="default" onClick={() => setAddingFloor(true)}>
            {productMessages.structureAddFloor}
          </Button>
        </Group>
      )}
      {ordered.length === 0 ? (
        <Text c="dimmed">{productMessages.structureNoUnits}</Text>
      ) : (
        <ScrollRegion label={productMessages.structureTabUnits}>
          <Table striped miw={480} aria-label={productMessages.structureTabUnits}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.structureLabelUnit}</Table.Th>
                <Table.Th>{productMessages.structureParentUnit}</Table.Th>
                <Table.Th>{productMessages.structureFloor}</Table.Th>
                {canManage && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ordered.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap" pl={u.parent_id ? 'md' : 0}>
                      <ColourDot colour={u.colour} />
                      <Text size="sm">{u.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{u.parent_id ? unitName.get(u.parent_id) : '—'}</Table.Td>
                  <Table.Td>{u.floor_id ? floorName.get(u.floor_id) : '—'}</Table.Td>
                  {canManage && (
                    <Table.Td>
                      <RowActions name={u.name} onEdit={() => setEditing(u)} onDelete={() => setDeleting(u)} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {editing !== null && (
        <UnitDialog
          opened
          onClose={() => setEditing(null)}
          unit={editing === 'new' ? null : editing}
          structure={structure}
          onSubmit={save}
        />
      )}
      {addingFloor && (
        <NameDialog
          opened
          onClose={() => setAddingFloor(false)}
          title={productMessages.structureAddFloor}
          nameLabel={productMessages.structureFloorName}
          withColour={false}
          initial={noFloor}
          editing={false}
          onSubmit={({ name }) => saveWithToast(() => createFloor.mutateAsync(name))}
        />
      )}
      <DeleteConfirm
        row={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? productMessages.structureDeleteUnitTitle(deleting.name) : ''}
        text={productMessages.structureDeleteText}
        remove={remove}
        deletedMessage={() => productMessages.structureDeleted}
      />
    </Stack>
  );
}
