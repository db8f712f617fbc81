import { describe, expect, it } from 'vitest';
import { formatCurrencyInput, parseCurrencyInput } from './currency';

describe('currency input (spec 000 section 5)', () => {
  it('adds the dollar prefix and thousands separators', () => {
    expect(formatCurrencyInput('1234567')).toBe('$1,234,567');
    expect(formatCurrencyInput('12')).toBe('$12');
  });

  it('keeps at most 2 decimals and a trailing point while typing', () => {
    expect(formatCurrencyInput('1234.567')).toBe('$1,234.56');
    expect(formatCurrencyInput('1234.')).toBe('$1,234.');
    expect(formatCurrencyInput('.5')).toBe('$0.5');
  });

  it('refuses negatives and other characters', () => {
    expect(formatCurrencyInput('-50')).toBe('$50');
    expect(formatCurrencyInput('abc')).toBe('');
    expect(formatCurrencyInput('007')).toBe('$7');
  });

  it('re-formats its own output unchanged', () => {
    expect(formatCurrencyInput('$1,234.56')).toBe('$1,234.56');
  });

  it('parses the typed dollars', () => {
    expect(parseCurrencyInput('$1,234.50')).toBe(1234.5);
    expect(parseCurrencyInput('')).toBeNull();
    expect(parseCurrencyInput('$')).toBeNull();
  });
});
