import { productMessages } from '@careroster/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/db/seed/demo';
import { redisRateLimiter } from '../src/platform/rate-limit';
import { api, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: api('/auth/login'), payload: { email, password: 'wrong-password' }, remoteAddress: ip });

describe('rate limits', () => {
  it('limits sign-in attempts per account, from any address', async () => {
    for (let i = 0; i < 10; i++) expect((await login(demoUsers.manager, `10.0.0.${i}`)).statusCode).toBe(401);
    const limited = await login(demoUsers.manager, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toEqual([productMessages.tooManyAttempts]);
  });

  it('limits sign-in attempts per address, across accounts', async () => {
    for (let i = 0; i < 50; i++) await login(`user${i}@nowhere.example`, '10.9.9.9');
    expect((await login('someone-else@nowhere.example', '10.9.9.9')).statusCode).toBe(429);
  });

  it('limits forgot-password per account without telling whether it exists', async () => {
    const forgot = (email: string) =>
      t.app.inject({ method: 'POST', url: api('/auth/forgot-password'), payload: { email }, remoteAddress: '10.2.2.2' });
    for (const email of [demoUsers.admin, 'ghost@nowhere.example']) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
    }
    expect((await forgot(demoUsers.admin)).statusCode).toBe(429);
    expect((await forgot('ghost@nowhere.example')).statusCode).toBe(429);
  });
});

// Several instances behind one load balancer share counters through Redis.
describe.runIf(process.env.REDIS_URL)('rate limits in Redis', () => {
  it('shares one window between two limiters', async () => {
    const a = redisRateLimiter(process.env.REDIS_URL!, `careroster:test:${process.pid}:`);
    const b = redisRateLimiter(process.env.REDIS_URL!, `careroster:test:${process.pid}:`);
    try {
      const key = `k${Date.now()}`;
      expect(await a.hit(key, 2, 60_000)).toBe(true);
      expect(await b.hit(key, 2, 60_000)).toBe(true);
      expect(await a.hit(key, 2, 60_000)).toBe(false);
      await b.reset(key);
      expect(await a.hit(key, 2, 60_000)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
