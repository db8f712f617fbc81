import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, maskPhoneInput, nationalDigits, toE164 } from './phone';

describe('phone display (spec 000 section 5: (###) ###-####)', () => {
  it('formats 10 digits in any input shape', () => {
    expect(formatPhoneDisplay('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneDisplay('+1(555) 123-4567')).toBe('(555) 123-4567');
    expect(formatPhoneDisplay('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhoneDisplay('15551234567')).toBe('(555) 123-4567');
  });

  it('leaves other lengths as given', () => {
    expect(formatPhoneDisplay('12345')).toBe('12345');
  });
});

describe('phone mask (+1(XXX) XXX-XXXX)', () => {
  it('masks progressively as the user types', () => {
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('5')).toBe('+1(5');
    expect(maskPhoneInput('555')).toBe('+1(555');
    expect(maskPhoneInput('5551')).toBe('+1(555) 1');
    expect(maskPhoneInput('5551234')).toBe('+1(555) 123-4');
    expect(maskPhoneInput('5551234567')).toBe('+1(555) 123-4567');
  });

  it('re-masks an already masked value and stops at 10 digits', () => {
    expect(maskPhoneInput('+1(555) 123-45678')).toBe('+1(555) 123-4567');
    expect(maskPhoneInput('+1(555) 12')).toBe('+1(555) 12');
  });

  it('refuses 0 as the first area-code digit', () => {
    expect(maskPhoneInput('0')).toBe('');
    expect(maskPhoneInput('0555')).toBe('+1(555');
    expect(maskPhoneInput('1')).toBe('+1(1');
  });
});

describe('nationalDigits and toE164', () => {
  it('strips the +1 prefix and punctuation', () => {
    expect(nationalDigits('+1(555) 123-4567')).toBe('5551234567');
    expect(toE164('(555) 123-4567')).toBe('+15551234567');
    expect(toE164('555-1234')).toBeNull();
  });
});
