import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize (spec 000 section 9)', () => {
  it('uses units of 1024 by default', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatFileSize(10485762)).toBe('10.0 MB');
  });

  it('uses units of 1000 in SI mode', () => {
    expect(formatFileSize(999, { si: true })).toBe('999 B');
    expect(formatFileSize(1000, { si: true })).toBe('1.0 kB');
    expect(formatFileSize(1_500_000, { si: true })).toBe('1.5 MB');
  });

  it('moves up a unit when rounding reaches the base', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('takes the number of decimals', () => {
    expect(formatFileSize(1536, { decimals: 2 })).toBe('1.50 KB');
  });
});
