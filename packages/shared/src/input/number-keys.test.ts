import { describe, expect, it } from 'vitest';
import { BLOCKED_NUMBER_KEYS, isBlockedNumberKey } from './number-keys';

describe('number field keys (spec 000 section 5)', () => {
  it('blocks e, E, + and -', () => {
    expect(BLOCKED_NUMBER_KEYS).toEqual(['e', 'E', '+', '-']);
    for (const key of ['e', 'E', '+', '-']) expect(isBlockedNumberKey(key)).toBe(true);
  });

  it('lets digits, the point and editing keys through', () => {
    for (const key of ['1', '.', 'Backspace', 'ArrowLeft', 'Tab']) {
      expect(isBlockedNumberKey(key)).toBe(false);
    }
  });
});
