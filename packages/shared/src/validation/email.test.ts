import { describe, expect, it } from 'vitest';
import { contactEmailSchema, isSimpleEmail, requiredEmailSchema } from './email';
import { firstMessage } from './test-helpers';

describe('email (spec 001 section 5)', () => {
  it('uses a simple address pattern', () => {
    expect(isSimpleEmail('dana@oakridge.care')).toBe(true);
    expect(isSimpleEmail('dana@oakridge')).toBe(false);
    expect(isSimpleEmail('dana oak@ridge.care')).toBe(false);
    expect(isSimpleEmail('@ridge.care')).toBe(false);
  });

  it("lets a contact email be empty, else 'Please enter a valid email'", () => {
    expect(contactEmailSchema.parse('')).toBe('');
    expect(contactEmailSchema.parse(' dana@oakridge.care ')).toBe('dana@oakridge.care');
    expect(firstMessage(contactEmailSchema, 'dana@')).toBe('Please enter a valid email');
  });

  it("requires the shift form's email, 'Please enter a valid Email address'", () => {
    expect(firstMessage(requiredEmailSchema, '')).toBe('Please enter a valid Email address');
    expect(firstMessage(requiredEmailSchema, undefined)).toBe('Please enter a valid Email address');
    expect(firstMessage(requiredEmailSchema, 'x@y')).toBe('Please enter a valid Email address');
    expect(firstMessage(requiredEmailSchema, 'x@y.org')).toBeNull();
  });
});
