import { Redis } from 'ioredis';

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

export function redisRateLimiter(url: string, prefix = 'careroster:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number]];
      return count <= limit;
    },
    async fail(key, quietMs, now) {
      const k = prefix + key;
      await redis.multi().hincrby(k, 'count', 1).hset(k, 'lastAt', now).pexpire(k, quietMs).exec();
    },
    async failures(key) {
      const run = await redis.hgetall(prefix + key);
      return { count: Number(run.count ?? 0), lastAt: Number(run.lastAt ?? 0) };
    },
    async lease(key, ttlMs) {
      return (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
