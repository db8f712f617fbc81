import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Reimbursement } from '@careroster/shared/api/payments/reimbursement';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMileRate, formatMoney } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import { reimbursementStatuses, type ReimbursementStatus } from '@careroster/shared/money/values';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { useAppStore } from '../../../store/app-store';
import { useCancelReimbursement, usePayReimbursement, useReimbursements } from '../api/payments';
import { NewReimbursementDialog } from './new-reimbursement-dialog';
import { VaultPayDialog } from './vault-pay-dialog';

const statusColor: Record<ReimbursementStatus, string> = { PENDING: 'yellow', PAID: 'green', CANCELLED: 'gray' };
const statusOptions = reimbursementStatuses.map((s) => ({ value: s, label: productMessages.reimbursementStatusLabels[s] }));

/** The 'Process Reimbursement!' confirm dialog (spec 001): Cancel, and 'Pay $<amount>'. */
function PayDialog({ item, onClose }: { item: Reimbursement; onClose: () => void }) {
  const pay = usePayReimbursement();
  return (
    <VaultPayDialog
      id={item.id}
      amount={item.amount}
      title={messages.processReimbursementTitle}
      detail={`${item.nurse_name} · ${item.category_name} · ${item.description}`}
      pay={pay}
      onClose={onClose}
    />
  );
}

type Open = { kind: 'new' } | { kind: 'pay'; item: Reimbursement } | { kind: 'cancel'; item: Reimbursement } | null;

/** Nurses' expenses the facility pays back from the vault: the list, a new one, Pay and Cancel. */
export function ReimbursementsSection() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const canMove = can(
    useAppStore((state) => state.auth.role),
    'money:move',
  );
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
          setStatus(v ?? undefined);
          setPage(1);
        }}
      />
      {list.data?.count === 0 ? (
        <Text size="sm">{productMessages.reimbursementsEmpty}</Text>
      ) : (
        <DataTable
          label={productMessages.reimbursementsTitle}
          minWidth={760}
          rows={list.data?.results ?? []}
          rowKey={(item) => item.id}
          rowTestId={() => 'reimbursement-row'}
          columns={[
            { key: 'date', header: 'Date', cell: (item) => formatDate(item.incurred_on, zone) },
            { key: 'nurse', header: 'Nurse', cell: (item) => item.nurse_name },
            {
              key: 'category',
              header: 'Category',
              cell: (item) => (
                <>
                  {item.category_name}
                  {item.miles !== null && item.mile_rate !== null && (
                    <Text size="xs" c="dimmed">{`${item.miles} mi × ${formatMileRate(item.mile_rate)}`}</Text>
                  )}
                </>
              ),
            },
            { key: 'description', header: 'Description', cell: (item) => item.description },
            { key: 'amount', header: 'Amount', align: 'right', cell: (item) => formatMoney(item.amount) },
            {
              key: 'status',
              header: 'Status',
              cell: (item) => (
                <Badge color={statusColor[item.status]} variant="light">
                  {productMessages.reimbursementStatusLabels[item.status]}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: <VisuallyHidden>Actions</VisuallyHidden>,
              cell: (item) =>
                canMove &&
                item.status === 'PENDING' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => setOpen({ kind: 'pay', item })}
                      aria-label={`Pay ${item.nurse_name} ${formatMoney(item.amount)}`}
                    >
                      Pay
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'cancel', item })}>
                      Cancel
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
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
