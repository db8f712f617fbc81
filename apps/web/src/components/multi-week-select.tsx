import { MultiSelect } from '@mantine/core';
import dayjs from 'dayjs';
import { API_DATE_FORMAT } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';
import { formatWeekRange, isPastWeek, startOfWeek, weekRangeOf } from './week-range';

export interface MultiWeekSelectProps {
  /** Week start days (Sundays), YYYY-MM-DD. */
  value: string[];
  onChange: (weekStarts: string[]) => void;
  today: string;
  /** How many past weeks are offered. */
  weeksBack?: number;
  label?: string;
}

/** Spec 001 sections 2 and 5: several past weeks; the current and future weeks are refused. */
export function MultiWeekSelect({ value, onChange, today, weeksBack = 12, label = 'Past weeks' }: MultiWeekSelectProps) {
  const current = startOfWeek(today);
  const data = Array.from({ length: weeksBack }, (_, i) => {
    const start = dayjs(current)
      .subtract(7 * (i + 1), 'day')
      .format(API_DATE_FORMAT);
    return { value: start, label: formatWeekRange(weekRangeOf(start)) };
  });
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={(weeks) => onChange(weeks.filter((week) => isPastWeek(week, today)))}
      clearable
      searchable
      nothingFoundMessage={messages.noOptionsAvailable}
    />
  );
}
