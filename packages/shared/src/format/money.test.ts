import { describe, expect, it } from 'vitest';
import { formatAmount, formatHourlyRate, formatMoney, formatTotalSpent, dollarsToCents, fromCents, toCents } from './money';

describe('money (spec 000 section 9: 2 decimals)', () => {
  it('formats amounts with 2 decimals', () => {
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(1234.5)).toBe('1234.50');
    expect(formatAmount(1.005)).toBe('1.01');
  });

  it('formats dollars with a symbol and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows an hourly rate as $rate/Hr (spec 000 section 3)', () => {
    expect(formatHourlyRate(48)).toBe('$48.00/Hr');
  });

  it('converts dollars to integer cents and back', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.03)).toBe(3);
    expect(fromCents(1999)).toBe(19.99);
  });
});

describe('formatTotalSpent (spec 001 section 2: over 999 in K)', () => {
  it('keeps 999 and below in dollars', () => {
    expect(formatTotalSpent(999)).toBe('$999.00');
    expect(formatTotalSpent(12.5)).toBe('$12.50');
  });

  it('shows values over 999 in thousands with 2 decimals', () => {
    expect(formatTotalSpent(999.01)).toBe('$1.00K');
    expect(formatTotalSpent(1500)).toBe('$1.50K');
    expect(formatTotalSpent(123456.78)).toBe('$123.46K');
    expect(formatTotalSpent(-2500)).toBe('-$2.50K');
  });
});

describe('dollarsToCents', () => {
  it('decodes API dollars to stored cents and encodes them back', () => {
    expect(dollarsToCents.decode(19.99)).toBe(1999);
    expect(dollarsToCents.decode(0.07)).toBe(7);
    expect(dollarsToCents.encode(1999)).toBe(19.99);
  });

  it('refuses more than 2 decimals and negative amounts', () => {
    expect(dollarsToCents.safeDecode(1.234).success).toBe(false);
    expect(dollarsToCents.safeDecode(-1).success).toBe(false);
  });
});
