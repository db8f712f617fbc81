import { Group, Select } from '@mantine/core';
import { zoneAbbreviation } from '@careroster/shared/lookups';
import type { MissedPunchShift } from '@careroster/shared/api/timekeeping/missed-punches/missed-punch';
import { formatDate, inZone } from '@careroster/shared/format/date-time';
import { addDays, zonedDate, zonedInstant } from '@careroster/shared/format/wall-clock';
import type { PunchKind } from '@careroster/shared/timekeeping/values';
import { TimeInput24h } from '../../../../components/time-input-24h';

/** A wall-clock time in the shift's zone: the day (the shift's days, and the next for a clock-out) and HH:mm. */
export type WallTime = { date: string; time: string };

/** The day and time a field starts with: the proposal when there is one, else the shift's own start or end. */
export function initialWallTime(kind: PunchKind, shift: MissedPunchShift, proposedAt: string | null): WallTime {
  if (proposedAt)
    return { date: zonedDate(new Date(proposedAt), shift.timezone), time: inZone(proposedAt, shift.timezone).format('HH:mm') };
  return kind === 'IN' ? { date: shift.start_date, time: shift.start_time } : { date: shift.end_date, time: shift.end_time };
}

/** The instant a wall time means in the shift's zone (ISO), or null while the time is not HH:mm. */
export function instantOf(value: WallTime, shift: MissedPunchShift): string | null {
  if (!/^\d{2}:\d{2}$/.test(value.time)) return null;
  return zonedInstant(value.date, value.time, shift.timezone).toISOString();
}

export function TimeFields({
  kind,
  shift,
  value,
  onChange,
}: {
  kind: PunchKind;
  shift: MissedPunchShift;
  value: WallTime;
  onChange: (value: WallTime) => void;
}) {
  const days = [
    ...new Set([addDays(shift.start_date, -1), shift.start_date, shift.end_date, ...(kind === 'OUT' ? [addDays(shift.end_date, 1)] : [])]),
  ];
  return (
    <Group grow align="flex-start">
      <Select
        label="Day"
        data={days.map((d) => ({ value: d, label: formatDate(d) }))}
        value={value.date}
        allowDeselect={false}
        onChange={(date) => date && onChange({ ...value, date })}
      />
      <TimeInput24h
        label={`Time (${zoneAbbreviation(shift.timezone)})`}
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
        required
      />
    </Group>
  );
}
