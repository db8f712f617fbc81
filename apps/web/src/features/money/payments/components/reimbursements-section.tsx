import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, ScrollArea, Select, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Reimbursement } from '@careroster/shared/api/payments/reimbursement';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import { reimbursementStatuses, type ReimbursementStatus } from '@careroster/shared/money/values';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../../api/toasts';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ListPagination, usePaging } from '../../../../components/list-pagination';
import { useAppStore } from '../../../../store/app-store';
import { failureMessage, useCancelReimbursement, usePayReimbursement, useReimbursements } from '../api/payments';
import { NewReimbursementDialog } from './new-reimbursement-dialog';

const statusColor: Record<ReimbursementStatus, string> = { PENDING: 'yellow', PAID: 'green', CANCELLED: 'gray' };
const statusOptions = reimbursementStatuses.map((s) => ({ value: s, label: productMessages.reimbursementStatusLabels[s] }));

/** The 'Process Reimbursement!' confirm dialog (spec 001): Cancel, and 'Pay $<amount>'. */
function PayDialog({ item, onClose }: { item: Reimbursement; onClose: () => void }) {
  const pay = usePayReimbursement();
  const amount = formatMoney(item.amount);
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={() =>
        pay.mutate(item.id, {
          onSuccess: () => {
            showToast('success', productMessages.reimbursementPaid(amount));
            onClose();
          },
        })
      }
      title={messages.processReimbursementTitle}
      confirmLabel={productMessages.reimbursementPay(amount)}
      loading={pay.isPending}
      error={pay.isError ? failureMessage(pay.error) : null}
    >
      <Text size="sm">{messages.processReimbursementBody}</Text>
      <Text size="sm" mt="xs" c="dimmed">
        {`${item.nurse_name} · ${productMessages.reimbursementCategoryLabels[item.category]} · ${item.description}`}
      </Text>
    </ConfirmDialog>
  );
}

type Open = { kind: 'new' } | { kind: 'pay'; item: Reimbursement } | { kind: 'cancel'; item: Reimbursement } | null;

/** Nurses' expenses the facility pays back from the vault: the list, a new one, Pay and Cancel. */
export function ReimbursementsSection() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const canMove = can(useAppStore((state) => state.auth.role), 'money:move');
  const [status, setStatus] = useState<ReimbursementStatus | undefined>(undefined);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const list = useReimbursements({ page, page_size: pageSize, ...(status ? { status } : {}) });
  const [open, setOpen] = useState<Open>(null);
  const cancel = useCancelReimbursement();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payments-reimbursements">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="payments-reimbursements">
          {productMessages.reimbursementsTitle}
        </Title>
        {canMove && <Button onClick={() => setOpen({ kind: 'new' })}>{productMessages.newReimbursement}</Button>}
      </Group>
      <Select
        label="Status"
        placeholder={productMessages.reimbursementsAllStatuses}
        clearable
        w={200}
        mb="sm"
        data={statusOptions}
        value={status ?? null}
        onChange={(v) => {
          setStatus((v) ?? undefined);
          setPage(1);
        }}
      />
      {list.data?.count === 0 ? (
        <Text size="sm">{productMessages.reimbursementsEmpty}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={760} aria-label={productMessages.reimbursementsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Nurse</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.results.map((item) => (
                <Table.Tr key={item.id} data-testid="reimbursement-row">
                  <Table.Td>{formatDate(item.incurred_on, zone)}</Table.Td>
                  <Table.Td>{item.nurse_name}</Table.Td>
                  <Table.Td>
                    {productMessages.reimbursementCategoryLabels[item.category]}
                    {item.miles !== null && item.mile_rate !== null && (
                      <Text size="xs" c="dimmed">{`${item.miles} mi × ${formatMoney(item.mile_rate)}`}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[item.status]} variant="light">
                      {productMessages.reimbursementStatusLabels[item.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {canMove && item.status === 'PENDING' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setOpen({ kind: 'pay', item })} aria-label={`Pay ${item.nurse_name} ${formatMoney(item.amount)}`}>
                          Pay
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'cancel', item })}>
                          Cancel
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {list.data && list.data.count > 0 && (
        <ListPagination count={list.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
      )}
      {open?.kind === 'new' && <NewReimbursementDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'pay' && <PayDialog item={open.item} onClose={() => setOpen(null)} />}
      {open?.kind === 'cancel' && (
        <ConfirmDialog
          opened
          onClose={() => setOpen(null)}
          onConfirm={() =>
            cancel.mutate(open.item.id, {
              onSuccess: () => {
                showToast('success', productMessages.reimbursementCancelled);
                setOpen(null);
              },
            })
          }
          title={productMessages.reimbursementCancelTitle}
          confirmLabel={productMessages.reimbursementCancelConfirm}
          loading={cancel.isPending}
        >
          <Alert color="yellow">{productMessages.reimbursementCancelBody}</Alert>
        </ConfirmDialog>
      )}
    </Paper>
  );
}
