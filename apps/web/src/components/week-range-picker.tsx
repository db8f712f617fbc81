import '@mantine/dates/styles.css';
import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Popover, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { formatWeekRange, intervalOf, startOfWeek, stepWeekRange, weekRangeOf, type WeekRange } from './week-range';

export interface WeekRangePickerProps {
  value: WeekRange;
  onChange: (range: WeekRange) => void;
  /** Today in the facility's zone; Reset goes back to its week. */
  today: string;
  /** Weeks after the first one; spec 001 section 2 defaults it to 0. */
  defaultInterval?: number;
  /** A single-week picker has neither arrows nor Reset nor the interval choice. */
  variant?: 'single' | 'range';
  label?: string;
}

const intervalChoices = [0, 1, 2, 3];

/**
 * Spec 001 section 2, week pickers: a single week, or a range of weeks with previous/next arrows
 * and Reset. Weeks start on Sunday; choosing any day selects its whole week.
 */
export function WeekRangePicker({ value, onChange, today, defaultInterval = 0, variant = 'range', label = 'Week' }: WeekRangePickerProps) {
  const [opened, setOpened] = useState(false);
  const interval = intervalOf(value);
  const isRange = variant === 'range';

  const choose = (date: string | null) => {
    if (!date) return;
    onChange(weekRangeOf(date, interval));
    setOpened(false);
  };

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      {isRange && (
        <ActionIcon variant="default" size="lg" aria-label="Previous weeks" onClick={() => onChange(stepWeekRange(value, -1))}>
          <span aria-hidden="true">‹</span>
        </ActionIcon>
      )}
      <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus>
        <Popover.Target>
          <Button variant="default" onClick={() => setOpened((o) => !o)} aria-label={`${label}: ${formatWeekRange(value)}`}>
            <Text size="sm" span>
              {formatWeekRange(value)}
            </Text>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <DatePicker
            defaultDate={value.start}
            value={value.start}
            onChange={choose}
            getDayProps={(date) => ({ selected: startOfWeek(date) >= value.start && date <= value.end })}
          />
        </Popover.Dropdown>
      </Popover>
      {isRange && (
        <>
          <ActionIcon variant="default" size="lg" aria-label="Next weeks" onClick={() => onChange(stepWeekRange(value, 1))}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
          <NativeSelect
            aria-label="Weeks shown"
            value={String(interval)}
            data={intervalChoices.map((n) => ({ value: String(n), label: `${n + 1} week${n ? 's' : ''}` }))}
            onChange={(event) => onChange(weekRangeOf(value.start, Number(event.currentTarget.value)))}
          />
          <Button variant="subtle" onClick={() => onChange(weekRangeOf(today, defaultInterval))}>
            Reset
          </Button>
        </>
      )}
    </Group>
  );
}
