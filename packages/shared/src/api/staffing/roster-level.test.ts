import { describe, expect, it } from 'vitest';
import { weekStartDate } from './roster';
import { CRITICAL_SHARE, STAFFED_SHARE, staffingLevelOf } from './roster-level';

describe('staffingLevelOf', () => {
  it('is null without a budget, and OK for a day budgeted at no hours', () => {
    expect(staffingLevelOf(null, 40)).toBeNull();
    expect(staffingLevelOf(0, 0)).toBe('OK');
  });

  it('is OK from 95 % of the budget, SHORT from 80 %, CRITICAL below', () => {
    expect(staffingLevelOf(100, 100 * STAFFED_SHARE)).toBe('OK');
    expect(staffingLevelOf(100, 120)).toBe('OK');
    expect(staffingLevelOf(100, 94.99)).toBe('SHORT');
    expect(staffingLevelOf(100, 100 * CRITICAL_SHARE)).toBe('SHORT');
    expect(staffingLevelOf(100, 79.99)).toBe('CRITICAL');
    expect(staffingLevelOf(100, 0)).toBe('CRITICAL');
  });
});

describe('weekStartDate', () => {
  it('takes a real Sunday only', () => {
    expect(weekStartDate.safeParse('2026-11-22').success).toBe(true);
    expect(weekStartDate.safeParse('2026-11-23').success).toBe(false);
    expect(weekStartDate.safeParse('2026-02-30').success).toBe(false);
  });
});
