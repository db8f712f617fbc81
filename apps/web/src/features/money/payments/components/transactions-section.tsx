import { useState } from 'react';
import { Badge, Button, Group, Paper, ScrollArea, Select, Table, Text, TextInput, Title } from '@mantine/core';
import type { TransactionFilters, TransactionRow } from '@careroster/shared/api/payments/list-transactions';
import { formatDate, formatTime, todayIn } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import type { PaymentRowStatus } from '@careroster/shared/money/payments';
import { ledgerTransactionKinds } from '@careroster/shared/money/values';
import { ListPagination, usePaging } from '../../../../components/list-pagination';
import { useAppStore } from '../../../../store/app-store';
import { downloadTransactions, useTransactions } from '../api/payments';
import { NurseSelect } from './nurse-select';

const statusColor: Record<PaymentRowStatus, string> = { PENDING: 'yellow', SETTLED: 'green', RETURNED: 'red', PAID: 'blue' };
const kindOptions = ledgerTransactionKinds.map((kind) => ({ value: kind, label: productMessages.transactionKindLabels[kind] }));
const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

function Row({ row, zone }: { row: TransactionRow; zone: string | undefined }) {
  return (
    <Table.Tr data-testid="transaction-row">
      <Table.Td>{`${formatDate(row.at, zone)} ${formatTime(row.at, zone)}`}</Table.Td>
      <Table.Td>{productMessages.transactionKindLabels[row.kind]}</Table.Td>
      <Table.Td>{row.memo}</Table.Td>
      <Table.Td>{row.nurse_name ?? ''}</Table.Td>
      <Table.Td>
        <Badge color={statusColor[row.status]} variant="light">
          {productMessages.paymentRowStatusLabels[row.status]}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{signed(row.amount)}</Table.Td>
      <Table.Td ta="right">{row.fee > 0 ? formatMoney(row.fee) : ''}</Table.Td>
      <Table.Td ta="right">{formatMoney(row.balance)}</Table.Td>
    </Table.Tr>
  );
}

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
  const day = (value: string) => (value === '' ? undefined : value);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTransactions(filters, `transactions-${todayIn(zone)}.csv`);
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
          onChange={(v) => filter({ kind: (v) ?? undefined })}
        />
        <TextInput label="From" type="date" value={filters.from ?? ''} onChange={(e) => filter({ from: day(e.currentTarget.value) })} />
        <TextInput label="To" type="date" value={filters.to ?? ''} onChange={(e) => filter({ to: day(e.currentTarget.value) })} />
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
        <ScrollArea type="auto">
          <Table striped miw={860} aria-label={productMessages.transactionsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Nurse</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Fee</Table.Th>
                <Table.Th ta="right">Vault balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.results.map((row) => (
                <Row key={row.id} row={row} zone={zone} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {list.data && list.data.count > 0 && (
        <ListPagination count={list.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
      )}
    </Paper>
  );
}
