import { describe, expect, it } from 'vitest';
import { distanceParts, formatDistance } from './distance';

describe('distance (spec 000 section 9)', () => {
  it('shows feet (metres x 3.28) while the feet figure is below 9999', () => {
    expect(formatDistance(0)).toBe('0 ft');
    expect(formatDistance(100)).toBe('328 ft');
    expect(formatDistance(3048)).toBe('9997 ft');
    expect(distanceParts(12.5)).toEqual({ value: '41', unit: 'ft' });
  });

  it('switches to metres with 2 decimals at 9999 ft', () => {
    // 3048.48 m x 3.28 = 9999.01 ft
    expect(formatDistance(3048.48)).toBe('3048.48 m');
    expect(formatDistance(12345.678)).toBe('12345.68 m');
  });

  it("shows '- -' for a missing distance", () => {
    expect(formatDistance(null)).toBe('- -');
    expect(formatDistance(undefined)).toBe('- -');
    expect(formatDistance(Number.NaN)).toBe('- -');
  });
});
