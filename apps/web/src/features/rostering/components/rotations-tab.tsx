import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Rotation } from '@careroster/shared/api/rostering/rotations';
import { productMessages } from '@careroster/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { useDeleteRotation, useRotations } from '../api/rostering';
import { DeleteConfirm, RowActions, useCanWrite } from './common';
import type { TimingOption } from './contract-dialog';
import { RotationDialog } from './rotation-dialog';

/** Rotations (issue 29): the facility's, shared by every unit's team. */
export function RotationsTab({ timings }: { timings: TimingOption[] }) {
  const rotations = useRotations();
  const editable = useCanWrite();
  const [editing, setEditing] = useState<Rotation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteRotation();
  if (rotations.isPending) return <PageLoader label={productMessages.rbLoading} />;
  if (rotations.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {rotations.error.message}
      </Alert>
    );
  const rows = rotations.data.results;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {productMessages.rbRotationsIntro}
        </Text>
        {editable && <Button onClick={() => setEditing('new')}>{productMessages.rbRotationAdd}</Button>}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {productMessages.rbRotationsEmpty}
        </Text>
      ) : (
        <ScrollRegion label={productMessages.rbRotationsLabel}>
          <Table striped verticalSpacing="xs" miw={420} aria-label={productMessages.rbRotationsLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.rbName}</Table.Th>
                <Table.Th>{productMessages.rbRotationWeeks}</Table.Th>
                <Table.Th>{productMessages.rbStaffCount}</Table.Th>
                {editable && <Table.Th>{productMessages.rbActions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.cycle.length / 7}</Table.Td>
                  <Table.Td>{c.staff_count}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <RowActions name={c.name} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c.id)} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {editing && <RotationDialog rotation={editing === 'new' ? null : editing} timings={timings} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        id={deleting}
        onClose={() => setDeleting(null)}
        title={productMessages.rbRotationDeleteTitle}
        text={productMessages.rbRotationDeleteText}
        remove={remove}
      />
    </Stack>
  );
}
