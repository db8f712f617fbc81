import { productMessages } from '@careroster/shared/messages';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import type { NurseSort } from '@careroster/shared/lookups';
import { formatDate } from '@careroster/shared/format/date-time';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { daysOf, formatWeekRange, weekRangeOf, type WeekRange } from '../../../components/week-range';
import { useShifts, type ShiftFilters } from '../api/list-shifts';
import { ShiftCell } from './shift-cell';

/** The sort selector's choices on shifts: by open positions, or by shift name. */
export const sortShifts = (shifts: readonly Shift[], sort: NurseSort | null): Shift[] => {
  const byStart = (a: Shift, b: Shift) => `${a.start_date}${a.start_time}`.localeCompare(`${b.start_date}${b.start_time}`);
  const compare: Record<NurseSort, (a: Shift, b: Shift) => number> = {
    position: (a, b) => b.open_positions - a.open_positions || byStart(a, b),
    name: (a, b) => a.title.localeCompare(b.title),
    '-name': (a, b) => b.title.localeCompare(a.title),
  };
  return [...shifts].sort(sort ? compare[sort] : byStart);
};

export interface WeekScheduleProps {
  range: WeekRange;
  filters: Omit<ShiftFilters, 'start_date' | 'end_date'>;
  sort: NurseSort | null;
  onEditPositions: (shift: Shift) => void;
}

/** One or more weeks of shift cells, a column a day (stacked on a phone). */
export function WeekSchedule({ range, filters, sort, onEditPositions }: WeekScheduleProps) {
  const shifts = useShifts({ start_date: range.start, end_date: range.end, ...filters });
  if (shifts.isPending) return <PageLoader label="Loading shifts" />;
  const results = shifts.data?.results ?? [];
  if (results.length === 0) return <EmptyState title={productMessages.noShifts} description={productMessages.noShiftsHint} />;
  const days = daysOf(range);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => weekRangeOf(days[i * 7] ?? range.start));
  return (
    <Stack gap="lg">
      {weeks.map((week) => (
        <Box key={week.start} component="section" aria-label={`Week ${formatWeekRange(week)}`}>
          <SimpleGrid cols={{ base: 1, sm: 4, lg: 7 }} spacing="xs">
            {daysOf(week).map((day) => {
              const ofDay = sortShifts(
                results.filter((s) => s.start_date === day),
                sort,
              );
              return (
                <Stack key={day} gap={6} component="section" aria-label={dayjs(day).format('dddd')}>
                  <Text size="sm" fw={600}>
                    {dayjs(day).format('ddd')} {formatDate(day)}
                  </Text>
                  {ofDay.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      —
                    </Text>
                  ) : (
                    ofDay.map((shift) => <ShiftCell key={shift.id} shift={shift} onEditPositions={onEditPositions} />)
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
