import { useState } from 'react';
import { Button, Container, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type PageSize } from '@careroster/shared/constants';
import { ROSTER_PAGE_SIZE, type RosterQuery } from '@careroster/shared/api/staffing/roster';
import { workerTypes, type WorkerType } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../../components/empty-state';
import { ListPagination } from '../../../../components/list-pagination';
import { PageLoader } from '../../../../components/page-loader';
import { WeekRangePicker } from '../../../../components/week-range-picker';
import { intervalOf, weekRangeOf } from '../../../../components/week-range';
import { useJobTitles } from '../../../shifts';
import { useFacilityToday } from '../../../shifts';
import { useRoster } from '../api/roster';
import { useSetAvailability } from '../api/roster-actions';
import { CopyWeekDialog } from '../components/copy-week-dialog';
import { OvertimeAssignDialog } from '../components/overtime-assign-dialog';
import { RosterGrid } from '../components/roster-grid';
import { ScheduleTabs } from '../../../shifts';
import { useRosterAssign } from '../hooks/use-roster-assign';
import { useOpenConversation } from '../../../messages';
import { useAppStore } from '../../../../store/app-store';

const isWorkerType = (value: string | null): value is WorkerType => workerTypes.some((t) => t.value === value);

/** /shifts/roster: who works which day, each day's openings and staffing, assign by drag or menu. */
export function RosterPage() {
  const today = useFacilityToday();
  const [range, setRange] = useState(() => weekRangeOf(today));
  const [jobTitleId, setJobTitleId] = useState<string | null>(null);
  const [workerType, setWorkerType] = useState<WorkerType | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(ROSTER_PAGE_SIZE);
  const [copying, setCopying] = useState(false);
  const jobTitles = useJobTitles().data ?? [];
  const query: RosterQuery = {
    week_start: range.start,
    weeks: intervalOf(range) + 1,
    page,
    page_size: pageSize,
    ...(jobTitleId ? { job_title_id: jobTitleId } : {}),
    ...(workerType ? { worker_type: workerType } : {}),
    ...(unitId ? { unit_id: unitId } : {}),
    ...(debounced ? { search: debounced } : {}),
  };
  const roster = useRoster(query);
  const { assign, blocked, dismiss, pending } = useRosterAssign();
  const canMessage = can(
    useAppStore((state) => state.auth.role),
    'messages:send',
  );
  const [openConversation] = useOpenConversation();
  const availability = useSetAvailability();
  // Any filter change starts again at the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {productMessages.rosterTitle}
          </Title>
          <Button variant="default" onClick={() => setCopying(true)}>
            {productMessages.copyWeekAction}
          </Button>
        </Group>
        <ScheduleTabs current="roster" />
        <WeekRangePicker value={range} onChange={filtered(setRange)} today={today} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={productMessages.rosterSearchLabel}
            value={search}
            onChange={(e) => filtered(setSearch)(e.currentTarget.value)}
            w={200}
          />
          <Select
            label={productMessages.rosterJobTitleLabel}
            clearable
            data={jobTitles.map((t) => ({ value: t.id, label: t.name }))}
            value={jobTitleId}
            onChange={filtered(setJobTitleId)}
            w={220}
          />
          <Select
            label={productMessages.rosterWorkerTypeLabel}
            clearable
            data={workerTypes.map((t) => ({ value: t.value, label: t.label }))}
            value={workerType}
            onChange={(value) => filtered(setWorkerType)(isWorkerType(value) ? value : null)}
            w={160}
          />
          <Select
            label={productMessages.rosterUnitLabel}
            clearable
            data={(roster.data?.units ?? []).map((u) => ({ value: u.id, label: u.name }))}
            value={unitId}
            onChange={filtered(setUnitId)}
            w={220}
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
            />
            <ListPagination
              count={roster.data.count}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={filtered(setPageSize)}
            />
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
