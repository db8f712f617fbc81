import { Redis } from 'ioredis';
import { isConnectionLoss } from './errors';

export type FailureRun = { count: number; lastAt: number };

/**
 * Counters for the throttles the route-level limiter cannot express (per account, per address
 * and account). With REDIS_URL they live in Redis, so every instance behind the load balancer
 * shares them.
 */
export interface RateLimiter {
  /** Counts one hit in a fixed window and answers whether the key is still within its limit. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Adds one failure to a run that ends `quietMs` after its latest failure. */
  fail(key: string, quietMs: number, now: number): Promise<void>;
  /** The current run of failures; `count` 0 when there is none. */
  failures(key: string): Promise<FailureRun>;
  /** Takes `key` for `ttlMs` unless someone holds it: answers whether the caller now holds it. `reset` gives it back. */
  lease(key: string, ttlMs: number): Promise<boolean>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; lastAt: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  const sweep = () => {
    if (windows.size <= 100_000) return;
    const now = Date.now();
    for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
  };
  return {
    hit(key, limit, windowMs) {
      const w = live(key) ?? { count: 0, lastAt: 0, resetAt: Date.now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      sweep();
      return Promise.resolve(w.count <= limit);
    },
    fail(key, quietMs, now) {
      const w = live(key) ?? { count: 0, lastAt: 0, resetAt: 0 };
      windows.set(key, { count: w.count + 1, lastAt: now, resetAt: Date.now() + quietMs });
      sweep();
      return Promise.resolve();
    },
    failures(key) {
      const w = live(key);
      return Promise.resolve(w ? { count: w.count, lastAt: w.lastAt } : { count: 0, lastAt: 0 });
    },
    lease(key, ttlMs) {
      if (live(key)) return Promise.resolve(false);
      windows.set(key, { count: 1, lastAt: Date.now(), resetAt: Date.now() + ttlMs });
      sweep();
      return Promise.resolve(true);
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Counters in Redis, shared by every instance. While Redis is out of reach they fall back to this
 * instance's memory (decision 036): sign-in stays possible and the throttles still hold, each
 * instance counting on its own, instead of every sign-in failing with the outage. The fallback's
 * counts are dropped when Redis is back.
 */
export function redisRateLimiter(url: string, prefix = 'careroster:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // Each reconnect attempt emits one; the live bus on the same Redis already logs the outage.
  redis.on('error', () => undefined);
  // Lost after it was up: no command waits through ioredis's reconnect attempts first. (At start
  // the commands wait in ioredis's queue for the first connection, as before.)
  let lost = false;
  redis.on('close', () => void (lost = true));
  redis.on('ready', () => void (lost = false));
  const local = memoryRateLimiter();
  async function shared<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (lost) return inMemory();
    try {
      return await inRedis();
    } catch (err) {
      if (!isConnectionLoss(err)) throw err;
      return inMemory();
    }
  }
  return {
    hit: (key, limit, windowMs) =>
      shared(
        async () => {
          const k = prefix + key;
          const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number]];
          return count <= limit;
        },
        () => local.hit(key, limit, windowMs),
      ),
    fail: (key, quietMs, now) =>
      shared(
        async () => {
          const k = prefix + key;
          await redis.multi().hincrby(k, 'count', 1).hset(k, 'lastAt', now).pexpire(k, quietMs).exec();
        },
        () => local.fail(key, quietMs, now),
      ),
    failures: (key) =>
      shared(
        async () => {
          const run = await redis.hgetall(prefix + key);
          return { count: Number(run.count ?? 0), lastAt: Number(run.lastAt ?? 0) };
        },
        () => local.failures(key),
      ),
    lease: (key, ttlMs) =>
      shared(
        async () => (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK',
        () => local.lease(key, ttlMs),
      ),
    reset: (key) =>
      shared(
        async () => void (await redis.del(prefix + key)),
        () => local.reset(key),
      ),
    async close() {
      // quit() would wait for a Redis that may not come back.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
