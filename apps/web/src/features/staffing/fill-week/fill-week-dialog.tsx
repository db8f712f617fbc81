import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { FillWeekProposal, ProposedAssignment } from '@careroster/shared/api/staffing/fill-week';
import { formatMoney } from '@careroster/shared/format/money';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { formatWeekRange, type WeekRange } from '../../../components/week-range';
import { useSingleFlight } from '../../../components/use-single-flight';
import { formatShiftTimes, formatWeekdayDate } from '../../shifts';
import { useConfirmFillWeek, useFillWeekProposal } from './api';

const keyOf = (a: Pick<ProposedAssignment, 'position_id' | 'employee_id'>) => `${a.position_id}|${a.employee_id}`;
const nameOf = (a: ProposedAssignment) => `${a.first_name} ${a.last_name}`;

/** The proposal's rows by the day their shift starts, days in order. */
const byDay = (rows: readonly ProposedAssignment[]) => {
  const days = new Map<string, ProposedAssignment[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days].sort(([a], [b]) => a.localeCompare(b));
};

/**
 * "Fill week" (issue 15): the plan for every open position of the weeks shown, grouped by day,
 * every row checked; the manager unchecks what she does not want and confirms the rest in one
 * step. The plan refreshes when a shift changes (someone else booked), keeping her unchecks.
 */
export function FillWeekDialog({
  range,
  weeks,
  opened,
  onClose,
}: {
  range: WeekRange;
  weeks: number;
  opened: boolean;
  onClose: () => void;
}) {
  const proposal = useFillWeekProposal(range.start, weeks, opened);
  const confirm = useConfirmFillWeek();
  // Unchecked rather than checked: rows of a refreshed plan start checked, as the first ones did.
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const chosen = (proposal.data?.assignments ?? []).filter((a) => !unchecked.has(keyOf(a)));
  const [submit, submitting] = useSingleFlight(() =>
    confirm.mutateAsync(chosen.map((a) => ({ position_id: a.position_id, employee_id: a.employee_id }))).then(() => {
      setUnchecked(new Set());
      onClose();
    }),
  );
  const toggle = (key: string, checked: boolean) =>
    setUnchecked((before) => {
      const next = new Set(before);
      if (checked) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={productMessages.fillWeekTitle(formatWeekRange(range))}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {productMessages.fillWeekHint}
        </Text>
        {proposal.isPending ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">{productMessages.fillWeekLoading}</Text>
          </Group>
        ) : proposal.data ? (
          <Plan plan={proposal.data} unchecked={unchecked} onToggle={toggle} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={submitting} disabled={chosen.length === 0}>
            {productMessages.fillWeekConfirm(chosen.length)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Plan({
  plan,
  unchecked,
  onToggle,
}: {
  plan: FillWeekProposal;
  unchecked: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
}) {
  if (plan.totals.openings === 0) return <Text size="sm">{productMessages.fillWeekNothingOpen}</Text>;
  const columns: DataColumn<ProposedAssignment>[] = [
    {
      key: 'book',
      header: '',
      cell: (a) => (
        <Checkbox
          checked={!unchecked.has(keyOf(a))}
          onChange={(e) => onToggle(keyOf(a), e.currentTarget.checked)}
          aria-label={productMessages.fillWeekSelectRow(nameOf(a), `${a.shift_title} ${formatShiftTimes(a)}`)}
        />
      ),
    },
    { key: 'time', header: 'Time', cell: (a) => formatShiftTimes(a) },
    { key: 'shift', header: 'Shift', cell: (a) => `${a.shift_title} · ${a.job_title}` },
    {
      key: 'nurse',
      header: 'Nurse',
      cell: (a) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{nameOf(a)}</Text>
          <Badge variant="light" size="sm">
            {labelOf(workerTypes, a.type)}
          </Badge>
        </Group>
      ),
    },
    { key: 'cost', header: 'Cost', align: 'right', cell: (a) => formatMoney(a.cost) },
    {
      key: 'why',
      header: 'Why',
      cell: (a) => (
        <Text size="xs" c={a.overtime_hours > 0 ? 'orange' : 'dimmed'}>
          {a.reasons.join(', ')}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="fill-week-totals">
        {productMessages.fillWeekTotals(
          plan.totals.proposed,
          plan.totals.openings,
          formatMoney(plan.totals.cost),
          String(plan.totals.overtime_hours),
        )}
      </Text>
      {plan.note ? (
        <Text size="sm" c="orange">
          {plan.note}
        </Text>
      ) : null}
      {byDay(plan.assignments).map(([date, rows]) => (
        <Stack key={date} gap={4}>
          <Title order={3} size="h5">
            {formatWeekdayDate(date)}
          </Title>
          <DataTable
            label={formatWeekdayDate(date)}
            columns={columns}
            rows={rows}
            rowKey={keyOf}
            minWidth={720}
            rowTestId={() => 'fill-week-row'}
          />
        </Stack>
      ))}
      {plan.unfilled.length > 0 && (
        <Alert color="yellow" variant="light" title={productMessages.fillWeekUnfilledTitle(plan.unfilled.reduce((n, u) => n + u.open, 0))}>
          <List size="sm">
            {plan.unfilled.map((u) => (
              <List.Item key={u.position_id}>
                {formatWeekdayDate(u.date)}, {formatShiftTimes(u)}, {u.shift_title} · {u.job_title} ({u.open}): {u.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
