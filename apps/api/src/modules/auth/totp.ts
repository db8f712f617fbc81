import { timingSafeEqual } from 'node:crypto';
import { totpParameters } from '@careroster/shared/auth/mfa';
import { HOTP, Secret, TOTP } from 'otpauth';

/** 160 random bits, the key length RFC 4226 section 4 recommends for HMAC-SHA-1. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans (the Key Uri Format Google Authenticator defined). */
export const totpUri = (secret: string, account: string) =>
  new TOTP({ issuer: 'CareRoster', label: account, secret: Secret.fromBase32(secret), ...totpParameters }).toString();

/** The RFC 6238 time step of an instant: T = floor(unix seconds / 30). */
export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / totpParameters.period);

/** The code of one time step (RFC 6238: HOTP of the step counter). */
export const totpCode = (secret: string, step: number, digits: number = totpParameters.digits) =>
  HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, digits, algorithm: totpParameters.algorithm });

/**
 * The time step a code belongs to, or null: the current step and one either side, for a phone's
 * clock that drifted (RFC 6238 section 5.2 allows one step back; one forward covers a fast
 * phone). A step at or before `lastStep` is refused, so a code works once (section 5.2 too).
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(nowMs);
  for (const step of [now - 1, now, now + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(totpCode(secret, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}
