import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import type { TransactionFilters, TransactionRow } from '@careroster/shared/api/payments/list-transactions';
import { formatDate, formatTime, todayIn } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import type { PaymentRowStatus } from '@careroster/shared/money/payments';
import { ledgerTransactionKinds } from '@careroster/shared/money/values';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateRangeInputs } from '../../../components/date-range-inputs';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { useAppStore } from '../../../store/app-store';
import { downloadTransactions, useTransactions } from '../api/payments';
import { NurseSelect } from './nurse-select';

const statusColor: Record<PaymentRowStatus, string> = { PENDING: 'yellow', SETTLED: 'green', RETURNED: 'red', PAID: 'blue' };
const kindOptions = ledgerTransactionKinds.map((kind) => ({ value: kind, label: productMessages.transactionKindLabels[kind] }));
const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

const columns = (zone: string | undefined): DataColumn<TransactionRow>[] => [
  { key: 'date', header: 'Date', cell: (row) => `${formatDate(row.at, zone)} ${formatTime(row.at, zone)}` },
  { key: 'type', header: 'Type', cell: (row) => productMessages.transactionKindLabels[row.kind] },
  { key: 'memo', header: 'Description', cell: (row) => row.memo },
  { key: 'nurse', header: 'Nurse', cell: (row) => row.nurse_name ?? '' },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge color={statusColor[row.status]} variant="light">
        {productMessages.paymentRowStatusLabels[row.status]}
      </Badge>
    ),
  },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => signed(row.amount) },
  { key: 'fee', header: 'Fee', align: 'right', cell: (row) => (row.fee > 0 ? formatMoney(row.fee) : '') },
  { key: 'balance', header: 'Vault balance', align: 'right', cell: (row) => formatMoney(row.balance) },
];

/** The facility's transactions with their filters (type, days, nurse), the running vault balance and a CSV export. */
export function TransactionsSection() {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const [filters, setFilters] = useState<TransactionFilters>({});
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const list = useTransactions({ ...filters, page, page_size: pageSize });
  const [exporting, setExporting] = useState(false);
  const filter = (change: TransactionFilters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTransactions(filters, `transactions-${todayIn(zone, new Date())}.csv`);
    } catch {
      // apiFile already told the user (spec 000 section 8).
    } finally {
      setExporting(false);
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payments-transactions">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="payments-transactions">
          {productMessages.transactionsTitle}
        </Title>
        <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
          {productMessages.transactionsExport}
        </Button>
      </Group>
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          placeholder={productMessages.transactionsAllTypes}
          clearable
          w={200}
          data={kindOptions}
          value={filters.kind ?? null}
          onChange={(v) => filter({ kind: v ?? undefined })}
        />
        <DateRangeInputs value={filters} onChange={filter} />
        <NurseSelect
          label="Nurse"
          placeholder={productMessages.transactionsAllNurses}
          clearable
          w={240}
          value={filters.employee_id ?? null}
          onChange={(id) => filter({ employee_id: id ?? undefined })}
        />
      </Group>
      {list.data?.count === 0 ? (
        <Text size="sm">{productMessages.transactionsEmpty}</Text>
      ) : (
        <DataTable
          label={productMessages.transactionsTitle}
          minWidth={860}
          rows={list.data?.results ?? []}
          rowKey={(row) => row.id}
          rowTestId={() => 'transaction-row'}
          columns={columns(zone)}
        />
      )}
      {list.data && list.data.count > 0 && (
        <ListPagination count={list.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
      )}
    </Paper>
  );
}
