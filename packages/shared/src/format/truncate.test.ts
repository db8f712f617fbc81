import { describe, expect, it } from 'vitest';
import { truncate, truncateLabel } from './truncate';

describe('truncate (spec 000 section 9: 30 characters then an ellipsis)', () => {
  it('keeps text of 30 characters or fewer', () => {
    const thirty = 'a'.repeat(30);
    expect(truncate(thirty)).toBe(thirty);
    expect(truncate('')).toBe('');
  });

  it('cuts longer text at 30 and adds an ellipsis', () => {
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
  });

  it('takes another length', () => {
    expect(truncate('Registered Nurse', 10)).toBe('Registered...');
  });

  it('never splits a character', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
  });
});

describe('truncateLabel (spec 001 section 9: labels at 23)', () => {
  it('cuts at 23 characters', () => {
    expect(truncateLabel('Licensed Practical/Vocational Nurse')).toBe('Licensed Practical/Voca...');
    expect(truncateLabel('a'.repeat(23))).toBe('a'.repeat(23));
  });
});
