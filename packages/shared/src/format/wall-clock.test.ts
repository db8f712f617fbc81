import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './wall-clock';

describe('daysBetween', () => {
  it('counts calendar days, whatever the clocks do in between', () => {
    expect(daysBetween('2026-11-18', '2026-11-18')).toBe(0);
    expect(daysBetween('2026-11-18', '2026-11-25')).toBe(7);
    expect(daysBetween('2026-11-25', '2026-11-18')).toBe(-7);
    // Across both DST changes of 2026 in the United States, a leap day and a year's end.
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('undoes addDays', () => {
    for (const days of [-400, -1, 0, 1, 13, 366]) expect(daysBetween('2026-11-18', addDays('2026-11-18', days))).toBe(days);
  });
});
