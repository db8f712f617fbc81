import { Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { MONEY_DECIMALS } from '@careroster/shared/constants';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { fixed } from '@careroster/shared/format/number';
import { messages } from '@careroster/shared/messages';
import { GenericModal } from '../../../components/generic-modal';
import { useBudgetDetails } from '../api/dashboard';

// Spec 001 section 8: a missing value is shown as '- -'.
const num = (value: number | null | undefined) => (value == null ? messages.missingValue : fixed(value, MONEY_DECIMALS));
const money = (value: number | null | undefined) => (value == null ? messages.missingValue : formatMoney(value));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

export interface BudgetDetailsDialogProps {
  /** YYYY-MM-DD; null keeps the dialog closed. */
  date: string | null;
  shiftIds?: readonly string[];
  onClose: () => void;
}

/** Spec 001 section 2, "Budget details dialog for a date" (entity: section 3). */
export function BudgetDetailsDialog({ date, shiftIds = [], onClose }: BudgetDetailsDialogProps) {
  const budget = useBudgetDetails(date, shiftIds);
  const data = budget.data;
  return (
    <GenericModal opened={date !== null} onClose={onClose} title={`Budget details ${date ? formatDate(date) : ''}`} size="lg">
      {budget.isPending && date !== null ? (
        <Group justify="center" py="md">
          <Loader aria-label="Loading budget" />
        </Group>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label="Patient count" value={num(data?.patient_count)} />
            <Figure label="Budget status" value={data?.budget_status.status ?? messages.missingValue} />
            <Figure label="Budgeted hours" value={num(data?.budget_status.budgeted_hours)} />
            <Figure label="Confirmed hours" value={num(data?.budget_status.confirmed_hours)} />
            <Figure label="Actual hours" value={num(data?.budget_status.actual_hours)} />
            <Figure label="Budgeted HPPD" value={num(data?.hppd.budgeted_hppd)} />
            <Figure label="Confirmed HPPD" value={num(data?.hppd.confirmed_hppd)} />
            <Figure label="Actual HPPD" value={num(data?.hppd.actual_hppd)} />
            <Figure label="Budgeted spend" value={money(data?.spend.budgeted)} />
            <Figure label="Current spend" value={money(data?.spend.current)} />
          </SimpleGrid>
          {!data || data.position_detail.length === 0 ? (
            <Text c="dimmed" size="sm">
              {messages.noDataFound}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Position</Table.Th>
                    <Table.Th>Accepted</Table.Th>
                    <Table.Th>Openings</Table.Th>
                    <Table.Th>Budgeted hours</Table.Th>
                    <Table.Th>Confirmed hours</Table.Th>
                    <Table.Th>Active hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.position_detail.map((row) => (
                    <Table.Tr key={row.name}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.total_accepted_employee}</Table.Td>
                      <Table.Td>{row.positions}</Table.Td>
                      <Table.Td>{num(row.budgeted_hours)}</Table.Td>
                      <Table.Td>{num(row.hours.confirmed_hours)}</Table.Td>
                      <Table.Td>{num(row.hours.active_hours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </GenericModal>
  );
}
