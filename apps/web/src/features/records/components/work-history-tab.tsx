import { Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { WorkHistoryFilters, WorkHistoryRow } from '@careroster/shared/api/records/work-history';
import { formatDate, formatTime } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { fixed } from '@careroster/shared/format/number';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { workHistoryStates, type WorkHistoryState } from '@careroster/shared/records/work-history';
import { DateRangeInputs, type DateRange } from '../../../components/date-range-inputs';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { ScrollRegion } from '../../../components/scroll-region';
import { downloadWorkHistory, useWorkHistory } from '../api/work-history';
import { PriorEmploymentSection } from './prior-employment-section';

const text = productMessages;
const columns = text.workHistoryColumns;

const stateColor: Record<WorkHistoryState, string> = {
  APPROVED: 'teal',
  PENDING: 'blue',
  REJECTED: 'red',
  MISSED_PUNCH: 'orange',
};
const ALL = 'ALL';
const stateOptions = [
  { value: ALL, label: text.workHistoryAllStates },
  ...workHistoryStates.map((state) => ({ value: state, label: text.workHistoryStates[state] })),
];

const span = (from: string | null, to: string | null, zone: TimezoneCode) =>
  from ? `${formatTime(from, zone)} – ${to ? formatTime(to, zone) : '…'}` : text.workHistoryNoClockIn;

function HistoryRow({ row, zone, payVisible }: { row: WorkHistoryRow; zone: TimezoneCode; payVisible: boolean }) {
  const place = [row.unit, row.floor].filter(Boolean).join(', ');
  return (
    <Table.Tr>
      <Table.Td>{formatDate(row.work_date)}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.shift_title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.job_title_abbr}</Text>
        {place && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {place}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{span(row.scheduled_start, row.scheduled_end, zone)}</Text>
        <Text size="xs" c="dimmed">
          {text.workHistoryHours(fixed(row.scheduled_hours, 2))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{span(row.clock_in_at, row.clock_out_at, zone)}</Text>
        <Text size="xs" c="dimmed">
          {text.workHistoryHours(fixed(row.worked_hours, 2))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={stateColor[row.state]}>
          {text.workHistoryStates[row.state]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {row.late_minutes === null ? '—' : row.late_minutes > 0 ? text.workHistoryLate(row.late_minutes) : text.workHistoryOnTime}
      </Table.Td>
      {payVisible && <Table.Td>{row.pay === null ? text.workHistoryPayWhenApproved : formatMoney(row.pay)}</Table.Td>}
    </Table.Tr>
  );
}

/**
 * The employee's Work history tab (issue 27, decision 066): every shift she worked here with its
 * hours, timecard state, lateness and, for those who may read money, its pay; filtered by dates
 * and state, paged, exported as CSV; then her prior employment.
 */
export function WorkHistoryTab({ employeeId }: { employeeId: string }) {
  const [range, setRange] = useState<DateRange>({});
  const [state, setState] = useState<WorkHistoryState | undefined>(undefined);
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const filters: WorkHistoryFilters = { from: range.from, to: range.to, state };
  const history = useWorkHistory(employeeId, { ...filters, page, page_size: pageSize });
  const [exporting, setExporting] = useState(false);
  const filtered = range.from !== undefined || range.to !== undefined || state !== undefined;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWorkHistory(employeeId, filters);
    } catch {
      // The API client already showed the failure.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <section aria-labelledby="work-history-heading">
        <Group justify="space-between" align="flex-end" wrap="wrap" mb="sm">
          <Title order={2} size="h4" id="work-history-heading">
            {text.workHistoryTitle}
          </Title>
          <Button
            variant="default"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!history.data || history.data.count === 0}
          >
            {text.timesheetExport}
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
          <DateRangeInputs
            value={range}
            onChange={(change) => {
              setRange((current) => ({ ...current, ...change }));
              setPage(1);
            }}
          />
          <Select
            label={text.workHistoryStateLabel}
            w={180}
            data={stateOptions}
            value={state ?? ALL}
            allowDeselect={false}
            onChange={(value) => {
              setState(workHistoryStates.find((s) => s === value));
              setPage(1);
            }}
          />
        </Group>
        {history.isPending && <PageLoader label="Loading work history" />}
        {history.isError && <EmptyState title={text.workHistoryEmpty} />}
        {history.data && history.data.count === 0 && (
          <EmptyState
            title={filtered ? text.workHistoryNoMatch : text.workHistoryEmpty}
            description={filtered ? undefined : text.workHistoryEmptyHint}
          />
        )}
        {history.data && history.data.count > 0 && (
          <>
            <ScrollRegion label={text.workHistoryTitle}>
              <Table striped miw={860} aria-label={text.workHistoryTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{columns.date}</Table.Th>
                    <Table.Th>{columns.shift}</Table.Th>
                    <Table.Th>{columns.position}</Table.Th>
                    <Table.Th>{columns.scheduled}</Table.Th>
                    <Table.Th>{columns.worked}</Table.Th>
                    <Table.Th>{columns.state}</Table.Th>
                    <Table.Th>{columns.lateness}</Table.Th>
                    {history.data.pay_visible && <Table.Th>{columns.pay}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.results.map((row) => (
                    <HistoryRow key={row.assignment_id} row={row} zone={history.data.timezone} payVisible={history.data.pay_visible} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            <ListPagination
              count={history.data.count}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          </>
        )}
      </section>
      <PriorEmploymentSection employeeId={employeeId} />
    </Stack>
  );
}
