import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Menu,
  Select,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { TimesheetQuery } from '@careroster/shared/api/timekeeping/list-timesheet';
import type { TimesheetRow } from '@careroster/shared/api/timekeeping/timecard';
import { formatDate, formatDateRange, inZone } from '@careroster/shared/format/date-time';
import { jobTitles } from '@careroster/shared/job-titles';
import { workerTypes, workerTypeValues } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { timecardStatuses } from '@careroster/shared/timekeeping/values';
import { showToast } from '../../../../api/toasts';
import { EmptyState } from '../../../../components/empty-state';
import { downloadTimesheet, useApproveTimecards, useTimesheet } from '../api/timesheet';
import { ClockDetailsDialog } from '../components/clock-details-dialog';
import { ImportPunchesDialog } from '../components/import-punches-dialog';
import { CorrectDialog, DisputeDialog, HistoryDialog } from '../components/timecard-dialogs';

type Refusal = { timecard_id: string; nurse_name: string | null; work_date: string | null; reason: string };

const statusColor = { PENDING: 'yellow', APPROVED: 'green', DISPUTED: 'red' } as const;

function StatusBadges({ row }: { row: TimesheetRow }) {
  return (
    <Group gap={4}>
      <Badge color={statusColor[row.status]} variant="light">
        {row.auto_approved ? productMessages.timesheetAutoApproved : productMessages.timesheetStatus[row.status]}
      </Badge>
      {row.flagged && (
        <Badge
          color="orange"
          variant="light"
          title={[...row.flags.map((f) => productMessages.timesheetFlags[f]), row.flag_reason].filter(Boolean).join(': ')}
        >
          {productMessages.timesheetFlagged}
        </Badge>
      )}
      {row.corrected && (
        <Badge color="gray" variant="light">
          {productMessages.timesheetCorrected}
        </Badge>
      )}
    </Group>
  );
}

/** `/timesheet`: a pay period's timecards, one row per nurse and day, to review, approve, dispute and correct. */
export function TimesheetPage() {
  const [filters, setFilters] = useState<TimesheetQuery>({});
  const sheet = useTimesheet(filters);
  const approve = useApproveTimecards();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [disputing, setDisputing] = useState<TimesheetRow | null>(null);
  const [correcting, setCorrecting] = useState<TimesheetRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const data = sheet.data;
  const zone = data?.period.timezone ?? 'EST';
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const selectable = rows.filter((r) => r.timecard_id && r.status !== 'APPROVED');
  const chosen = selectable.filter((r) => selected.has(r.timecard_id!)).map((r) => r.timecard_id!);
  const time = (iso: string | null) => (iso ? inZone(iso, zone).format('HH:mm') : messages.missingValue);

  const setFilter = (change: Partial<TimesheetQuery>) => {
    setSelected(new Set());
    setFilters((f) => ({ ...f, ...change }));
  };
  const runApprove = (ids: string[]) =>
    approve.mutate(ids, {
      onSuccess: (answer) => {
        showToast(answer.refused.length ? 'warn' : 'success', answer.message);
        setRefused(answer.refused);
        setSelected(new Set());
      },
    });
  const runExport = async () => {
    if (!data) return;
    setExporting(true);
    try {
      await downloadTimesheet({ ...filters, date: data.period.start }, `timesheet-${data.period.start}-${data.period.end}.csv`);
    } finally {
      setExporting(false);
    }
  };
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Container size="xl" px={0}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          {productMessages.timesheetTitle}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => setImporting(true)}>
            {productMessages.punchImportAction}
          </Button>
          <Button variant="default" onClick={() => void runExport()} loading={exporting} disabled={!data}>
            {productMessages.timesheetExport}
          </Button>
          <Button onClick={() => runApprove(chosen)} disabled={chosen.length === 0} loading={approve.isPending}>
            {productMessages.timesheetApproveSelected(chosen.length)}
          </Button>
        </Group>
      </Group>

      <Group mb="md" gap="sm" align="flex-end">
        <Button
          variant="subtle"
          aria-label={productMessages.timesheetPrevious}
          disabled={!data}
          onClick={() => data && setFilter({ date: data.period.previous })}
        >
          ‹
        </Button>
        <Text fw={600} data-testid="timesheet-period">
          {data ? formatDateRange(data.period.start, data.period.end) : messages.missingValue}
        </Text>
        <Button
          variant="subtle"
          aria-label={productMessages.timesheetNext}
          disabled={!data}
          onClick={() => data && setFilter({ date: data.period.next })}
        >
          ›
        </Button>
        <Select
          label="Worker type"
          placeholder="All"
          clearable
          w={150}
          data={workerTypeValues.map((v) => ({ value: v, label: workerTypes.find((w) => w.value === v)!.label }))}
          value={filters.worker_type ?? null}
          onChange={(v) => setFilter({ worker_type: (v as TimesheetQuery['worker_type']) ?? undefined })}
        />
        <Select
          label="Job title"
          placeholder="All"
          clearable
          w={150}
          data={jobTitles.map((j) => ({ value: j.id, label: j.abbreviation }))}
          value={filters.job_title_id ?? null}
          onChange={(v) => setFilter({ job_title_id: v ?? undefined })}
        />
        <Select
          label="Status"
          placeholder="All"
          clearable
          w={150}
          data={timecardStatuses.map((s) => ({ value: s, label: productMessages.timesheetStatus[s] }))}
          value={filters.status ?? null}
          onChange={(v) => setFilter({ status: (v as TimesheetQuery['status']) ?? undefined })}
        />
        <Switch
          label={productMessages.timesheetFlaggedOnly}
          checked={filters.flagged === 'true'}
          onChange={(e) => setFilter({ flagged: e.currentTarget.checked ? 'true' : undefined })}
          mb={8}
        />
      </Group>

      {refused.length > 0 && (
        <Alert color="orange" title={productMessages.timesheetRefusedTitle} withCloseButton onClose={() => setRefused([])} mb="md">
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r.timecard_id}>
                {r.nurse_name && r.work_date ? `${r.nurse_name}, ${formatDate(r.work_date)}: ` : ''}
                {r.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {data && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="timesheet-totals">
          {productMessages.timesheetTotals(
            data.totals.rows,
            data.totals.nurses,
            data.totals.hours.toFixed(2),
            data.totals.approved_hours.toFixed(2),
          )}
        </Text>
      )}

      {data && rows.length === 0 ? (
        <EmptyState title={productMessages.timesheetEmpty} description={productMessages.timesheetEmptyHint} />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label="Select all"
                    checked={selectable.length > 0 && chosen.length === selectable.length}
                    indeterminate={chosen.length > 0 && chosen.length < selectable.length}
                    onChange={(e) => setSelected(e.currentTarget.checked ? new Set(selectable.map((r) => r.timecard_id!)) : new Set())}
                  />
                </Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Nurse</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Shift</Table.Th>
                <Table.Th>In</Table.Th>
                <Table.Th>Out</Table.Th>
                <Table.Th>Break</Table.Th>
                <Table.Th>Hours</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={row.assignment_id}
                  data-testid="timesheet-row"
                  // The row opens its details (the menu's Details is the keyboard's way); its own controls keep their clicks.
                  onClick={(event) => {
                    if (
                      row.timecard_id &&
                      !(event.target as HTMLElement).closest('button, input, a, label, [role="menu"], [role="dialog"]')
                    )
                      setDetailsOf(row.timecard_id);
                  }}
                  style={row.timecard_id ? { cursor: 'pointer' } : undefined}
                >
                  <Table.Td>
                    {row.timecard_id && row.status !== 'APPROVED' && (
                      <Checkbox
                        aria-label={`Select ${row.nurse_name} ${formatDate(row.work_date)}`}
                        checked={selected.has(row.timecard_id)}
                        onChange={() => toggle(row.timecard_id!)}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(row.work_date)}</Table.Td>
                  <Table.Td>{row.nurse_name}</Table.Td>
                  <Table.Td>{row.worker_type}</Table.Td>
                  <Table.Td>{row.job_title_abbr}</Table.Td>
                  <Table.Td>{row.shift_title}</Table.Td>
                  <Table.Td>{row.timecard_id ? time(row.clock_in_at) : productMessages.timesheetNoPunches}</Table.Td>
                  <Table.Td>{time(row.clock_out_at)}</Table.Td>
                  <Table.Td>{row.break_minutes}</Table.Td>
                  <Table.Td>{row.hours.toFixed(2)}</Table.Td>
                  <Table.Td>
                    <StatusBadges row={row} />
                    {row.status === 'DISPUTED' && row.dispute_reason && (
                      <Text size="xs" c="dimmed">
                        {row.dispute_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.timecard_id && (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {row.status !== 'APPROVED' && (
                          <>
                            <Button
                              size="compact-xs"
                              variant="light"
                              onClick={() => runApprove([row.timecard_id!])}
                              aria-label={`${productMessages.timecardApprove} ${row.nurse_name} ${formatDate(row.work_date)}`}
                            >
                              {productMessages.timecardApprove}
                            </Button>
                            <Button
                              size="compact-xs"
                              variant="default"
                              onClick={() => setCorrecting(row)}
                              aria-label={`${productMessages.timecardCorrect} ${row.nurse_name} ${formatDate(row.work_date)}`}
                            >
                              {productMessages.timecardCorrect}
                            </Button>
                          </>
                        )}
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon variant="subtle" aria-label={`Actions for ${row.nurse_name} ${formatDate(row.work_date)}`}>
                              <span aria-hidden="true">⋯</span>
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setDetailsOf(row.timecard_id)}>{productMessages.timecardDetails}</Menu.Item>
                            <Menu.Item disabled={row.status === 'APPROVED'} onClick={() => runApprove([row.timecard_id!])}>
                              {productMessages.timecardApprove}
                            </Menu.Item>
                            <Menu.Item disabled={row.status !== 'PENDING'} onClick={() => setDisputing(row)}>
                              {productMessages.timecardDispute}
                            </Menu.Item>
                            <Menu.Item disabled={row.status === 'APPROVED'} onClick={() => setCorrecting(row)}>
                              {productMessages.timecardCorrect}
                            </Menu.Item>
                            <Menu.Item onClick={() => setHistoryOf(row.timecard_id)}>{productMessages.timecardHistory}</Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ClockDetailsDialog timecardId={detailsOf} onClose={() => setDetailsOf(null)} />
      <ImportPunchesDialog opened={importing} onClose={() => setImporting(false)} />
      <HistoryDialog timecardId={historyOf} zone={zone} onClose={() => setHistoryOf(null)} />
      <DisputeDialog row={disputing} onClose={() => setDisputing(null)} />
      <CorrectDialog row={correcting} zone={zone} onClose={() => setCorrecting(null)} />
    </Container>
  );
}
