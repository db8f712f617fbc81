import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import type { OneOffPayment } from '@careroster/shared/api/payments/one-off-payments';
import { formatDate, formatDateRange } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { ONE_OFF_REASON_MAX_LENGTH } from '@careroster/shared/money/one-off-payments';
import { oneOffPaymentStatuses, type OneOffPaymentKind, type OneOffPaymentStatus } from '@careroster/shared/money/values';
import { rejectOneOffPaymentSchema } from '@careroster/shared/validation/one-off-payments';
import { can } from '@careroster/shared/roles';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { useAppStore } from '../../../store/app-store';
import { useApproveOneOffPayment, useOneOffPayments, usePayOneOffPayment, useRejectOneOffPayment } from '../api/one-off-payments';
import { failureMessage } from '../api/payments';
import { ApprovalThresholdDialog } from './approval-threshold-dialog';
import { NewOneOffPaymentDialog, oneOffKindOptions } from './new-one-off-payment-dialog';
import { NurseSelect } from './nurse-select';
import { VaultPayDialog } from './vault-pay-dialog';

const statusColor: Record<OneOffPaymentStatus, string> = { PENDING_APPROVAL: 'yellow', APPROVED: 'blue', REJECTED: 'gray', PAID: 'green' };
const statusOptions = oneOffPaymentStatuses.map((s) => ({ value: s, label: productMessages.oneOffStatusLabels[s] }));

const describe = (item: OneOffPayment) => `${item.nurse_name} · ${productMessages.oneOffKindLabels[item.kind]} · ${item.reason}`;

function PayDialog({ item, onClose }: { item: OneOffPayment; onClose: () => void }) {
  const pay = usePayOneOffPayment();
  return (
    <VaultPayDialog
      id={item.id}
      amount={item.amount}
      title={productMessages.oneOffPayTitle}
      detail={describe(item)}
      pay={pay}
      onClose={onClose}
    />
  );
}

function ApproveDialog({ item, onClose }: { item: OneOffPayment; onClose: () => void }) {
  const approve = useApproveOneOffPayment();
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={() =>
        approve.mutate(item.id, {
          onSuccess: () => {
            showToast('success', productMessages.oneOffApproved);
            onClose();
          },
        })
      }
      title={productMessages.oneOffApproveTitle}
      confirmLabel={productMessages.oneOffApprove}
      loading={approve.isPending}
      error={approve.isError ? failureMessage(approve.error) : null}
    >
      <Text size="sm">{productMessages.oneOffApproveBody}</Text>
      <Text size="sm" mt="xs" c="dimmed">{`${describe(item)} · ${formatMoney(item.amount)}`}</Text>
    </ConfirmDialog>
  );
}

function RejectDialog({ item, onClose }: { item: OneOffPayment; onClose: () => void }) {
  const reject = useRejectOneOffPayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={() => {
        const parsed = rejectOneOffPaymentSchema.safeParse({ reason });
        if (!parsed.success) return setError(parsed.error.issues[0]!.message);
        reject.mutate(
          { id: item.id, reason: parsed.data.reason },
          {
            onSuccess: () => {
              showToast('success', productMessages.oneOffRejected);
              onClose();
            },
          },
        );
      }}
      title={productMessages.oneOffRejectTitle}
      confirmLabel={productMessages.oneOffReject}
      loading={reject.isPending}
      error={reject.isError ? failureMessage(reject.error) : null}
    >
      <Text size="sm" c="dimmed" mb="xs">{`${describe(item)} · ${formatMoney(item.amount)}`}</Text>
      <Textarea
        label={productMessages.oneOffRejectReasonLabel}
        required
        autosize
        minRows={2}
        maxLength={ONE_OFF_REASON_MAX_LENGTH}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(undefined);
        }}
        error={error}
      />
    </ConfirmDialog>
  );
}

type Open = { kind: 'new' } | { kind: 'threshold' } | { kind: 'approve' | 'reject' | 'pay'; item: OneOffPayment } | null;

/** What a payment names beside its kind: the booked shift of an incentive, the period a correction corrects. */
function KindCell({ item }: { item: OneOffPayment }) {
  const named = item.booking_label ?? (item.corrects_period ? formatDateRange(item.corrects_period.start, item.corrects_period.end) : null);
  return (
    <>
      {productMessages.oneOffKindLabels[item.kind]}
      {named && (
        <Text size="xs" c="dimmed">
          {named}
        </Text>
      )}
    </>
  );
}

/**
 * The "One-off payments" tab (decision 077): the list with its filters, "New payment", and
 * Approve (a second administrator), Reject and Pay from the vault.
 */
export function OneOffPaymentsSection() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const me = useAppStore((state) => state.auth.profile?.id);
  const canMove = can(
    useAppStore((state) => state.auth.role),
    'money:move',
  );
  const [status, setStatus] = useState<OneOffPaymentStatus | undefined>(undefined);
  const [kind, setKind] = useState<OneOffPaymentKind | undefined>(undefined);
  const [employee, setEmployee] = useState<string | null>(null);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const list = useOneOffPayments({
    page,
    page_size: pageSize,
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(employee ? { employee_id: employee } : {}),
  });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const filtered =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payments-one-off">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="payments-one-off">
          {productMessages.oneOffTitle}
        </Title>
        {canMove && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setOpen({ kind: 'threshold' })}>
              {productMessages.oneOffSettingsTitle}
            </Button>
            <Button onClick={() => setOpen({ kind: 'new' })}>{productMessages.oneOffNew}</Button>
          </Group>
        )}
      </Group>
      <Group mb="sm" align="flex-end">
        <Select
          label="Status"
          placeholder={productMessages.oneOffAllStatuses}
          clearable
          w={200}
          data={statusOptions}
          value={status ?? null}
          onChange={filtered((v: string | null) => setStatus((v as OneOffPaymentStatus | null) ?? undefined))}
        />
        <Select
          label="Kind"
          placeholder={productMessages.oneOffAllKinds}
          clearable
          w={200}
          data={oneOffKindOptions}
          value={kind ?? null}
          onChange={filtered((v: string | null) => setKind((v as OneOffPaymentKind | null) ?? undefined))}
        />
        <NurseSelect
          label="Nurse"
          placeholder={productMessages.oneOffAllNurses}
          clearable
          w={260}
          value={employee}
          onChange={filtered(setEmployee)}
        />
      </Group>
      {list.data?.count === 0 ? (
        <Text size="sm">{productMessages.oneOffEmpty}</Text>
      ) : (
        <DataTable
          label={productMessages.oneOffTitle}
          minWidth={900}
          rows={list.data?.results ?? []}
          rowKey={(item) => item.id}
          rowTestId={() => 'one-off-row'}
          columns={[
            { key: 'date', header: 'Date', cell: (item) => formatDate(item.dated, zone) },
            { key: 'nurse', header: 'Nurse', cell: (item) => item.nurse_name },
            { key: 'kind', header: 'Kind', cell: (item) => <KindCell item={item} /> },
            { key: 'reason', header: 'Reason', cell: (item) => item.reason },
            { key: 'amount', header: 'Amount', align: 'right', cell: (item) => formatMoney(item.amount) },
            {
              key: 'status',
              header: 'Status',
              cell: (item) => (
                <>
                  <Badge color={statusColor[item.status]} variant="light">
                    {productMessages.oneOffStatusLabels[item.status]}
                  </Badge>
                  {item.rejection_reason && (
                    <Text size="xs" c="dimmed">
                      {item.rejection_reason}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'actions',
              header: <VisuallyHidden>Actions</VisuallyHidden>,
              cell: (item) =>
                canMove && (
                  <Group gap="xs" wrap="nowrap">
                    {item.status === 'PENDING_APPROVAL' && item.created_by?.id !== me && (
                      <Button size="xs" onClick={() => setOpen({ kind: 'approve', item })}>
                        {productMessages.oneOffApprove}
                      </Button>
                    )}
                    {item.status === 'APPROVED' && (
                      <Button
                        size="xs"
                        onClick={() => setOpen({ kind: 'pay', item })}
                        aria-label={`Pay ${item.nurse_name} ${formatMoney(item.amount)}`}
                      >
                        Pay
                      </Button>
                    )}
                    {(item.status === 'PENDING_APPROVAL' || item.status === 'APPROVED') && (
                      <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'reject', item })}>
                        {productMessages.oneOffReject}
                      </Button>
                    )}
                  </Group>
                ),
            },
          ]}
        />
      )}
      {list.data && list.data.count > 0 && (
        <ListPagination count={list.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
      )}
      {open?.kind === 'new' && <NewOneOffPaymentDialog onClose={close} />}
      {open?.kind === 'threshold' && <ApprovalThresholdDialog onClose={close} />}
      {open?.kind === 'approve' && <ApproveDialog item={open.item} onClose={close} />}
      {open?.kind === 'reject' && <RejectDialog item={open.item} onClose={close} />}
      {open?.kind === 'pay' && <PayDialog item={open.item} onClose={close} />}
    </Paper>
  );
}
