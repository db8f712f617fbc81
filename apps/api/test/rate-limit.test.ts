import { forgotPasswordContract } from '@careroster/shared/api/auth/forgot-password';
import { loginContract } from '@careroster/shared/api/auth/login';
import { completeWalkInInviteContract, getWalkInInviteContract } from '@careroster/shared/api/employees/walk-in-invites';
import {
  approveRemainingLinesContract,
  decideCorporateLineContract,
  getApproverTimesheetContract,
  submitCorporateTimesheetContract,
} from '@careroster/shared/api/timekeeping/corporate/approver-timesheet';
import { productMessages } from '@careroster/shared/messages';
import { describe, expect, it } from 'vitest';
import { accountDelayMs, checkSignIn, signInFailed, signInLimits } from '../src/modules/auth/sign-in-throttle';
import { DEMO_PASSWORD, demoUsers } from '../src/db/seed/demo';
import { linkFamilies, type LinkFamily } from '../src/platform/link-limit';
import { memoryRateLimiter, redisRateLimiter } from '../src/platform/rate-limit';
import type { BodyOf } from './helpers/contract-call';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();

const login = (email: string, ip: string, password = 'wrong-password') =>
  t.call(loginContract, { body: { email, password }, remoteAddress: ip });

describe('sign-in throttling', () => {
  it('stops one address guessing one account, and lets the owner in from anywhere else', async () => {
    for (let i = 0; i < signInLimits.perAddressAndAccount; i++) expect((await login(demoUsers.manager, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(demoUsers.manager, '10.0.0.1', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toEqual([productMessages.tooManyAttempts]);
    // The attacker's address is stopped; the owner, elsewhere, signs in at once.
    expect((await login(demoUsers.manager, '10.0.0.2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits every attempt from one address, across accounts', async () => {
    for (let i = 0; i < 100; i++) await login(`user${i}@nowhere.example`, '10.9.9.9');
    const limited = await login('someone-else@nowhere.example', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, statusCode: 429, error: { message: [productMessages.tooManyAttempts] } });
    expect((await login('someone-else@nowhere.example', '10.9.9.10')).statusCode).toBe(401);
  });

  it('slows down many addresses guessing one account, capped so the owner is never refused outright', async () => {
    const free = signInLimits.accountFreeFailures;
    for (let i = 0; i < free; i++) expect((await login(demoUsers.admin, `10.1.${i}.1`)).statusCode).toBe(401);
    // More failures, straight into the counters, to reach the one-minute cap: the check below must not race the clock.
    for (let i = 0; i < 10; i++) await signInFailed(t.deps.limiter, `10.1.100.${i}`, demoUsers.admin, Date.now());
    const slowed = await login(demoUsers.admin, '10.1.200.1', DEMO_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.message[0]).toMatch(/^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/);

    expect([free - 1, free, free + 1, free + 5, free + 100].map(accountDelayMs)).toEqual([0, 1000, 2000, 32_000, 60_000]);
  });

  it('does not lengthen the wait for attempts it refused, and lets the owner in once the wait is over', async () => {
    const limiter = memoryRateLimiter();
    const start = 1_000_000;
    for (let i = 0; i < signInLimits.accountFreeFailures + 3; i++) await signInFailed(limiter, `10.3.${i}.1`, 'x@y.example', start);
    const wait = accountDelayMs(signInLimits.accountFreeFailures + 3);
    // Hammering during the wait is refused and not counted.
    for (let i = 0; i < 5; i++)
      await expect(checkSignIn(limiter, '10.3.99.1', 'x@y.example', start + 10)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(checkSignIn(limiter, '10.4.0.1', 'x@y.example', start + wait)).resolves.toBeUndefined();
  });

  it('limits forgot-password per account without telling whether it exists', async () => {
    const forgot = (email: string) => t.call(forgotPasswordContract, { body: { email }, remoteAddress: '10.2.2.2' });
    for (const email of [demoUsers.owner, 'ghost@nowhere.example']) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
    }
    expect((await forgot(demoUsers.owner)).statusCode).toBe(429);
    expect((await forgot('ghost@nowhere.example')).statusCode).toBe(429);
  });
});

/** Calls `call` from one address until it is refused, at most once more than the family allows: the last answer. */
async function untilRefused(family: LinkFamily, call: () => Promise<{ statusCode: number }>) {
  let last = { statusCode: 0 };
  for (let i = 0; i <= linkFamilies[family].max && last.statusCode !== 429; i++) last = await call();
  return last;
}

describe('public links', () => {
  const token = 'n'.repeat(43);
  const params = { token };
  const page = (ip: string) => t.call(getApproverTimesheetContract, { params, remoteAddress: ip });
  const submit = (ip: string) => t.call(submitCorporateTimesheetContract, { params, remoteAddress: ip });

  it("after 429 on a corporate timesheet's page, its decision and submit routes are 429 too for that address, not for another", async () => {
    const refused = await untilRefused('corporate-timesheet', () => page('10.4.0.1'));
    expect(refused.statusCode).toBe(429);
    expect((refused as unknown as { json: () => unknown }).json()).toMatchObject({
      statusCode: 429,
      error: { message: [productMessages.tooManyAttempts] },
    });
    const line = '00000000-0000-4000-8000-000000000000';
    const decide = await t.call(decideCorporateLineContract, {
      params: { token, lineId: line },
      body: { decision: 'APPROVED' },
      remoteAddress: '10.4.0.1',
    });
    expect(decide.statusCode).toBe(429);
    expect((await t.call(approveRemainingLinesContract, { params, remoteAddress: '10.4.0.1' })).statusCode).toBe(429);
    expect((await submit('10.4.0.1')).statusCode).toBe(429);
    expect((await page('10.4.0.2')).statusCode).not.toBe(429);
    expect((await submit('10.4.0.2')).statusCode).not.toBe(429);
  });

  it('limits the walk-in invite routes per address, reading and completing together', async () => {
    const read = (ip: string) => t.call(getWalkInInviteContract, { params, remoteAddress: ip });
    // An empty form on purpose: the limit is checked before the form, and another address gets past it to the form's refusal.
    const complete = (ip: string) =>
      t.call(completeWalkInInviteContract, { params, body: {} as BodyOf<typeof completeWalkInInviteContract>, remoteAddress: ip });
    expect((await untilRefused('walk-in-invite', () => read('10.4.1.1'))).statusCode).toBe(429);
    expect((await complete('10.4.1.1')).statusCode).toBe(429);
    expect((await complete('10.4.1.2')).statusCode).not.toBe(429);
  });
});

// Several instances behind one load balancer share counters through Redis.
describe.runIf(process.env.REDIS_URL)('rate limits in Redis', () => {
  it('shares one window and one run of failures between two limiters', async () => {
    const a = redisRateLimiter(process.env.REDIS_URL!, `careroster:test:${process.pid}:`);
    const b = redisRateLimiter(process.env.REDIS_URL!, `careroster:test:${process.pid}:`);
    try {
      const key = `k${Date.now()}`;
      expect(await a.hit(key, 2, 60_000)).toBe(true);
      expect(await b.hit(key, 2, 60_000)).toBe(true);
      expect(await a.hit(key, 2, 60_000)).toBe(false);
      await b.reset(key);
      expect(await a.hit(key, 2, 60_000)).toBe(true);

      await a.fail(`f${key}`, 60_000, 5);
      await b.fail(`f${key}`, 60_000, 7);
      expect(await a.failures(`f${key}`)).toEqual({ count: 2, lastAt: 7 });
      await a.reset(`f${key}`);
      expect(await b.failures(`f${key}`)).toEqual({ count: 0, lastAt: 0 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
