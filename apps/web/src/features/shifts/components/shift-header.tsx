import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { formatShiftTimes, formatWeekdayDate, statusChipLabel } from '../format';

/**
 * Spec 001 section 2: shift name and status chip ('<Status> Shift', greyed when completed), then
 * start-end time, facility timezone, weekday and date.
 */
export function ShiftHeader({ shift }: { shift: Shift }) {
  const completed = shift.status === 'COMPLETED';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {shift.title}
        </Title>
        <Badge color={completed ? 'gray' : shift.status === 'ONGOING' ? 'green' : 'blue'} variant={completed ? 'outline' : 'light'}>
          {statusChipLabel(shift.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {formatShiftTimes(shift)} · {shift.timezone} · {formatWeekdayDate(shift.start_date)}
      </Text>
    </Stack>
  );
}
