import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../format/wall-clock';
import {
  endsNextDay,
  isPastWeekStart,
  onQuarterHour,
  plannedShift,
  presetTimings,
  shiftTypeOfTimes,
  timingMinutes,
  weekDates,
  weekStartOf,
} from './master-schedule';

const HOUR = 3_600_000;

describe('master timing arithmetic', () => {
  it('measures a timing over midnight and knows which end the next day', () => {
    expect(timingMinutes('07:00', '15:00')).toBe(480);
    expect(timingMinutes('19:00', '07:00')).toBe(720);
    expect(timingMinutes('7:00', '7:00')).toBe(24 * 60);
    expect(endsNextDay('23:00', '07:00')).toBe(true);
    expect(endsNextDay('07:00', '19:00')).toBe(false);
  });

  it('takes quarter hours only, and names the preset a timing is', () => {
    expect(['07:00', '7:15', '23:45'].map(onQuarterHour)).toEqual([true, true, true]);
    expect(['07:10', '24:00', '7'].map(onQuarterHour)).toEqual([false, false, false]);
    expect(shiftTypeOfTimes('7:00', '15:00')).toBe('morning');
    expect(shiftTypeOfTimes('23:00', '07:00')).toBe('night');
    expect(shiftTypeOfTimes('07:00', '19:00')).toBe('custom');
    expect(presetTimings.map((p) => p.code)).toEqual(['D', 'E', 'N']);
  });
});

describe("a week's lines in the facility's zone", () => {
  it('gives the dates of a week and the weekday of a line, a night ending the next day', () => {
    expect(weekDates('2026-11-15')).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(weekStartOf('2026-11-18')).toBe('2026-11-15');
    const night = plannedShift('2026-11-15', 6, '23:00', '07:00', 'EST');
    expect(night).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-22',
      startsAt: zonedInstant('2026-11-21', '23:00', 'EST'),
      endsAt: zonedInstant('2026-11-22', '07:00', 'EST'),
    });
    expect(night.endsAt.getTime() - night.startsAt.getTime()).toBe(8 * HOUR);
  });

  it('keeps the wall clock across daylight-saving changes: the night is an hour shorter or longer', () => {
    // US clocks spring forward on Sunday 14 March 2027 and fall back on Sunday 7 November 2027.
    const spring = plannedShift('2027-03-07', 6, '23:00', '07:00', 'EST');
    expect(spring.endDate).toBe('2027-03-14');
    expect(spring.endsAt.getTime() - spring.startsAt.getTime()).toBe(7 * HOUR);
    const fall = plannedShift('2027-10-31', 6, '23:00', '07:00', 'EST');
    expect(fall.endsAt.getTime() - fall.startsAt.getTime()).toBe(9 * HOUR);
    // The Sunday day shift after the change still starts at 07:00 on the wall clock.
    const day = plannedShift('2027-03-14', 0, '07:00', '15:00', 'EST');
    expect(day.startsAt.toISOString()).toBe('2027-03-14T11:00:00.000Z');
  });

  it('calls a week past once the week holding today has begun after it', () => {
    expect(isPastWeekStart('2026-11-08', '2026-11-18')).toBe(true);
    expect(isPastWeekStart('2026-11-15', '2026-11-18')).toBe(false);
    expect(isPastWeekStart('2026-11-15', '2026-11-21')).toBe(false);
    expect(isPastWeekStart('2026-11-22', '2026-11-18')).toBe(false);
  });
});
