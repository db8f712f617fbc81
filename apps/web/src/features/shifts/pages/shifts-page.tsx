import { useMemo, useState } from 'react';
import { Button, Container, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { nurseSortOptions, shiftTimingStatuses, type NurseSort, type ShiftTimingStatus } from '@careroster/shared/lookups';
import { paths } from '@careroster/shared/paths';
import { FilterPopover, type FilterDefinition } from '../../../components/filter-popover';
import { MultiWeekSelect } from '../../../components/multi-week-select';
import { SortPopup } from '../../../components/sort-popup';
import { WeekRangePicker } from '../../../components/week-range-picker';
import { weekRangeOf } from '../../../components/week-range';
import { useJobTitles } from '../api/lookups';
import { PositionsEditor } from '../components/positions-editor';
import { ScheduleTabs } from '../components/schedule-tabs';
import { fillWeekSlot } from '../../slots';
import { WeekSchedule } from '../components/week-schedule';
import { useFacilityToday } from '../hooks/use-facility-today';

const isSort = (value: string | null): value is NurseSort => nurseSortOptions.some((o) => o.value === value);
const isStatus = (value: string | null): value is ShiftTimingStatus => shiftTimingStatuses.some((s) => s.value === value);

/** /shifts: the weekly schedule (spec 001 section 2 week pickers, filter popover, sort selector). */
export function ShiftsPage() {
  const today = useFacilityToday();
  const [view, setView] = useState<'weeks' | 'past'>('weeks');
  const [range, setRange] = useState(() => weekRangeOf(today));
  const [pastWeeks, setPastWeeks] = useState<string[]>([]);
  const [status, setStatus] = useState<ShiftTimingStatus | null>(null);
  const [jobTitleIds, setJobTitleIds] = useState<string[]>([]);
  const [sort, setSort] = useState<NurseSort | null>(null);
  const [editing, setEditing] = useState<Shift | null>(null);
  const jobTitles = useJobTitles().data;

  const filterDefs = useMemo<FilterDefinition[]>(
    () => [
      {
        paramName: 'status',
        label: 'Status',
        type: 'single',
        items: shiftTimingStatuses,
        value: status,
        initialValue: null,
        setter: (value) => setStatus(isStatus(value) ? value : null),
      },
      {
        paramName: 'job_title_id',
        label: 'Positions',
        type: 'multi',
        items: (jobTitles ?? []).map((t) => ({ value: t.id, label: t.name })),
        value: jobTitleIds,
        initialValue: [],
        setter: setJobTitleIds,
      },
    ],
    [status, jobTitleIds, jobTitles],
  );
  const filters = { status, job_title_id: jobTitleIds };

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Shifts
          </Title>
          <Group gap="sm">
            {view === 'weeks' && <fillWeekSlot.Render range={range} />}
            <Button component={Link} to={paths.addShift}>
              Add shift
            </Button>
          </Group>
        </Group>
        <ScheduleTabs current="shifts" />
        <SegmentedControl
          aria-label="Schedule view"
          value={view}
          onChange={(value) => setView(value === 'past' ? 'past' : 'weeks')}
          data={[
            { value: 'weeks', label: 'Weeks' },
            { value: 'past', label: 'Past weeks' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          {view === 'weeks' ? (
            <WeekRangePicker value={range} onChange={setRange} today={today} />
          ) : (
            <MultiWeekSelect value={pastWeeks} onChange={setPastWeeks} today={today} />
          )}
          <SortPopup options={nurseSortOptions} value={sort} onChange={(value) => setSort(isSort(value) ? value : null)} />
        </Group>
        <FilterPopover filters={filterDefs} />
        {view === 'weeks' ? (
          <WeekSchedule range={range} filters={filters} sort={sort} onEditPositions={setEditing} />
        ) : (
          pastWeeks.map((week) => (
            <WeekSchedule key={week} range={weekRangeOf(week)} filters={filters} sort={sort} onEditPositions={setEditing} />
          ))
        )}
      </Stack>
      {editing && <PositionsEditor shift={editing} variant="dialog" opened onClose={() => setEditing(null)} />}
    </Container>
  );
}
