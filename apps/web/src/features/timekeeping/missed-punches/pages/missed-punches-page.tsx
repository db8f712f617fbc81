import { Container, LoadingOverlay, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useState } from 'react';
import type { MissedPunch } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import type { MissedPunchStatus } from '@careroster/shared/timekeeping/values';
import { showToast } from '../../../../api/toasts';
import { EmptyState } from '../../../../components/empty-state';
import { ListPagination, usePaging } from '../../../../components/list-pagination';
import { useAppStore } from '../../../../store/app-store';
import { useMissedPunches, useQueueAction } from '../api/missed-punches';
import { DecideDialog, type Decision } from '../components/decide-dialog';
import { MissedPunchTable } from '../components/missed-punch-table';

/** The status filter: "To do" is what still needs the facility (open and proposed). */
const filters: { value: string; label: string; statuses: MissedPunchStatus[] }[] = [
  { value: 'todo', label: 'To do', statuses: ['OPEN', 'PROPOSED'] },
  { value: 'OPEN', label: productMessages.missedPunchStatus.OPEN, statuses: ['OPEN'] },
  { value: 'PROPOSED', label: productMessages.missedPunchStatus.PROPOSED, statuses: ['PROPOSED'] },
  { value: 'APPROVED', label: productMessages.missedPunchStatus.APPROVED, statuses: ['APPROVED'] },
  { value: 'REJECTED', label: productMessages.missedPunchStatus.REJECTED, statuses: ['REJECTED'] },
  { value: 'all', label: 'All', statuses: [] },
];

/** `/timesheet/missed-punches`: bookings the job found without a clock-in or clock-out, and what the facility does about them. */
export function MissedPunchesPage() {
  const canWrite = can(
    useAppStore((state) => state.auth.role),
    'time:write',
  );
  const [filter, setFilter] = useState('todo');
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const statuses = filters.find((f) => f.value === filter)!.statuses;
  const list = useMissedPunches(statuses, page, pageSize);
  const rows = list.data?.results ?? [];
  const [deciding, setDeciding] = useState<{ row: MissedPunch; decision: Decision } | null>(null);
  const remind = useQueueAction();
  // Six statuses side by side are wider than a 390 px phone: there they stack.
  const filterOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  return (
    <Container size="xl" px={0}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Missed punches
        </Title>
        <SegmentedControl
          aria-label="Status"
          orientation={filterOrientation}
          data={filters.map(({ value, label }) => ({ value, label }))}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        {list.isSuccess && list.data.count === 0 ? (
          <EmptyState title={productMessages.missedPunchesEmpty} description={productMessages.missedPunchesEmptyHint} />
        ) : (
          <div style={{ position: 'relative' }}>
            <LoadingOverlay visible={list.isPending} loaderProps={{ size: 'sm' }} />
            <MissedPunchTable
              rows={rows}
              canWrite={canWrite}
              onDecide={(row, decision) => setDeciding({ row, decision })}
              reminding={remind.isPending ? (remind.variables?.id ?? null) : null}
              onRemind={(row) =>
                remind.mutate(
                  { kind: 'remind', id: row.id },
                  { onSuccess: () => showToast('success', productMessages.missedPunchReminded) },
                )
              }
            />
            {list.isError && (
              <Text c="red" size="sm" mt="sm">
                {list.error.message}
              </Text>
            )}
          </div>
        )}
        <ListPagination
          count={list.data?.count ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Stack>
      <DecideDialog row={deciding?.row ?? null} decision={deciding?.decision ?? 'approve'} onClose={() => setDeciding(null)} />
    </Container>
  );
}
