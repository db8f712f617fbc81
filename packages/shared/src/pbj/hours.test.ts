import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../format/wall-clock';
import { apportion, splitAtMidnight, workedMinutesByDate } from './hours';

const HOUR = 3_600_000;
const at = (date: string, time: string, zone = 'EST') => zonedInstant(date, time, zone);

describe("splitting a worked interval at the facility's midnight", () => {
  it('cuts a night shift into the evening and the morning', () => {
    expect(splitAtMidnight(at('2026-11-10', '23:00'), at('2026-11-11', '07:00'), 'EST')).toEqual([
      { date: '2026-11-10', ms: 1 * HOUR },
      { date: '2026-11-11', ms: 7 * HOUR },
    ]);
  });

  it("leaves a day shift whole, and cuts in the facility's zone, not UTC", () => {
    expect(splitAtMidnight(at('2026-11-10', '15:00'), at('2026-11-10', '23:00'), 'EST')).toEqual([{ date: '2026-11-10', ms: 8 * HOUR }]);
    // 22:00-02:00 in Chicago is 04:00-08:00 UTC: one UTC date, two local ones.
    expect(splitAtMidnight(at('2026-11-10', '22:00', 'CST'), at('2026-11-11', '02:00', 'CST'), 'CST')).toEqual([
      { date: '2026-11-10', ms: 2 * HOUR },
      { date: '2026-11-11', ms: 2 * HOUR },
    ]);
  });

  it('gives a night over a daylight-saving change its real length: 25-hour and 23-hour days', () => {
    // 1 November 2026: clocks go back at 02:00 in New York, the day has 25 hours.
    const autumn = splitAtMidnight(at('2026-10-31', '23:00'), at('2026-11-01', '07:00'), 'EST');
    expect(autumn).toEqual([
      { date: '2026-10-31', ms: 1 * HOUR },
      { date: '2026-11-01', ms: 8 * HOUR },
    ]);
    // 14 March 2027: clocks go forward, the day has 23 hours.
    const spring = splitAtMidnight(at('2027-03-13', '23:00'), at('2027-03-14', '07:00'), 'EST');
    expect(spring).toEqual([
      { date: '2027-03-13', ms: 1 * HOUR },
      { date: '2027-03-14', ms: 6 * HOUR },
    ]);
    expect(splitAtMidnight(at('2027-03-14', '00:00'), at('2027-03-15', '00:00'), 'EST')).toEqual([{ date: '2027-03-14', ms: 23 * HOUR }]);
    expect(splitAtMidnight(at('2026-11-01', '00:00'), at('2026-11-02', '00:00'), 'EST')).toEqual([{ date: '2026-11-01', ms: 25 * HOUR }]);
  });

  it('cuts a shift longer than a day at every midnight', () => {
    expect(splitAtMidnight(at('2026-11-10', '20:00'), at('2026-11-12', '04:00'), 'EST').map((p) => p.ms / HOUR)).toEqual([4, 24, 4]);
  });
});

describe('apportioning whole minutes', () => {
  it('splits in proportion and sums to the total exactly', () => {
    expect(apportion(450, [60, 420])).toEqual([56, 394]);
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    for (const total of [1, 59, 451, 1349]) {
      const parts = apportion(total, [37, 1, 600, 23]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe("a timecard's worked minutes by date", () => {
  it('spreads the unpaid break over both sides of midnight in proportion to the time worked on each', () => {
    // 23:00-07:00 with a 30-minute meal: 450 minutes, 1/8 before midnight and 7/8 after.
    const card = { clockInAt: at('2026-11-10', '23:00'), clockOutAt: at('2026-11-11', '07:00'), rounding: 0 as const, workedMinutes: 450 };
    expect(workedMinutesByDate(card, 'EST')).toEqual([
      { date: '2026-11-10', minutes: 56 },
      { date: '2026-11-11', minutes: 394 },
    ]);
  });

  it("splits the rounded punches, as the timecard's minutes were computed from them", () => {
    // 22:53 rounds to 23:00 with 15-minute rounding; 07:08 to 07:15.
    const card = { clockInAt: at('2026-11-10', '22:53'), clockOutAt: at('2026-11-11', '07:08'), rounding: 15 as const, workedMinutes: 465 };
    const parts = workedMinutesByDate(card, 'EST');
    expect(parts.map((p) => p.date)).toEqual(['2026-11-10', '2026-11-11']);
    expect(parts.reduce((a, p) => a + p.minutes, 0)).toBe(465);
    expect(parts[0]!.minutes).toBe(Math.round((465 * 60) / 495));
  });
});
