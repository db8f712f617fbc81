/** The TOTP verifier against RFC 6238 Appendix B and its one-use rule (decision 079). */
import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { matchTotp, timeStep, totpCode } from '../../src/modules/auth/totp';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;

describe('RFC 6238 Appendix B, SHA-1', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i s gives %s in 8 digits', (seconds, code) => {
    expect(totpCode(rfcSecret, timeStep(seconds * 1000), 8)).toBe(code);
  });

  it('truncates the same HMAC to 6 digits', () => {
    expect(totpCode(rfcSecret, timeStep(59_000))).toBe('287082');
  });
});

describe('matchTotp', () => {
  const at = 59_000; // step 1
  it('accepts the current step and one either side, and answers the step', () => {
    expect(matchTotp(rfcSecret, '287082', at, null)).toBe(1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, 0), at, null)).toBe(0);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, 2), at, null)).toBe(2);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, 3), at, null)).toBeNull();
  });

  it('refuses a step at or before the last accepted one (RFC 6238 section 5.2)', () => {
    expect(matchTotp(rfcSecret, '287082', at, 1)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, 2), at, 1)).toBe(2);
  });

  it('refuses anything but six digits', () => {
    expect(matchTotp(rfcSecret, '94287082', at, null)).toBeNull();
    expect(matchTotp(rfcSecret, '28708a', at, null)).toBeNull();
  });
});
