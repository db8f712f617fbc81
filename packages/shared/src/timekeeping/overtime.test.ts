import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '../format/wall-clock';
import {
  overtimePeriodOf,
  overtimeStatusOf,
  payOf,
  projectOvertime,
  splitOvertime,
  type OvertimeSettings,
  type WorkedSegment,
} from './overtime';
import { defaultWorkLines } from './work-calendar';
import { workedMinutes } from './worked-time';

const H = 60;
const anchor = '2026-01-04'; // a Sunday, the facilities' default pay-period anchor
const calendar = { zone: 'America/New_York', ...defaultWorkLines };
const flsa: OvertimeSettings = { rule: 'FLSA_WEEKLY', payPeriodAnchor: anchor, calendar };
const eightEighty: OvertimeSettings = { rule: 'EIGHT_EIGHTY', payPeriodAnchor: anchor, calendar };
const california: OvertimeSettings = { rule: 'CALIFORNIA', payPeriodAnchor: anchor, calendar };

// 2026-03-01 is a Sunday: the workweek 1-7 March, the 8/80 period 1-14 March (anchor + 8 weeks).
const sunday = '2026-03-01';
const day = (n: number) => addDays(sunday, n);

let next = 0;
/** A segment of `hours` paid hours starting at `start` on `date` (facility-local, New York by default). */
function seg(date: string, hours: number, start = '07:00', zone = 'America/New_York'): WorkedSegment {
  const startsAt = zonedInstant(date, start, zone);
  next += 1;
  return {
    id: `s${String(next).padStart(3, '0')}`,
    workDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
    minutes: Math.round(hours * H),
    source: 'SCHEDULED',
  };
}
const hours = (split: { regular: number; overtime: number; doubleTime: number }) => ({
  regular: split.regular / H,
  overtime: split.overtime / H,
  doubleTime: split.doubleTime / H,
});

describe('periods', () => {
  it('is the Sunday-to-Saturday workweek for FLSA and California, 14 days from the anchor for 8 and 80', () => {
    expect(overtimePeriodOf('2026-03-04', flsa)).toEqual({ start: '2026-03-01', end: '2026-03-07' });
    expect(overtimePeriodOf('2026-03-07', california)).toEqual({ start: '2026-03-01', end: '2026-03-07' });
    expect(overtimePeriodOf('2026-03-10', eightEighty)).toEqual({ start: '2026-03-01', end: '2026-03-14' });
    expect(overtimePeriodOf('2026-03-15', eightEighty)).toEqual({ start: '2026-03-15', end: '2026-03-28' });
    // Before the anchor too.
    expect(overtimePeriodOf('2025-12-31', eightEighty)).toEqual({ start: '2025-12-21', end: '2026-01-03' });
  });
});

describe('FLSA weekly (over 40 in the workweek, Sunday start)', () => {
  it('splits the shift that crosses 40 hours in its middle', () => {
    // Monday to Thursday 9 hours (36), then Friday 8: the first 4 of Friday are regular, the last 4 overtime.
    const week = [1, 2, 3, 4].map((d) => seg(day(d), 9));
    const friday = seg(day(5), 8);
    const result = splitOvertime([...week, friday], flsa);
    expect(hours(result.total)).toEqual({ regular: 40, overtime: 4, doubleTime: 0 });
    expect(hours(result.segments.find((s) => s.id === friday.id)!)).toEqual({ regular: 4, overtime: 4, doubleTime: 0 });
    // Daily hours over 8 are not overtime under the FLSA.
    expect(result.days.find((d) => d.date === day(1))).toMatchObject({ worked: 9 * H, overtime: 0 });
    expect(result.periods).toEqual([
      { start: sunday, end: day(6), worked: 44 * H, headroom: 0, regular: 40 * H, overtime: 4 * H, doubleTime: 0 },
    ]);
  });

  it('prices regular hours at the rate and overtime at 1.5x, in whole cents', () => {
    const result = splitOvertime([1, 2, 3, 4].map((d) => seg(day(d), 9)).concat(seg(day(5), 8)), flsa);
    // $40.00 an hour: 40 x $40 = $1,600; 4 x $60 = $240.
    expect(payOf(result.total, 4000)).toEqual({ regularCents: 160_000, overtimeCents: 24_000, doubleTimeCents: 0, totalCents: 184_000 });
    // $33.33 an hour, 7 minutes of overtime: 7/60 x 33.33 x 1.5 = 5.83275 -> $5.83.
    expect(payOf({ regular: 0, overtime: 7, doubleTime: 0 }, 3333).overtimeCents).toBe(583);
  });

  it('splits a night shift at the workweek line (29 CFR 778.105: a fixed 168-hour workweek)', () => {
    // Issue 25's cases, the workweek starting Sunday 00:00. Sunday to Thursday 8 hours (40), then
    // Saturday 23:00 to Sunday 07:00: its first hour is the week's 41st, the other 7 the next week's.
    const week = [0, 1, 2, 3, 4].map((d) => seg(day(d), 8));
    const night = seg(day(6), 8, '23:00');
    const result = splitOvertime([...week, night], flsa);
    expect(hours(result.total)).toEqual({ regular: 47, overtime: 1, doubleTime: 0 });
    expect(result.days.slice(-2)).toMatchObject([
      { date: day(6), worked: 1 * H, overtime: 1 * H },
      { date: day(7), worked: 7 * H, overtime: 0 },
    ]);
    expect(result.periods.map((p) => p.start)).toEqual([day(0), day(7)]);
    // Monday to Thursday 8 hours, the same night, then Monday to Friday 8 hours: 33 hours, then 47.
    const mondays = [1, 2, 3, 4].map((d) => seg(day(d), 8));
    const nextWeek = [8, 9, 10, 11, 12].map((d) => seg(day(d), 8));
    const two = splitOvertime([...mondays, seg(day(6), 8, '23:00'), ...nextWeek], flsa);
    expect(two.periods.map((p) => hours(p))).toEqual([
      { regular: 33, overtime: 0, doubleTime: 0 },
      { regular: 40, overtime: 7, doubleTime: 0 },
    ]);
  });

  it('counts the hours really worked across the autumn daylight-saving change', () => {
    // 2026-11-01 01:00 PDT becomes 01:00 PST: Saturday 31 October 23:00 to Sunday 07:00 is 9 hours.
    const zone = 'America/Los_Angeles';
    const clockIn = zonedInstant('2026-10-31', '23:00', zone);
    const clockOut = zonedInstant('2026-11-01', '07:00', zone);
    const minutes = workedMinutes({ clockInAt: clockIn, clockOutAt: clockOut, breakMinutes: 0, rounding: 0 });
    expect(minutes).toBe(9 * H);
    const pacific = { ...calendar, zone };
    const week = [25, 26, 27, 28, 29].map((d) => seg(`2026-10-${d}`, 8, '07:00', zone));
    const night: WorkedSegment = { id: 'night', workDate: '2026-10-31', startsAt: clockIn, endsAt: clockOut, minutes, source: 'ACTUAL' };
    const result = splitOvertime([...week, night], { ...flsa, calendar: pacific });
    // 40 + 1 hours in the week of 25 October: the night's first hour is overtime, its other 8 (the
    // 25-hour Sunday's) start the next week.
    expect(hours(result.segments.find((s) => s.id === 'night')!)).toEqual({ regular: 8, overtime: 1, doubleTime: 0 });
    // California: Sunday 1 November 00:00 to 09:00 is 10 hours, 2 of them over 8 in the workday.
    const sunday: WorkedSegment = {
      id: 'long',
      workDate: '2026-11-01',
      startsAt: zonedInstant('2026-11-01', '00:00', zone),
      endsAt: zonedInstant('2026-11-01', '09:00', zone),
      minutes: 10 * H,
      source: 'ACTUAL',
    };
    expect(hours(splitOvertime([sunday], { ...california, calendar: pacific }).total)).toEqual({ regular: 8, overtime: 2, doubleTime: 0 });
  });
});

describe('8 and 80 (29 CFR 778.601)', () => {
  it('pays over 8 in a day even when the period stays at 80 (10 hours x 5 days, then 6 hours x 5 days)', () => {
    const result = splitOvertime(
      [...[1, 2, 3, 4, 5].map((d) => seg(day(d), 10)), ...[8, 9, 10, 11, 12].map((d) => seg(day(d), 6))],
      eightEighty,
    );
    expect(hours(result.total)).toEqual({ regular: 70, overtime: 10, doubleTime: 0 });
  });

  it('pays over 80 in the 14 days when no day is over 8 (8 hours x 11 days)', () => {
    const days = [1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13].map((d) => seg(day(d), 8));
    const result = splitOvertime(days, eightEighty);
    expect(hours(result.total)).toEqual({ regular: 80, overtime: 8, doubleTime: 0 });
    // The eleventh day is the one over 80.
    expect(result.segments.at(-1)).toMatchObject({ workDate: day(13), regular: 0, overtime: 8 * H });
    // Under the FLSA the same days are 40 + 48: 8 hours over 40 in the second week, the same total.
    expect(hours(splitOvertime(days, flsa).total)).toEqual({ regular: 80, overtime: 8, doubleTime: 0 });
  });

  it('takes the greater of the daily and the 80-hour overtime, never both (10 hours x 9 days)', () => {
    // 90 hours: 18 over 8 a day, 10 over 80; the employee is owed 18, not 28.
    const result = splitOvertime(
      [1, 2, 3, 4, 5, 8, 9, 10, 11].map((d) => seg(day(d), 10)),
      eightEighty,
    );
    expect(hours(result.total)).toEqual({ regular: 72, overtime: 18, doubleTime: 0 });
  });

  it('adds the hours over 80 that are not daily overtime (one 10-hour day and eleven 8-hour days)', () => {
    // 98 hours: 2 over 8 on the long day; 96 straight-time hours, 16 of them over 80: 18 in all.
    const result = splitOvertime([seg(day(1), 10), ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((d) => seg(day(d), 8))], eightEighty);
    expect(hours(result.total)).toEqual({ regular: 80, overtime: 18, doubleTime: 0 });
  });

  it('keeps the two 14-day periods apart', () => {
    const result = splitOvertime([seg(day(13), 8), seg(day(14), 8)], eightEighty);
    expect(result.periods.map((p) => p.start)).toEqual([sunday, day(14)]);
  });
});

describe('California (Labor Code 510, DLSE examples)', () => {
  it('pays 8-12 hours of a day at 1.5x and beyond 12 at 2x', () => {
    // One 14-hour day: 8 regular, 4 overtime, 2 double time.
    expect(hours(splitOvertime([seg(day(1), 14)], california).total)).toEqual({ regular: 8, overtime: 4, doubleTime: 2 });
  });

  it('does not count daily overtime again toward 40 (9 hours x 5 days = 45: 5 hours of overtime)', () => {
    const result = splitOvertime(
      [1, 2, 3, 4, 5].map((d) => seg(day(d), 9)),
      california,
    );
    expect(hours(result.total)).toEqual({ regular: 40, overtime: 5, doubleTime: 0 });
  });

  it('pays regular hours over 40 in the week at 1.5x (8 hours x 6 days: the sixth day is overtime)', () => {
    const result = splitOvertime(
      [1, 2, 3, 4, 5, 6].map((d) => seg(day(d), 8)),
      california,
    );
    expect(hours(result.total)).toEqual({ regular: 40, overtime: 8, doubleTime: 0 });
    expect(result.segments.at(-1)).toMatchObject({ workDate: day(6), regular: 0, overtime: 8 * H });
  });

  it('pays the seventh consecutive day: first 8 hours at 1.5x, beyond 8 at 2x', () => {
    // Sunday to Friday 8 hours (48: 40 regular, 8 weekly overtime), Saturday 10 hours: 8 at 1.5x, 2 at 2x.
    const week = [0, 1, 2, 3, 4, 5].map((d) => seg(day(d), 8));
    const saturday = seg(day(6), 10);
    const result = splitOvertime([...week, saturday], california);
    expect(hours(result.segments.find((s) => s.id === saturday.id)!)).toEqual({ regular: 0, overtime: 8, doubleTime: 2 });
    expect(hours(result.total)).toEqual({ regular: 40, overtime: 16, doubleTime: 2 });
    // $20 an hour: 40 x 20 + 16 x 30 + 2 x 40 = $1,360.
    expect(payOf(result.total, 2000).totalCents).toBe(136_000);
  });

  it('treats Saturday as an ordinary day when a day of the week was not worked', () => {
    const result = splitOvertime([...[1, 2, 3, 4, 5].map((d) => seg(day(d), 6)), seg(day(6), 10)], california);
    // 30 + 10 = 40: Saturday's 2 hours over 8 are daily overtime, nothing at 2x.
    expect(hours(result.total)).toEqual({ regular: 38, overtime: 2, doubleTime: 0 });
  });

  it('counts each hour once, at the highest rate (no pyramiding)', () => {
    // 13 hours x 4 days = 52: each day 8 + 4 at 1.5x + 1 at 2x; the 32 regular hours stay under 40.
    const result = splitOvertime(
      [1, 2, 3, 4].map((d) => seg(day(d), 13)),
      california,
    );
    expect(hours(result.total)).toEqual({ regular: 32, overtime: 16, doubleTime: 4 });
    expect(result.total.regular + result.total.overtime + result.total.doubleTime).toBe(52 * H);
  });

  it('adds two shifts of one workday together', () => {
    const result = splitOvertime([seg(day(2), 6, '06:00'), seg(day(2), 6, '14:00')], california);
    expect(hours(result.total)).toEqual({ regular: 8, overtime: 4, doubleTime: 0 });
    expect(hours(result.segments[1]!)).toEqual({ regular: 2, overtime: 4, doubleTime: 0 });
  });
});

describe('status and projection', () => {
  it('is OVERTIME once a minute is over, NEAR_OVERTIME within 8 hours of the threshold', () => {
    const period = (segments: WorkedSegment[], s = flsa) => splitOvertime(segments, s).periods[0];
    expect(overtimeStatusOf(period([1, 2, 3].map((d) => seg(day(d), 8))))).toBeNull();
    expect(overtimeStatusOf(period([1, 2, 3, 4].map((d) => seg(day(d), 8))))).toBe('NEAR_OVERTIME');
    expect(overtimeStatusOf(period([1, 2, 3, 4, 5].map((d) => seg(day(d), 8.5))))).toBe('OVERTIME');
    // 8 and 80: 40 hours in the period is far from 80.
    expect(
      overtimeStatusOf(
        period(
          [1, 2, 3, 4, 5].map((d) => seg(day(d), 8)),
          eightEighty,
        ),
      ),
    ).toBeNull();
    expect(overtimeStatusOf(undefined)).toBeNull();
  });

  it('answers the overtime a booking adds and what it costs', () => {
    const week = [1, 2, 3, 4].map((d) => seg(day(d), 9));
    // A Friday 8-hour booking on top of 36 hours: 4 hours over, at $40 x 1.5.
    expect(projectOvertime(week, seg(day(5), 8), flsa, 4000)).toEqual({ minutes: 4 * H, costCents: 24_000 });
    // Next week's booking adds none.
    expect(projectOvertime(week, seg(day(8), 8), flsa, 4000)).toEqual({ minutes: 0, costCents: 0 });
    // California: a 13-hour day adds 4 hours at 1.5x and 1 at 2x.
    expect(projectOvertime([], seg(day(2), 13), california, 4000)).toEqual({ minutes: 5 * H, costCents: 4 * 6000 + 8000 });
  });
});
