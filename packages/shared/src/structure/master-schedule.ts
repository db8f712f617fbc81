import { shiftTypePresets, type ShiftType } from '../lookups';
import { addDays, daysBetween, weekdayOf, zonedInstant, type Zone } from '../format/wall-clock';
import { TIME_24H_PATTERN } from '../validation/shift-form';

/**
 * The master schedule's arithmetic (issue 28, decision 069): a facility's named shift timings, the
 * standard staffing per unit, timing and weekday, and the dates and instants a week's lines give.
 * Pure: the server plans openings with it and the page previews with it.
 */

/** Timings start and end on quarter hours, as the roster's cells and the spec's presets do. */
export const TIMING_STEP_MINUTES = 15;
/** A timing is a shift: longer than 16 hours is not one the facility may plan (decision 069). */
export const TIMING_MAX_MINUTES = 16 * 60;
export const TIMING_MEAL_MAX_MINUTES = 240;
export const TIMING_NAME_MAX = 40;
export const TIMING_CODE_MAX = 4;
/** A cell of the master schedule: positions of one job title on one timing and weekday. */
export const MASTER_COUNT_MAX = 50;
/** A unit's grid: timings × job titles. */
export const MASTER_LINES_MAX = 200;
/** Weeks generated or stamped by one call; a run this size answers directly (decision 069). */
export const GENERATE_WEEKS_MAX = 6;
export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATES_MAX = 50;

export const weekdayShortNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

type Preset = Extract<(typeof shiftTypePresets)[number], { start: string }>;

/**
 * The spec's presets as a facility's first timings (lookups.ts `shiftTypePresets`), with the codes
 * a roster shows and the meal break the shift form starts from. A facility renames, recodes and
 * recolours them; their times are the preset's.
 */
export const presetTimings = shiftTypePresets
  .filter((p): p is Preset => p.start !== null)
  .map((p) => ({
    preset: p.value,
    name: p.label,
    code: p.value === 'morning' ? 'D' : p.value === 'evening' ? 'E' : 'N',
    start: p.start,
    end: p.end,
    mealMinutes: 30,
    colour: p.value === 'morning' ? 'yellow' : p.value === 'evening' ? 'blue' : 'indigo',
  }));

const minutesOfDay = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** 'H:mm' or 'HH:mm' as 'HH:mm'. */
export const padTime = (time: string): string => time.padStart(5, '0');

/** A timing whose end is not after its start ends the next day (a night). */
export const endsNextDay = (start: string, end: string): boolean => minutesOfDay(end) <= minutesOfDay(start);

/** Minutes from start to end, over midnight when the timing ends the next day (equal times: 24 h). */
export function timingMinutes(start: string, end: string): number {
  const span = minutesOfDay(end) - minutesOfDay(start);
  return span > 0 ? span : span + 24 * 60;
}

/** Whether a time is a 24-hour time on a quarter hour. */
export const onQuarterHour = (time: string): boolean => TIME_24H_PATTERN.test(time) && minutesOfDay(time) % TIMING_STEP_MINUTES === 0;

/** The shift type a timing's times make (a preset's label fits only its own times, decision 003). */
export function shiftTypeOfTimes(start: string, end: string): ShiftType {
  return shiftTypePresets.find((p) => p.start === padTime(start) && p.end === padTime(end))?.value ?? 'custom';
}

/** The seven dates of the week starting `weekStart` (a Sunday), Sunday first. */
export const weekDates = (weekStart: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

export type PlannedShift = { startDate: string; endDate: string; startsAt: Date; endsAt: Date };

/**
 * The shift a line of weekday `weekday` (0 = Sunday) gives in the week of `weekStart`, in the
 * facility's zone: its wall-clock dates (a night ends the next day) and the instants they mean.
 * The wall clock stays 07:00 across a daylight-saving change; the instants, and so the hours,
 * follow the zone (a night across the change is an hour shorter or longer), as a shift typed in
 * the form would be (`zonedInstant`, the one engine).
 */
export function plannedShift(weekStart: string, weekday: number, start: string, end: string, zone: Zone): PlannedShift {
  const startDate = addDays(weekStart, weekday);
  const endDate = endsNextDay(start, end) ? addDays(startDate, 1) : startDate;
  return {
    startDate,
    endDate,
    startsAt: zonedInstant(startDate, padTime(start), zone),
    endsAt: zonedInstant(endDate, padTime(end), zone),
  };
}

/** Whether a week (its Sunday) is past: it ended before the week holding `today`. */
export const isPastWeekStart = (weekStart: string, today: string): boolean => daysBetween(weekStart, today) >= 7;

/** The Sunday of the week holding `date`. */
export const weekStartOf = (date: string): string => addDays(date, -weekdayOf(date));
