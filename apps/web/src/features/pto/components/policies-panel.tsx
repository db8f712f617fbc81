import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { PtoPolicy } from '@careroster/shared/api/pto/pto';
import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { usePtoPolicies } from '../api/pto';
import { PolicyDialog } from './policy-dialog';
import { ScrollRegion } from '../../../components/scroll-region';

/** The facility's policies; writers create and edit them. */
export function PoliciesPanel({ canWrite }: { canWrite: boolean }) {
  const policies = usePtoPolicies();
  const [editing, setEditing] = useState<PtoPolicy | 'new' | null>(null);
  const addButton = canWrite && <Button onClick={() => setEditing('new')}>New policy</Button>;
  if (policies.isPending) return <PageLoader label="Loading policies" />;
  const rows = policies.data?.results ?? [];
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <EmptyState title={productMessages.ptoNoPolicy} action={addButton} />
      ) : (
        <>
          <Group justify="flex-end">{addButton}</Group>
          <ScrollRegion label="PTO policies">
            <Table striped miw={640} aria-label="PTO policies">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Accrual per hour worked</Table.Th>
                  <Table.Th>Annual cap</Table.Th>
                  <Table.Th>Carry-over</Table.Th>
                  <Table.Th>Assigned</Table.Th>
                  {canWrite && <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={500}>
                          {p.name}
                        </Text>
                        {p.is_default && (
                          <Badge variant="light" size="sm">
                            Default
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{p.accrual_per_hour} h</Table.Td>
                    <Table.Td>{p.annual_cap_hours} h</Table.Td>
                    <Table.Td>{p.carry_over_hours} h</Table.Td>
                    <Table.Td>{p.is_default ? `${p.assigned_count} by name, and everyone else` : p.assigned_count}</Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                          Edit
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </>
      )}
      <PolicyDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        policy={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
