import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { flushSync } from 'react-dom';
import { ActionIcon, Button, Container, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@careroster/shared/constants';
import { rosterWeekChoices, type RosterOpening } from '@careroster/shared/api/staffing/roster';
import { workerTypes, type WorkerType } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../../components/empty-state';
import { PageLoader } from '../../../../components/page-loader';
import { WeekRangePicker } from '../../../../components/week-range-picker';
import { formatWeekRange, stepWeekRange, weekRangeOf } from '../../../../components/week-range';
import { useJobTitles } from '../../../shifts';
import { useFacilityToday } from '../../../shifts';
import { fetchEligibility, useRoster, type RosterGridQuery } from '../api/roster';
import { useSetAvailability } from '../api/roster-actions';
import { CopyWeekDialog } from '../components/copy-week-dialog';
import { OvertimeAssignDialog } from '../components/overtime-assign-dialog';
import { RosterGrid } from '../components/roster-grid';
import { ScheduleTabs } from '../../../shifts';
import { useRosterAssign } from '../hooks/use-roster-assign';
import { useOpenConversation } from '../../../messages';
import { useAppStore } from '../../../../store/app-store';

const isWorkerType = (value: string | null): value is WorkerType => workerTypes.some((t) => t.value === value);

/**
 * The view a link asks for (`rosterWeeksPath`: a published draft's weeks and unit): a week, the
 * fewest of the offered spans that holds the weeks asked, a unit. Anything else opens this week.
 */
function firstView(params: URLSearchParams): { week: string | null; weeks: number; unit: string | null } {
  const week = params.get('week');
  const asked = Number(params.get('weeks'));
  return {
    week: week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : null,
    weeks: rosterWeekChoices.find((n) => n >= asked) ?? 1,
    unit: params.get('unit') || null,
  };
}

/**
 * Printing (issue 28): the grid renders every row, then the browser's print dialog opens; Ctrl+P
 * switches to the same layout through `beforeprint`, and `afterprint` switches back.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };
  return { printing, print };
}

/** /shifts/roster: who works which day, each day's need and openings, assign by drag or menu (issues 15, 28). */
export function RosterPage() {
  const today = useFacilityToday();
  const [params] = useSearchParams();
  const asked = firstView(params);
  const [start, setStart] = useState(() => weekRangeOf(asked.week ?? today).start);
  const [weeks, setWeeks] = useState<number>(asked.weeks);
  const [jobTitleId, setJobTitleId] = useState<string | null>(null);
  const [workerType, setWorkerType] = useState<WorkerType | null>(null);
  const [unitId, setUnitId] = useState<string | null>(asked.unit);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [copying, setCopying] = useState(false);
  const { printing, print } = usePrinting();
  const range = weekRangeOf(start, weeks - 1);
  const jobTitles = useJobTitles().data ?? [];
  const filters = {
    ...(jobTitleId ? { job_title_id: jobTitleId } : {}),
    ...(workerType ? { worker_type: workerType } : {}),
    ...(debounced ? { search: debounced } : {}),
  };
  const query: RosterGridQuery = { week_start: range.start, weeks, ...filters, ...(unitId ? { unit_id: unitId } : {}) };
  const roster = useRoster(query);
  const { assign, blocked, dismiss, pending } = useRosterAssign();
  const canMessage = can(
    useAppStore((state) => state.auth.role),
    'messages:send',
  );
  const [openConversation] = useOpenConversation();
  const availability = useSetAvailability();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = roster;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const filterKey = JSON.stringify(filters);
  const eligibilityOf = useCallback(
    (opening: RosterOpening, signal: AbortSignal) =>
      fetchEligibility({ shift_id: opening.shift_id, position_id: opening.position_id, ...(JSON.parse(filterKey) as object) }, signal),
    [filterKey],
  );
  const unitName = roster.data?.units.find((u) => u.id === unitId)?.name ?? productMessages.rosterAllUnits;

  return (
    <Container size="xl" px={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm" data-print-hide>
          <Title order={1} size="h2">
            {productMessages.rosterTitle}
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={print} disabled={!roster.data}>
              {productMessages.rosterPrint}
            </Button>
            <Button variant="default" onClick={() => setCopying(true)}>
              {productMessages.copyWeekAction}
            </Button>
          </Group>
        </Group>
        <div data-print-hide>
          <ScheduleTabs current="roster" />
        </div>
        <Group gap="xs" align="flex-end" wrap="wrap" data-roster-toolbar>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={productMessages.rosterPreviousWeeks}
              onClick={() => setStart(stepWeekRange(range, -1).start)}
            >
              <span aria-hidden="true">‹</span>
            </ActionIcon>
            <WeekRangePicker variant="single" value={range} onChange={(r) => setStart(r.start)} today={today} />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={productMessages.rosterNextWeeks}
              onClick={() => setStart(stepWeekRange(range, 1).start)}
            >
              <span aria-hidden="true">›</span>
            </ActionIcon>
          </Group>
          <SegmentedControl
            aria-label={productMessages.rosterWeeksShown}
            value={String(weeks)}
            onChange={(value) => setWeeks(Number(value))}
            data={rosterWeekChoices.map((n) => ({ value: String(n), label: productMessages.rosterWeeksChoice(n) }))}
          />
          <TextInput
            label={productMessages.rosterSearchLabel}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={170}
            size="sm"
          />
          <Select
            label={productMessages.rosterJobTitleLabel}
            clearable
            data={jobTitles.map((t) => ({ value: t.id, label: t.name }))}
            value={jobTitleId}
            onChange={setJobTitleId}
            w={190}
          />
          <Select
            label={productMessages.rosterWorkerTypeLabel}
            clearable
            data={workerTypes.map((t) => ({ value: t.value, label: t.label }))}
            value={workerType}
            onChange={(value) => setWorkerType(isWorkerType(value) ? value : null)}
            w={150}
          />
          <Select
            label={productMessages.rosterUnitLabel}
            clearable
            data={(roster.data?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
            value={unitId}
            onChange={setUnitId}
            w={190}
          />
        </Group>
        {roster.isPending ? (
          <PageLoader label="Loading roster" />
        ) : !roster.data ? (
          <EmptyState title={productMessages.rosterEmpty} />
        ) : (
          <>
            <RosterGrid
              roster={roster.data}
              onAssign={(opening, employeeId) => void assign({ shiftId: opening.shift_id, positionId: opening.position_id, employeeId })}
              onAvailability={(employeeId, date, kind) => availability.mutate({ employeeId, date, kind })}
              {...(canMessage ? { onMessage: (employeeId: string) => void openConversation({ employee_ids: [employeeId] }) } : {})}
              eligibilityOf={eligibilityOf}
              onLoadMore={loadMore}
              printing={printing}
              printHeading={productMessages.rosterPrintHeading(unitName, formatWeekRange(range))}
            />
            {isFetchingNextPage && (
              <Text size="xs" c="dimmed" role="status">
                {productMessages.rosterLoadingMore}
              </Text>
            )}
          </>
        )}
      </Stack>
      {blocked && (
        <OvertimeAssignDialog
          lines={blocked.lines}
          pending={pending}
          onClose={dismiss}
          onConfirm={(reason) => void assign({ ...blocked.input, overrideReason: reason })}
        />
      )}
      {copying && <CopyWeekDialog weekStart={range.start} onClose={() => setCopying(false)} />}
    </Container>
  );
}
