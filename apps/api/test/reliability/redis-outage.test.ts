/**
 * The server survives Redis going away and coming back (issue 23, decision 036): sign-in keeps
 * working on this instance's own counters, writes and health are not affected, and the live bus
 * delivers again once Redis is back. A Redis of the test's own is killed and restarted; vitest
 * fails the file on any unhandled 'error' event and setup.ts on any console.error (ioredis prints
 * an error event nobody listens to there).
 */
import { randomBytes } from 'node:crypto';
import { loginContract } from '@careroster/shared/api/auth/login';
import { createNoteContract } from '@careroster/shared/api/employees/notes';
import type { LiveEvent } from '@careroster/shared/api/live';
import { healthContract } from '@careroster/shared/api/system/health';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo';
import { redisRateLimiter } from '../../src/platform/rate-limit';
import { soloEmployee } from '../employees/fixtures';
import { joined, type Client } from '../helpers/live-client';
import { useDemoSessions, useTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/wait';
import { startOwnRedis } from './redis-process';

let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let base: string;
let employeeId: string;
const sockets: Client[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
});
afterAll(async () => {
  await redis?.close();
});
// After Redis's hooks: the app starts on the running Redis and closes before Redis does (afterAll runs last-registered first).
const t = useTestApp(() => ({ config: { redisUrl: redis.url } }));
const s = useDemoSessions(t);

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  employeeId = (await soloEmployee(t, s.sunrise)).id;
});
afterAll(async () => {
  for (const c of sockets) await c.close();
});

const login = () => t.call(loginContract, { body: { email: demoUsers.admin, password: 'CareRoster!2026' } });
const addNote = (title: string) =>
  t.call(createNoteContract, {
    params: { employeeId },
    body: { title, description: 'x' },
    headers: { ...s.admin, 'idempotency-key': randomBytes(8).toString('hex') },
  });

describe('Redis going away and coming back', () => {
  it('keeps signing in, saving and answering health while Redis is down, and delivers live events again once it is back', async () => {
    const socket = await joined(base, s.admin.authorization.slice('Bearer '.length), s.sunrise);
    sockets.push(socket);
    const marker = (n: number): LiveEvent => ({
      type: 'employees.changed',
      employee_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    });
    const heard = (event: LiveEvent) => socket.messages.some((m) => JSON.stringify(m) === JSON.stringify(event));
    await t.deps.live.publish(s.sunrise, marker(1));
    await socket.next((m) => JSON.stringify(m) === JSON.stringify(marker(1)));

    await redis.down();
    expect((await login()).statusCode).toBe(200);
    expect((await addNote('Saved while Redis was down')).statusCode).toBe(200);
    expect((await t.call(healthContract, {})).statusCode).toBe(200);

    await redis.up();
    // The subscriber reconnects and subscribes again by itself; the socket stayed open throughout.
    let n = 1;
    await waitFor('a live event through the restarted Redis', async () => {
      n += 1;
      await t.deps.live.publish(s.sunrise, marker(n)).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return heard(marker(n));
    });
    expect((await login()).statusCode).toBe(200);
  });

  it('counts on this instance while Redis is down, so a throttle still holds', async () => {
    const prefix = `careroster:test:${process.pid}:`;
    const limiter = redisRateLimiter(redis.url, prefix);
    const reader = new Redis(redis.url);
    try {
      // First the shared counters, in Redis itself.
      const before = `before-${randomBytes(4).toString('hex')}`;
      await waitFor('a count in Redis', async () => {
        await limiter.hit(before, 100, 60_000);
        return (await reader.exists(prefix + before)) === 1;
      });
      reader.disconnect();

      await redis.down();
      const key = `outage-${randomBytes(4).toString('hex')}`;
      expect(await limiter.hit(key, 2, 60_000)).toBe(true);
      expect(await limiter.hit(key, 2, 60_000)).toBe(true);
      expect(await limiter.hit(key, 2, 60_000)).toBe(false);
      await limiter.fail(`${key}-failures`, 60_000, 5);
      await limiter.fail(`${key}-failures`, 60_000, 7);
      expect(await limiter.failures(`${key}-failures`)).toEqual({ count: 2, lastAt: 7 });
    } finally {
      reader.disconnect();
      await redis.up();
      await limiter.close();
    }
  });
});
