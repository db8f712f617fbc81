import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  fiscalQuarterOf,
  lastClosedQuarter,
  pbjDeadline,
  previousQuarter,
  quarterEnded,
  quarterLabel,
  quarterRange,
} from './quarters';

describe('federal fiscal quarters', () => {
  it('puts October to December in Q1 of the next fiscal year, and the rest of the year in Q2-Q4', () => {
    expect(fiscalQuarterOf('2026-10-01')).toEqual({ fiscalYear: 2027, quarter: 1 });
    expect(fiscalQuarterOf('2026-12-31')).toEqual({ fiscalYear: 2027, quarter: 1 });
    expect(fiscalQuarterOf('2027-01-01')).toEqual({ fiscalYear: 2027, quarter: 2 });
    expect(fiscalQuarterOf('2027-03-31')).toEqual({ fiscalYear: 2027, quarter: 2 });
    expect(fiscalQuarterOf('2027-04-01')).toEqual({ fiscalYear: 2027, quarter: 3 });
    expect(fiscalQuarterOf('2027-06-30')).toEqual({ fiscalYear: 2027, quarter: 3 });
    expect(fiscalQuarterOf('2027-07-01')).toEqual({ fiscalYear: 2027, quarter: 4 });
    expect(fiscalQuarterOf('2027-09-30')).toEqual({ fiscalYear: 2027, quarter: 4 });
  });

  it('names the dates of each quarter, leap years included', () => {
    expect(quarterRange({ fiscalYear: 2027, quarter: 1 })).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(quarterRange({ fiscalYear: 2028, quarter: 2 })).toEqual({ start: '2028-01-01', end: '2028-03-31' });
    expect(quarterRange({ fiscalYear: 2027, quarter: 3 })).toEqual({ start: '2027-04-01', end: '2027-06-30' });
    expect(quarterRange({ fiscalYear: 2027, quarter: 4 })).toEqual({ start: '2027-07-01', end: '2027-09-30' });
    expect(quarterLabel({ fiscalYear: 2027, quarter: 1 })).toBe('Q1 FY2027');
  });

  it('finds the last closed quarter across the fiscal year boundary', () => {
    expect(lastClosedQuarter('2026-11-24')).toEqual({ fiscalYear: 2026, quarter: 4 });
    expect(lastClosedQuarter('2027-01-01')).toEqual({ fiscalYear: 2027, quarter: 1 });
    expect(previousQuarter({ fiscalYear: 2027, quarter: 1 })).toEqual({ fiscalYear: 2026, quarter: 4 });
    expect(quarterEnded({ fiscalYear: 2027, quarter: 1 }, '2026-12-31')).toBe(false);
    expect(quarterEnded({ fiscalYear: 2027, quarter: 1 }, '2027-01-01')).toBe(true);
  });

  it('sets the deadline 45 days after the quarter ends and counts the days to it', () => {
    expect(pbjDeadline({ fiscalYear: 2027, quarter: 1 })).toBe('2027-02-14');
    expect(pbjDeadline({ fiscalYear: 2027, quarter: 2 })).toBe('2027-05-15');
    expect(pbjDeadline({ fiscalYear: 2026, quarter: 4 })).toBe('2026-11-14');
    expect(daysUntil('2027-02-04', '2027-02-14')).toBe(10);
    expect(daysUntil('2027-02-14', '2027-02-14')).toBe(0);
    expect(daysUntil('2027-02-17', '2027-02-14')).toBe(-3);
    // Across a daylight-saving change the count is still in whole days.
    expect(daysUntil('2027-03-01', '2027-03-31')).toBe(30);
  });
});
