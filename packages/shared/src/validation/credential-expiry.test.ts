import { describe, expect, it } from 'vitest';
import { credentialExpiryBody, credentialExpiryBounds, credentialExpirySchema, isValidCredentialExpiry } from './credential-expiry';
import { firstMessage } from './test-helpers';

const today = '2025-03-05';

describe('credential expiry (spec 001 sections 5 and 9: tomorrow to 100 years ahead)', () => {
  it('bounds the expiry from tomorrow to 100 years ahead', () => {
    expect(credentialExpiryBounds(today)).toEqual({ min: '2025-03-06', max: '2125-03-05' });
    expect(credentialExpiryBounds('2024-02-29')).toEqual({ min: '2024-03-01', max: '2124-02-29' });
  });

  it('accepts the bounds themselves and refuses today and beyond 100 years', () => {
    expect(isValidCredentialExpiry('2025-03-06', today)).toBe(true);
    expect(isValidCredentialExpiry('2125-03-05', today)).toBe(true);
    expect(isValidCredentialExpiry(today, today)).toBe(false);
    expect(isValidCredentialExpiry('2125-03-06', today)).toBe(false);
    expect(isValidCredentialExpiry('2025-13-01', today)).toBe(false);
  });

  it("answers 'Please select a future date' for past days", () => {
    expect(firstMessage(credentialExpirySchema(today), '2025-03-05')).toBe('Please select a future date');
    expect(firstMessage(credentialExpirySchema(today), 'soon')).toBe('Please select a future date');
    expect(credentialExpirySchema(today).safeParse('2200-01-01').success).toBe(false);
  });

  it('parses the payload', () => {
    expect(credentialExpiryBody(today).parse({ expiry: '2026-01-31' })).toEqual({ expiry: '2026-01-31' });
  });
});
