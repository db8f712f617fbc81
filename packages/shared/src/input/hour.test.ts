import { describe, expect, it } from 'vitest';
import { HOUR_INPUT_MAX_LENGTH, isValidHour, sanitizeHourInput } from './hour';

describe('hour input (spec 000 section 5: 0-23, max length 4)', () => {
  it('keeps hours 0-23 up to 4 characters', () => {
    expect(HOUR_INPUT_MAX_LENGTH).toBe(4);
    expect(sanitizeHourInput('7')).toBe('7');
    expect(sanitizeHourInput('23')).toBe('23');
    expect(sanitizeHourInput('7.25')).toBe('7.25');
    expect(sanitizeHourInput('7.255')).toBe('7.25');
    expect(sanitizeHourInput('1a')).toBe('1');
  });

  it('refuses a value over 23 and keeps the previous text', () => {
    expect(sanitizeHourInput('24', '2')).toBe('2');
    expect(sanitizeHourInput('23.5', '23.')).toBe('23.');
  });

  it('checks an hour value', () => {
    expect(isValidHour(0)).toBe(true);
    expect(isValidHour(23)).toBe(true);
    expect(isValidHour(23.5)).toBe(false);
    expect(isValidHour(-1)).toBe(false);
  });
});
