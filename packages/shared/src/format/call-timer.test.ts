import { describe, expect, it } from 'vitest';
import { CALL_NO_ANSWER_TIMEOUT_MS } from '../constants';
import { formatCountdown, formatElapsed } from './call-timer';

describe('call timers (spec 000 section 4)', () => {
  it('shows the 75 s wait countdown as mm : ss', () => {
    expect(formatCountdown(CALL_NO_ANSWER_TIMEOUT_MS / 1000)).toBe('01 : 15');
    expect(formatCountdown(9)).toBe('00 : 09');
    expect(formatCountdown(0)).toBe('00 : 00');
    expect(formatCountdown(-3)).toBe('00 : 00');
  });

  it('shows the elapsed call time as hh : mm : ss', () => {
    expect(formatElapsed(65)).toBe('00 : 01 : 05');
    expect(formatElapsed(3 * 3600 + 2 * 60 + 1.9)).toBe('03 : 02 : 01');
  });
});
