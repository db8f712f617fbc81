import { describe, expect, it } from 'vitest';
import { isValidPhone, optionalPhoneSchema, phoneSchema } from './phone';
import { firstMessage } from './test-helpers';

describe('phone (spec 000 and 001 section 5)', () => {
  it('accepts the mask, the display format, bare digits and a country prefix', () => {
    for (const ok of [
      '+1(555) 123-4567',
      '(555) 123-4567',
      '5551234567',
      '555-123-4567',
      '+44 555 123 4567',
      '+15551234567',
      '1551234567',
    ]) {
      expect(isValidPhone(ok)).toBe(true);
    }
  });

  it('refuses an area code starting 0, wrong lengths and letters', () => {
    for (const bad of ['0551234567', '+1(055) 123-4567', '555123456', '55512345678', '555-abc-4567', '']) {
      expect(isValidPhone(bad)).toBe(false);
    }
  });

  it("answers 'Please enter correct phone number'", () => {
    expect(firstMessage(phoneSchema, '12345')).toBe('Please enter correct phone number');
    expect(firstMessage(phoneSchema, undefined)).toBe('Please enter correct phone number');
    expect(phoneSchema.parse(' +1(555) 123-4567 ')).toBe('+1(555) 123-4567');
  });

  it('lets an optional phone be empty', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(firstMessage(optionalPhoneSchema, '123')).toBe('Please enter correct phone number');
  });
});
