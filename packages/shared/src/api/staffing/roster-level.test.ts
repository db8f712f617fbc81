import { describe, expect, it } from 'vitest';
import { weekStartDate } from './roster';
import { CRITICAL_SHARE, STAFFED_SHARE, staffingLevelOf } from './roster-level';

describe('staffingLevelOf', () => {
  it('is null for a day that needs no positions', () => {
    expect(staffingLevelOf(0, 0)).toBeNull();
    expect(staffingLevelOf(0, 2)).toBeNull();
  });

  it('is OK from 95 % of the needed positions, SHORT from 80 %, CRITICAL below', () => {
    expect(staffingLevelOf(100, 100 * STAFFED_SHARE)).toBe('OK');
    expect(staffingLevelOf(100, 120)).toBe('OK');
    expect(staffingLevelOf(100, 94)).toBe('SHORT');
    expect(staffingLevelOf(100, 100 * CRITICAL_SHARE)).toBe('SHORT');
    expect(staffingLevelOf(100, 79)).toBe('CRITICAL');
    expect(staffingLevelOf(100, 0)).toBe('CRITICAL');
  });

  it('reads a real day in people: 20 of 20 and 19 of 20 staffed, 18 of 20 short, 15 of 20 critical', () => {
    expect(staffingLevelOf(20, 20)).toBe('OK');
    expect(staffingLevelOf(20, 19)).toBe('OK');
    expect(staffingLevelOf(20, 18)).toBe('SHORT');
    expect(staffingLevelOf(20, 16)).toBe('SHORT');
    expect(staffingLevelOf(20, 15)).toBe('CRITICAL');
    // A small unit: one of two missing is critical, one of six short.
    expect(staffingLevelOf(2, 1)).toBe('CRITICAL');
    expect(staffingLevelOf(6, 5)).toBe('SHORT');
  });
});

describe('weekStartDate', () => {
  it('takes a real Sunday only', () => {
    expect(weekStartDate.safeParse('2026-11-22').success).toBe(true);
    expect(weekStartDate.safeParse('2026-11-23').success).toBe(false);
    expect(weekStartDate.safeParse('2026-02-30').success).toBe(false);
  });
});
