import { describe, expect, it } from 'vitest';
import { maskSsnInput, redactSsn } from './ssn';

describe('SSN/TIN mask (XXX-XX-XXXX)', () => {
  it('masks progressively and stops at 9 digits', () => {
    expect(maskSsnInput('123')).toBe('123');
    expect(maskSsnInput('1234')).toBe('123-4');
    expect(maskSsnInput('12345')).toBe('123-45');
    expect(maskSsnInput('123456')).toBe('123-45-6');
    expect(maskSsnInput('1234567890')).toBe('123-45-6789');
    expect(maskSsnInput('123-45-6789')).toBe('123-45-6789');
    expect(maskSsnInput('abc')).toBe('');
  });
});

describe('redactSsn', () => {
  it('shows only the last four digits', () => {
    expect(redactSsn('123-45-6789')).toBe('***-**-6789');
    expect(redactSsn('')).toBe('***-**-****');
  });
});
