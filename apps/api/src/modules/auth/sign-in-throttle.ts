import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import type { RateLimiter } from '../../platform/rate-limit';

/**
 * Sign-in throttling after the OWASP Authentication cheat sheet (decision 005). The address
 * layer (every attempt from one address) is the route's @fastify/rate-limit; here are the two
 * layers that need the account:
 * - one address guessing one account is stopped after a few failures, for that pair only, so it
 *   cannot lock the owner out from anywhere else;
 * - many addresses guessing one account slow it down exponentially, capped at a minute, so the
 *   owner waits at most that long and is never refused outright.
 */
export const signInLimits = {
  quietMs: 15 * 60_000,
  perAddressAndAccount: 10,
  accountFreeFailures: 20,
  accountMaxDelayMs: 60_000,
} as const;

const pairKey = (ip: string, email: string) => `login:pair:${ip}:${email}`;
const accountKey = (email: string) => `login:acct:${email}`;

/** How long after its latest failure an account takes its next attempt. */
export function accountDelayMs(failures: number): number {
  if (failures < signInLimits.accountFreeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - signInLimits.accountFreeFailures), signInLimits.accountMaxDelayMs);
}

export async function checkSignIn(limiter: RateLimiter, ip: string, email: string, now: number) {
  const pair = await limiter.failures(pairKey(ip, email));
  if (pair.count >= signInLimits.perAddressAndAccount) throw new AppError('RATE_LIMITED', productMessages.tooManyAttempts);
  const account = await limiter.failures(accountKey(email));
  const waitMs = account.lastAt + accountDelayMs(account.count) - now;
  // Refused attempts are not counted: hammering a slowed account does not lengthen the wait.
  if (waitMs > 0) throw new AppError('RATE_LIMITED', productMessages.signInSlowedDown(Math.ceil(waitMs / 1000)));
}

export async function signInFailed(limiter: RateLimiter, ip: string, email: string, now: number) {
  await limiter.fail(pairKey(ip, email), signInLimits.quietMs, now);
  await limiter.fail(accountKey(email), signInLimits.quietMs, now);
}

export async function signInSucceeded(limiter: RateLimiter, ip: string, email: string) {
  await limiter.reset(pairKey(ip, email));
  await limiter.reset(accountKey(email));
}
