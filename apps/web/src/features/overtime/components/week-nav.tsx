import { Button, Group, Text } from '@mantine/core';
import { formatWeekRange, stepWeekRange, type WeekRange } from '../../../components/week-range';

/** Previous and next week and back to this week; the week is the page's `week` search param. */
export function WeekNav({ week, onChange, isCurrent }: { week: WeekRange; onChange: (start: string | null) => void; isCurrent: boolean }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" size="xs" onClick={() => onChange(stepWeekRange(week, -1).start)}>
        Previous week
      </Button>
      <Text fw={600} aria-live="polite" data-testid="overtime-week">
        {formatWeekRange(week)}
      </Text>
      <Button variant="default" size="xs" onClick={() => onChange(stepWeekRange(week, 1).start)}>
        Next week
      </Button>
      {!isCurrent && (
        <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
          This week
        </Button>
      )}
    </Group>
  );
}
