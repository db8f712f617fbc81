import { Checkbox, Group, Stack } from '@mantine/core';
import { allWeekdays, weekdays } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';

export interface WeekdayPickerProps {
  label: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
}

/** Spec 001 section 4: 'select all' selects all 7 days (0-6), or clears them when all are selected. */
export const toggleAllWeekdays = (value: readonly number[]): number[] =>
  allWeekdays.every((d) => value.includes(d)) ? [] : [...allWeekdays];

export function WeekdayPicker({ label, value, onChange }: WeekdayPickerProps) {
  const all = allWeekdays.every((d) => value.includes(d));
  return (
    <Stack gap={6}>
      <Checkbox
        label={`${messages.selectAll} (${label})`}
        checked={all}
        indeterminate={!all && value.length > 0}
        onChange={() => onChange(toggleAllWeekdays(value))}
      />
      <Checkbox.Group label={label} value={value.map(String)} onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}>
        <Group gap="sm" mt={4}>
          {weekdays.map((day) => (
            <Checkbox key={day.value} value={String(day.value)} label={day.label.slice(0, 3)} aria-label={day.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
