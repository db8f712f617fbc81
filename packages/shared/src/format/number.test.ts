import { describe, expect, it } from 'vitest';
import { fixed, formatPercent, roundTo } from './number';

describe('roundTo and fixed', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.344, 2)).toBe(2.34);
    expect(fixed(0.1 + 0.2, 2)).toBe('0.30');
    expect(fixed(-0.001, 2)).toBe('0.00');
  });
});

describe('formatPercent (spec 001 section 2)', () => {
  it('shows a percentage with 2 decimals', () => {
    expect(formatPercent(1, 3)).toBe('33.33%');
    expect(formatPercent(2, 3)).toBe('66.67%');
    expect(formatPercent(5, 5)).toBe('100.00%');
  });

  it('shows 0.00% when there is nothing to fill', () => {
    expect(formatPercent(0, 0)).toBe('0.00%');
  });
});
