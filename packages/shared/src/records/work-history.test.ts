import { describe, expect, it } from 'vitest';
import { LATE_GRACE_MINUTES } from '../staffing/values';
import { roundingIncrements } from '../timekeeping/values';
import { roundPunch } from '../timekeeping/worked-time';
import { lateMinutesOf } from './work-history';

const start = new Date('2025-03-04T12:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(start.getTime() + minutes * 60_000 + seconds * 1000);

describe('lateMinutesOf', () => {
  it('counts whole minutes after the start beyond the grace, 0 within it, null without a clock-in', () => {
    expect(lateMinutesOf(start, null)).toBeNull();
    expect(lateMinutesOf(start, after(-5))).toBe(0);
    expect(lateMinutesOf(start, after(LATE_GRACE_MINUTES, 59))).toBe(0);
    expect(lateMinutesOf(start, after(LATE_GRACE_MINUTES + 1))).toBe(LATE_GRACE_MINUTES + 1);
    expect(lateMinutesOf(start, after(42, 30))).toBe(42);
  });

  it("never calls late a clock-in the facility's rounding pays from the start (29 CFR 785.48(b): 7:07 is 7:00 with 15)", () => {
    for (const increment of roundingIncrements) {
      for (let seconds = 0; seconds < 30 * 60; seconds += 30) {
        const clockIn = new Date(start.getTime() + seconds * 1000);
        if (roundPunch(clockIn, increment).getTime() <= start.getTime())
          expect(lateMinutesOf(start, clockIn), `${increment} +${seconds}s`).toBe(0);
      }
    }
    // The regulation's own example: with 15-minute rounding 7:07 counts as 7:00 and 7:08 as 7:15.
    expect(lateMinutesOf(start, after(7, 59))).toBe(0);
    expect(lateMinutesOf(start, after(8))).toBe(8);
  });
});
