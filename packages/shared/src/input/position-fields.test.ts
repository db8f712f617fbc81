import { describe, expect, it } from 'vitest';
import { sanitizeOpeningsInput, sanitizeRateInput } from './position-fields';

describe('position fields (spec 001 section 5)', () => {
  it('keeps openings to 3 digits', () => {
    expect(sanitizeOpeningsInput('1234')).toBe('123');
    expect(sanitizeOpeningsInput('1.5')).toBe('15');
    expect(sanitizeOpeningsInput('-3')).toBe('3');
  });

  it('keeps rates to 6 characters and 2 decimals', () => {
    expect(sanitizeRateInput('999.99')).toBe('999.99');
    expect(sanitizeRateInput('48.756')).toBe('48.75');
    expect(sanitizeRateInput('1234567')).toBe('123456');
    expect(sanitizeRateInput('1234.56')).toBe('1234.5');
    expect(sanitizeRateInput('$20')).toBe('20');
  });
});
