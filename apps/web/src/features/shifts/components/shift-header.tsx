import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { zoneAbbreviation } from '@careroster/shared/lookups';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { formatShiftTimes, formatWeekdayDate, statusChipLabel } from '../format';

/**
 * Spec 001 section 2: shift name and status chip ('<Status> Shift', greyed when completed), then
 * start-end time, facility timezone, weekday and date.
 */
export type ShiftHeading = Pick<Shift, 'title' | 'status' | 'start_time' | 'end_time' | 'timezone' | 'start_date'>;

export function ShiftHeader({ shift }: { shift: ShiftHeading }) {
  const completed = shift.status === 'COMPLETED';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {shift.title}
        </Title>
        {/* Greyed by its tint, not by pale text: an outline chip's grey text fails AA contrast. */}
        <Badge color={completed ? 'gray' : shift.status === 'ONGOING' ? 'green' : 'blue'} variant="light">
          {statusChipLabel(shift.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {formatShiftTimes(shift)} · {zoneAbbreviation(shift.timezone)} · {formatWeekdayDate(shift.start_date)}
      </Text>
    </Stack>
  );
}
