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
  /** Offer this week and the weeks after it instead (issue 28: openings of future weeks). */
  future?: boolean;
  /** At most this many weeks chosen (the select stops offering more). */
  maxValues?: number;
  error?: string | null;
}

/**
 * Spec 001 sections 2 and 5: several past weeks; the current and future weeks are refused. With
 * `future`, the other way round: this week and the ones after it (issue 28, generating openings).
 */
export function MultiWeekSelect({
  value,
  onChange,
  today,
  weeksBack = 12,
  label = 'Past weeks',
  future = false,
  maxValues,
  error,
}: MultiWeekSelectProps) {
  const current = startOfWeek(today);
  const data = Array.from({ length: weeksBack }, (_, i) => {
    const start = dayjs(current)
      .add(future ? 7 * i : -7 * (i + 1), 'day')
      .format(API_DATE_FORMAT);
    return { value: start, label: formatWeekRange(weekRangeOf(start)) };
  });
  const allowed = (week: string) => (future ? !isPastWeek(week, today) : isPastWeek(week, today));
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={(weeks) => onChange(future ? weeks.filter(allowed).sort() : weeks.filter(allowed))}
      maxValues={maxValues}
      error={error}
      clearable
      searchable
      nothingFoundMessage={messages.noOptionsAvailable}
    />
  );
}
