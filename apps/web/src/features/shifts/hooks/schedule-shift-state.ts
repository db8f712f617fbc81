import { shiftEndDate, endsNextDay } from '@careroster/shared/input/time-entry';
import { shiftTypePresets } from '@careroster/shared/lookups';

/**
 * Spec 001 section 2: what the dashboard's Schedule Shift button hands /shift/add-shift. The end
 * date is the next day when the start time is later than the end time.
 */
export interface ScheduleShiftState {
  name: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  date: string;
  is_night_shift: boolean;
  disable: boolean;
  dashboardRoute: boolean;
}

export type SchedulablePreset = Exclude<(typeof shiftTypePresets)[number], { start: null }>;

export const schedulablePresets = shiftTypePresets.filter((p): p is SchedulablePreset => p.start !== null);

export const scheduleShiftState = (date: string, preset: SchedulablePreset): ScheduleShiftState => ({
  name: `${preset.label} Shift`,
  start_date: date,
  end_date: shiftEndDate(date, preset.start, preset.end),
  start_time: preset.start,
  end_time: preset.end,
  date,
  is_night_shift: endsNextDay(preset.start, preset.end),
  disable: true,
  dashboardRoute: true,
});

/** The state read back on the add-shift page; anything else in history state is ignored. */
export const readScheduleShiftState = (state: unknown): ScheduleShiftState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<Record<keyof ScheduleShiftState, unknown>>;
  const strings = ['name', 'start_date', 'end_date', 'start_time', 'end_time', 'date'] as const;
  if (!strings.every((key) => typeof s[key] === 'string')) return null;
  return state as ScheduleShiftState;
};
