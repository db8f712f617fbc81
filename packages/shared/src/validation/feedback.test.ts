import { describe, expect, it } from 'vitest';
import { feedbackCount, feedbackSchema } from './feedback';

describe('feedback (optional, max 150)', () => {
  it('is optional and takes up to 150 characters', () => {
    expect(feedbackSchema.parse(undefined)).toBeUndefined();
    expect(feedbackSchema.parse('')).toBe('');
    expect(feedbackSchema.safeParse('a'.repeat(150)).success).toBe(true);
  });

  it('refuses 151 characters', () => {
    expect(feedbackSchema.safeParse('a'.repeat(151)).success).toBe(false);
  });

  it('counts for the counter', () => {
    expect(feedbackCount('abc')).toBe('3/150');
    expect(feedbackCount(undefined)).toBe('0/150');
  });
});
