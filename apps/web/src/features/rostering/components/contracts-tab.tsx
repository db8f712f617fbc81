import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { WorkContract } from '@careroster/shared/api/rostering/work-contracts';
import { productMessages } from '@careroster/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { useDeleteWorkContract, useWorkContracts } from '../api/rostering';
import { DeleteConfirm, RowActions, useCanWrite } from './common';
import { ContractDialog, type TimingOption } from './contract-dialog';

/** Contracts (issue 29): the facility's, shared by every unit's team. */
export function ContractsTab({ timings }: { timings: TimingOption[] }) {
  const contracts = useWorkContracts();
  const editable = useCanWrite();
  const [editing, setEditing] = useState<WorkContract | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteWorkContract();
  if (contracts.isPending) return <PageLoader label={productMessages.rbLoading} />;
  if (contracts.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {contracts.error.message}
      </Alert>
    );
  const rows = contracts.data.results;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {productMessages.rbContractsIntro}
        </Text>
        {editable && <Button onClick={() => setEditing('new')}>{productMessages.rbContractAdd}</Button>}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {productMessages.rbContractsEmpty}
        </Text>
      ) : (
        <ScrollRegion label={productMessages.rbContractsLabel}>
          <Table striped verticalSpacing="xs" miw={420} aria-label={productMessages.rbContractsLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.rbName}</Table.Th>
                <Table.Th>{productMessages.rbStaffCount}</Table.Th>
                {editable && <Table.Th>{productMessages.rbActions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
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
      {editing && <ContractDialog contract={editing === 'new' ? null : editing} timings={timings} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        id={deleting}
        onClose={() => setDeleting(null)}
        title={productMessages.rbContractDeleteTitle}
        text={productMessages.rbContractDeleteText}
        remove={remove}
      />
    </Stack>
  );
}
